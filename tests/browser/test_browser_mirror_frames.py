"""The mirror on a page with frames, against fresh whole reads of real Chromium.

Each child frame (one in the page's process, one cross-site in a process of its own)
keeps its last tree while its own watcher sees no change; after random changes made
inside the frames and in the top document, the mirror's read must equal a fresh whole
read by another client, and an unchanged page with frames is answered by the last tree.
"""

from __future__ import annotations

import json
import random

import pytest
from browser_fixtures import BrowserEnv
from test_browser_mirror import OPTIONS, fresh, mirror_of, rows

from handrail.backends.browser import BrowserBackend
from handrail.model import Target

pytestmark = pytest.mark.browser

# JavaScript bodies run with ``doc`` (the frame's document), ``b`` (its button), ``f``
# (its field or check box) and ``r`` (a random number) in scope.
FRAME_CHANGES = [
    "b.textContent = 'text ' + r",
    "b.setAttribute('aria-label', 'label ' + r)",
    "b.removeAttribute('aria-label')",
    "if (f.type === 'checkbox') f.checked = !f.checked; else f.value = 'typed ' + r",
    "{ const p = doc.createElement('p'); p.textContent = 'para ' + r; doc.body.appendChild(p); }",
    "{ const p = doc.querySelector('p'); if (p) p.remove(); }",
    "b.style.marginTop = (r % 4) * 30 + 'px'",
    "b.hidden = !b.hidden",
    "f.focus()",
]
TOP_CHANGES = [
    "document.querySelector('h1').textContent = 'Frames ' + r",
    "document.getElementById('same').style.marginTop = (r % 3) * 20 + 'px'",
]


async def _frame_change(
    backend: BrowserBackend, target: Target, rng: random.Random, cross: bool
) -> str:
    page = await backend._page(target)
    body = rng.choice(FRAME_CHANGES)
    r = rng.randrange(1000)
    scope = "const b = doc.querySelector('button'); const f = doc.querySelector('input');"
    if cross:
        # The cross-site frame's own session evaluates in its document.
        (session,) = page.oopifs.values()
        expr = f"(() => {{ const r = {r}; const doc = document; {scope} {body}; }})()"
    else:
        session = page.main
        expr = (
            f"(() => {{ const r = {r};"
            f" const doc = document.getElementById('same').contentDocument; {scope} {body}; }})()"
        )
    reply = await session.send("Runtime.evaluate", {"expression": expr})
    assert "exceptionDetails" not in reply, (body, reply)
    return f"{'cross' if cross else 'same'}: {body} [r={r}]"


@pytest.mark.parametrize("seed", [1, 2])
async def test_mirror_with_frames_equals_a_fresh_read_after_random_changes(
    browser_env: BrowserEnv, seed: int
) -> None:
    await browser_env.goto("iframe.html")
    rng = random.Random(seed)
    backend = browser_env.backend()
    try:
        target = await backend.resolve(browser_env.query("iframe.html"))
        await backend.read_tree(target, OPTIONS)
        await backend.read_tree(target, OPTIONS)  # makes the mirror, watches the frames
        mirror = mirror_of(backend, target)
        page = await backend._page(target)
        assert len(page.oopifs) == 1, "the cross-site frame has a process of its own"
        done: list[str] = []
        for _ in range(10):
            for _ in range(rng.randrange(1, 3)):
                if rng.random() < 0.2:
                    body = rng.choice(TOP_CHANGES)
                    expr = f"(() => {{ const r = {rng.randrange(1000)}; {body}; }})()"
                    reply = await page.main.send("Runtime.evaluate", {"expression": expr})
                    assert "exceptionDetails" not in reply, reply
                    done.append(f"top: {body}")
                else:
                    done.append(await _frame_change(backend, target, rng, rng.random() < 0.5))
            mirrored = await backend.read_tree(target, OPTIONS)
            whole = await fresh(browser_env, target)
            assert rows(mirrored) == rows(whole), json.dumps(done[-3:])
            # Read again unchanged: the last tree, equal to the page's.
            cached = mirror.stats.cached
            again = await backend.read_tree(target, OPTIONS)
            assert again is mirrored and mirror.stats.cached == cached + 1, mirror.stats
    finally:
        await backend.close()


async def test_a_change_inside_a_frame_is_seen_at_the_next_read(browser_env: BrowserEnv) -> None:
    await browser_env.goto("iframe.html")
    backend = browser_env.backend()
    try:
        target = await backend.resolve(browser_env.query("iframe.html"))
        await backend.read_tree(target, OPTIONS)
        second = await backend.read_tree(target, OPTIONS)
        mirror = mirror_of(backend, target)
        third = await backend.read_tree(target, OPTIONS)
        assert third is second and mirror.stats.cached == 1
        page = await backend._page(target)
        (remote,) = page.oopifs.values()
        for session, expr in (
            (remote, "document.querySelector('button').textContent = 'Remote renamed'"),
            (
                page.main,
                "document.getElementById('same').contentDocument"
                ".querySelector('button').textContent = 'Inner renamed'",
            ),
        ):
            reply = await session.send("Runtime.evaluate", {"expression": expr})
            assert "exceptionDetails" not in reply, reply
            tree = await backend.read_tree(target, OPTIONS)
            assert tree is not third
            names = {n.name for n in tree.nodes}
            assert expr.split("'")[-2] in names, names
            assert rows(tree) == rows(await fresh(browser_env, target))
    finally:
        await backend.close()
