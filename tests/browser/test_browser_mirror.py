"""The tree mirror against fresh whole reads of real Chromium, after random DOM changes.

A seeded generator changes the page as web apps do (text, attributes, classes that hide
and show, inserted and removed elements, moved subtrees, property-only changes of form
fields, focus, details opened); after each step the mirror's read must equal a fresh
whole read of the page by another client.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from browser_fixtures import BrowserEnv

from handrail.backends.base import Tree
from handrail.backends.browser import BrowserBackend
from handrail.backends.browser.observe import read_page
from handrail.backends.browser.session.mirror import AxMirror
from handrail.model import ObserveOptions, Target
from handrail.vocab import State

pytestmark = pytest.mark.browser

OPTIONS = ObserveOptions(max_elements=100000)

# Each change is a JavaScript body run with ``pick(selector)`` and ``r`` (a random
# number) in scope; they stand for what pages do to themselves.
CHANGES = [
    "pick('li, h1, h2, span, .row, .detail, p, button').textContent = 'text ' + r",
    "pick('button, a, input').setAttribute('aria-label', 'label ' + r)",
    "pick('button, a, input, select').removeAttribute('aria-label')",
    "pick('.row').classList.toggle('open')",
    "pick('li, .row, .detail, button, a').classList.toggle('gone')",
    "pick('li, .row, button').hidden = !pick('li, .row, button').hidden",
    "{ const li = document.createElement('li'); li.innerHTML = '<button>new ' + r + '</button>';"
    " pick('ol, ul').appendChild(li); }",
    "{ const e = pick('li, .row, .detail, label, button'); if (e !== document.body) e.remove(); }",
    "{ const a = pick('li'); const b = pick('ol, ul'); if (!a.contains(b)) b.prepend(a); }",
    "pick('input[type=text], textarea').value = 'typed ' + r",
    "{ const c = document.getElementById('urgent'); if (c) c.checked = !c.checked; }",
    "{ const s = document.getElementById('folder'); if (s) s.selectedIndex = r % 2; }",
    "pick('input, button, a, select, textarea').focus()",
    "{ const d = document.getElementById('more'); if (d) d.open = !d.open; }",
    "{ const h = document.getElementById('hint'); if (h) h.textContent = 'hint ' + r; }",
    "{ const t = document.getElementById('list-title'); if (t) t.textContent = 'List ' + r; }",
    "pick('button').setAttribute('aria-pressed', String(r % 2 === 0))",
    "pick('button, input').disabled = !pick('button, input').disabled",
    "{ const e = pick('section, nav, form'); e.setAttribute('aria-hidden',"
    " e.getAttribute('aria-hidden') === 'true' ? 'false' : 'true'); }",
    "{ const p = document.createElement('p'); p.textContent = 'para ' + r;"
    " pick('main, section, form').appendChild(p); }",
    # Layout: what moves, covers or scrolls other elements than the one changed, so a
    # read that kept the last bounds or covered states would differ from a fresh one.
    "pick('h1, h2, .row, li, label').style.marginTop = (r % 5) * 60 + 'px'",
    "pick('h1, h2, li, button').style.width = (100 + r % 300) + 'px'",
    "{ const e = pick('button, a, input, select, .row'); const b = e.getBoundingClientRect();"
    " const v = document.createElement('div'); v.className = 'veil';"
    " v.style.cssText = `position: fixed; left: ${b.x}px; top: ${b.y}px;"
    " width: ${b.width}px; height: ${b.height}px; background: #ccc`;"
    " pick('li, .row, section, #tools').appendChild(v); }",
    "{ const v = pick('.veil'); if (v !== document.body) v.remove(); }",
    "{ document.body.style.minHeight = (r % 2) * 3000 + 'px'; window.scrollTo(0, r % 500); }",
    "{ const l = document.getElementById('items'); if (l) { l.style.cssText ="
    " 'height: 30px; overflow: auto'; l.scrollTop = r % 40; } }",
]

PICK = (
    "const all = (s) => [...document.querySelectorAll(s)];"
    " const pick = (s) => { const a = all(s); return a.length ? a[r % a.length]"
    " : document.body; };"
)


def rows(tree: Tree) -> list[tuple[Any, ...]]:
    return [
        (
            n.locator,
            n.role,
            n.name,
            n.value,
            n.description,
            n.hint,
            sorted(n.states),
            n.bounds,
            n.actions,
            n.parent,
        )
        for n in tree.nodes
    ]


async def change(env: BrowserEnv, conn: Any, sid: str, rng: random.Random) -> str:
    body = rng.choice(CHANGES)
    r = rng.randrange(1000)
    expr = f"(() => {{ const r = {r}; {PICK} {body}; }})()"
    reply = await conn.send("Runtime.evaluate", {"expression": expr}, session_id=sid)
    assert "exceptionDetails" not in reply, (body, reply)
    return f"{body} [r={r}]"


async def fresh(env: BrowserEnv, target: Target) -> Tree:
    backend = BrowserBackend(settings=env.settings)
    try:
        page = await backend._page(target)
        return await read_page(page, OPTIONS)
    finally:
        await backend.close()


def mirror_of(backend: BrowserBackend, target: Target) -> AxMirror:
    mirror = backend._mirrors.get(target.key)
    assert mirror is not None, "the second read of a page makes its mirror"
    return mirror


async def seeded_mirror(env: BrowserEnv, backend: BrowserBackend) -> tuple[Target, AxMirror]:
    """mirror.html resolved and read twice: the second read makes its mirror and seeds it."""
    target = await backend.resolve(env.query("mirror.html"))
    await backend.read_tree(target, OPTIONS)
    await backend.read_tree(target, OPTIONS)
    return target, mirror_of(backend, target)


@pytest.mark.parametrize("seed", [1, 2, 3])
async def test_mirror_equals_a_fresh_read_after_random_changes(
    browser_env: BrowserEnv, seed: int
) -> None:
    await browser_env.goto("mirror.html")
    rng = random.Random(seed)
    backend = browser_env.backend()
    try:
        target, mirror = await seeded_mirror(browser_env, backend)
        async with browser_env.first_page() as (conn, sid):
            done: list[str] = []
            for _ in range(12):
                for _ in range(rng.randrange(1, 4)):
                    done.append(await change(browser_env, conn, sid, rng))
                mirrored = await backend.read_tree(target, OPTIONS)
                whole = await fresh(browser_env, target)
                assert rows(mirrored) == rows(whole), json.dumps(done[-3:])
        # The steps were read again in parts, not whole (the copy held).
        assert mirror.stats.partial >= 3, mirror.stats
    finally:
        await backend.close()


async def test_unchanged_page_is_answered_by_the_last_tree(browser_env: BrowserEnv) -> None:
    await browser_env.goto("mirror.html")
    backend = browser_env.backend()
    try:
        target = await backend.resolve(browser_env.query("mirror.html"))
        await backend.read_tree(target, OPTIONS)
        second = await backend.read_tree(target, OPTIONS)
        mirror = mirror_of(backend, target)
        third = await backend.read_tree(target, OPTIONS)
        assert third is second and mirror.stats.cached == 1
        # A change the page makes by itself is seen at once, without waiting for events.
        async with browser_env.first_page() as (conn, sid):
            await conn.send(
                "Runtime.evaluate",
                {"expression": "document.getElementById('send').textContent = 'Post'"},
                session_id=sid,
            )
        fourth = await backend.read_tree(target, OPTIONS)
        assert fourth is not third
        assert any(n.name == "Post" for n in fourth.nodes)
        assert mirror.stats.partial == 1
    finally:
        await backend.close()


async def test_a_partial_read_sees_what_a_change_moved_and_covered(
    browser_env: BrowserEnv,
) -> None:
    """A change in one subtree moves and covers elements outside it: their bounds and
    ``covered`` states are the page's, not the last read's."""
    await browser_env.goto("mirror.html")
    backend = browser_env.backend()
    try:
        target = await backend.resolve(browser_env.query("mirror.html"))
        await backend.read_tree(target, OPTIONS)
        before = await backend.read_tree(target, OPTIONS)
        mirror = mirror_of(backend, target)

        def send_button(tree: Tree) -> Any:
            return next(n for n in tree.nodes if n.name == "Send")

        async with browser_env.first_page() as (conn, sid):
            # A folder grows: everything below it moves down. Then a veil is put over
            # the Send button from inside the toolbar (a subtree the button is not in).
            body = (
                "document.querySelector('#folders li').style.marginTop = '150px';"
                "const b = document.getElementById('send').getBoundingClientRect();"
                "const v = document.createElement('div');"
                "v.style.cssText = `position: fixed; left: ${b.x}px; top: ${b.y}px;"
                " width: ${b.width}px; height: ${b.height}px; background: #ccc`;"
                "document.getElementById('tools').appendChild(v);"
            )
            reply = await conn.send("Runtime.evaluate", {"expression": body}, session_id=sid)
            assert "exceptionDetails" not in reply, reply
        partial = mirror.stats.partial
        after = await backend.read_tree(target, OPTIONS)
        assert mirror.stats.partial == partial + 1, mirror.stats
        old, new = send_button(before).bounds, send_button(after).bounds
        assert old is not None and new is not None and new.y > old.y + 100
        assert State.COVERED in send_button(after).states
        assert State.COVERED not in send_button(before).states
        assert rows(after) == rows(await fresh(browser_env, target))
    finally:
        await backend.close()


async def test_navigation_resets_the_mirror(browser_env: BrowserEnv) -> None:
    await browser_env.goto("mirror.html")
    backend = browser_env.backend()
    try:
        target, mirror = await seeded_mirror(browser_env, backend)
        full, resets = mirror.stats.full, mirror.stats.resets
        await browser_env.goto("form.html")
        tree = await backend.read_tree(target, OPTIONS)
        assert mirror.stats.resets > resets
        assert mirror.stats.full == full + 1
        assert rows(tree) == rows(await fresh(browser_env, target))
        assert any(n.name == "Place order" for n in tree.nodes)
    finally:
        await backend.close()


async def test_an_unknown_accessibility_event_forces_a_whole_read(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("mirror.html")
    backend = browser_env.backend()
    try:
        target, mirror = await seeded_mirror(browser_env, backend)
        full = mirror.stats.full
        # An event this mirror does not know (a newer Chromium's, or one it lost track
        # of): it can no longer say what the copy misses.
        mirror._on_event(mirror.page.main.id, {"method": "Accessibility.somethingNew"})
        again = await backend.read_tree(target, OPTIONS)
        assert mirror.stats.full == full + 1 and mirror.stats.cached == 0
        assert rows(again) == rows(await fresh(browser_env, target))
    finally:
        await backend.close()


async def test_a_whole_read_that_seeds_the_copy_again_leaves_no_change_to_read_later(
    browser_env: BrowserEnv,
) -> None:
    """The copy dropped while the watcher kept changes (an unknown event): the whole read
    that seeds it again already holds them, so an unchanged page is then the last tree."""
    await browser_env.goto("mirror.html")
    backend = browser_env.backend()
    try:
        target, mirror = await seeded_mirror(browser_env, backend)
        async with browser_env.first_page() as (conn, sid):
            await conn.send(
                "Runtime.evaluate",
                {"expression": "document.getElementById('send').textContent = 'Post'"},
                session_id=sid,
            )
        mirror._on_event(mirror.page.main.id, {"method": "Accessibility.somethingNew"})
        full, partial = mirror.stats.full, mirror.stats.partial
        whole = await backend.read_tree(target, OPTIONS)
        assert any(n.name == "Post" for n in whole.nodes)
        again = await backend.read_tree(target, OPTIONS)
        assert again is whole, mirror.stats
        assert (mirror.stats.full, mirror.stats.partial) == (full + 1, partial), mirror.stats
    finally:
        await backend.close()


async def test_a_lost_watcher_forces_a_whole_read(browser_env: BrowserEnv) -> None:
    await browser_env.goto("mirror.html")
    backend = browser_env.backend()
    try:
        target, mirror = await seeded_mirror(browser_env, backend)
        full = mirror.stats.full
        mirror._context = 987654  # its world is gone, as when the document was replaced
        await backend.read_tree(target, OPTIONS)
        assert mirror.stats.full == full + 1
    finally:
        await backend.close()


async def test_a_change_inside_what_the_page_does_not_draw_is_read_in_part(
    browser_env: BrowserEnv,
) -> None:
    """A closed list's options change (a combobox filling its list): nothing Chromium's
    tree holds changed, so the copy holds; shown, the list is read as it is."""
    await browser_env.goto("mirror.html")
    async with browser_env.first_page() as (conn, sid):

        async def run(body: str) -> None:
            reply = await conn.send("Runtime.evaluate", {"expression": body}, session_id=sid)
            assert "exceptionDetails" not in reply, reply

        await run(
            "const u = document.createElement('ul'); u.id = 'closed';"
            " u.style.display = 'none'; u.innerHTML = '<li>Apples</li><li>Pears</li>';"
            " document.body.appendChild(u);"
        )
        backend = browser_env.backend()
        try:
            target, mirror = await seeded_mirror(browser_env, backend)
            full, partial = mirror.stats.full, mirror.stats.partial
            await run("document.querySelector('#closed li').textContent = 'Plums';")
            after = await backend.read_tree(target, OPTIONS)
            assert (mirror.stats.full, mirror.stats.partial) == (full, partial + 1), mirror.stats
            assert rows(after) == rows(await fresh(browser_env, target))
            await run("document.getElementById('closed').style.display = 'block';")
            shown = await backend.read_tree(target, OPTIONS)
            assert any(n.name == "Plums" for n in shown.nodes)
            assert rows(shown) == rows(await fresh(browser_env, target))
        finally:
            await backend.close()
