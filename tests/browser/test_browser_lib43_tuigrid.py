"""TOAST UI Grid driven through ids from ``observe``: the grid keeps a focus sink far off
the page's left edge, draws an empty check box editor cell with class words only, and
opens a text editor over a cell on a double-click."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_field_drawn_beyond_the_pages_left_edge_is_not_listed(
    browser_env: BrowserEnv,
) -> None:
    """The grid's ``contenteditable`` focus sink sits at ``left: -9999px`` (fixed): no
    scrolling brings it into view, so it is no field of the page; the unnamed field far
    below the grid, which scrolling reaches, stays listed (off screen)."""
    await browser_env.goto("lib43_grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "clipboard" not in text, text
        boxes = [e for e in snap.elements if e.role is Role.TEXTBOX]
        assert len(boxes) == 1, text
        assert State.OFFSCREEN in boxes[0].states, text


async def test_an_empty_editable_cell_reads_no_class_words(browser_env: BrowserEnv) -> None:
    """An unpaid row's Paid cell holds an empty ``div.tui-grid-cell-content`` in a
    ``td.tui-grid-cell.tui-grid-cell-has-input.tui-grid-cell-editable``: those words say
    how a cell is drawn, not what it shows, so the cell reads as an empty cell."""
    await browser_env.goto("lib43_grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "tui grid cell" not in text, text
        assert "editable content" not in text, text
        find(snap, Role.CELL, "Paid")


async def test_a_cell_editor_is_named_by_its_column(browser_env: BrowserEnv) -> None:
    """A double-click opens a text field laid over Alice's cell (outside the table): it
    reads ``textbox Customer = Alice``, and typing into it then Tab commits the edit."""
    await browser_env.goto("lib43_grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        alice = find(snap, Role.CELL, "Alice")
        r = await s.act(q, Action(kind=ActionKind.DOUBLECLICK, element_id=alice.id))
        assert r.after is not None
        field = find(r.after, Role.TEXTBOX, "Customer")
        assert field.value == "Alice", format_snapshot(r.after)
        typed = await s.act(q, Action(kind=ActionKind.TYPE, element_id=field.id, text="Zed"))
        assert typed.ok, typed
        await s.act(q, Action(kind=ActionKind.KEY, element_id=field.id, keys="Tab"))
        did = await browser_env.value("window.__did")
        assert len(did) == 1 and did[0].startswith("change name=") and "Zed" in did[0], did
