"""Text keeps the page's structure: one line per block, long blocks cut with their length,
inline markup joined, links kept as links (real Chromium)."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.textformat import format_snapshot, parse_element_line, parse_line
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_blocks_stay_lines_and_inline_markup_joins(browser_env: BrowserEnv) -> None:
    await browser_env.goto("feed.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    text = format_snapshot(snap)
    lines = [(e.role, e.name) for x in text.splitlines()[1:] for e in parse_line(x)]
    # A paragraph broken up by <code> and <b>: one text; drawn touching, joined without space.
    assert ("text", "Use abs() here, or rounding, see") in lines
    at = lines.index(("text", "Use abs() here, or rounding, see"))
    assert lines[at + 1 : at + 3] == [("link", "the docs"), ("text", ".")]
    for block in ("First item", "Second item", "Block one", "Block two"):
        assert ("text", block) in lines
    assert ("cell", "Cell A") in lines and ("cell", "Cell B") in lines
    draft = find(snap, Role.TEXTBOX, "Draft")  # an editing host is a text field
    assert draft.value == "Hello a link there"
    assert find(snap, Role.LINK, "a link").parent == draft.id
    assert not [e for e in snap.elements if "\ufffc" in e.name + (e.value or "")]


async def test_a_long_post_is_cut_per_block_with_its_length_and_shown_whole_on_request(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("feed.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    post = next(e for e in snap.elements if e.name.startswith("Spent the whole weekend"))
    assert len(post.name) > 600
    line = next(x for x in format_snapshot(snap).splitlines() if x.startswith(post.id + " "))
    assert line.endswith(f" (+{len(' '.join(post.name.split())) - 200} chars)")
    assert line.partition(" (+")[0].rstrip('"').endswith("…")
    whole = format_snapshot(snap, full=True).splitlines()
    shown = [parse_element_line(x) for x in whole if x.startswith(post.id + " ")]
    assert [(e.name, e.complete) for e in shown if e] == [(" ".join(post.name.split()), True)]
    # The link inside the post and the text after it are their own lines.
    assert [e.name for e in snap.elements if e.role is Role.LINK][:1] == ["the photos"]


async def test_texts_inside_a_container_named_by_an_attribute_stay_even_as_pieces_of_its_name(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("labelled.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    said = [" ".join(e.name.split()) for e in snap.elements if e.role is Role.TEXT]
    assert said == ["S M L XL", "Showing 20 of 200", "Me: on my way"], format_snapshot(snap)
    find(snap, Role.BUTTON, "Save all")
    find(snap, Role.LINK, "Home page")
    find(snap, Role.BUTTON, "Red")


async def test_a_drop_downs_items_in_a_cell_are_named_by_their_text(
    browser_env: BrowserEnv,
) -> None:
    # The cell's name holds the items' words; each clickable <li> is still named by its
    # own (it was shown unnamed, its words only a hint), a plain one repeats nothing.
    from handrail.actions import Action, ActionKind

    await browser_env.goto("celldropdown.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        items = [e.name for e in snap.elements if e.role is Role.LISTITEM]
        assert items == ["Jo", "Sam", "Alex", ""], text
        sam = find(snap, Role.LISTITEM, "Sam")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=sam.id))).ok
    assert await browser_env.value("document.getElementById('out').textContent") == "moved to Sam"
