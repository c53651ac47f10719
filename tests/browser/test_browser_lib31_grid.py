"""A grid drawn as two tables side by side, and its header cells that sort its rows."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

_DRAWN = "window.__ready === true && !!document.querySelector('.w2ui-grid-records td')"


def _named(snap: Snapshot, name: str, role: Role | None = None) -> Element:
    found = [e for e in snap.elements if e.name == name and role in (None, e.role)]
    assert found, format_snapshot(snap)
    return found[0]


async def test_a_frozen_row_box_is_named_by_its_record(browser_env: BrowserEnv) -> None:
    """w2ui draws the row-select boxes in a table of their own beside the records' table:
    each box is named by the record on its line (``checkbox Ana Ruiz``), and a click on
    it selects that record."""
    await browser_env.goto("lib31_grid.html")
    await browser_env.ready(_DRAWN)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        box = _named(snap, "Bo Chen", Role.CHECKBOX)
        assert State.COVERED not in box.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert await browser_env.value("window.__did") == ["select 2"]
        assert r.after is not None
        assert State.CHECKED in _named(r.after, "Bo Chen", Role.CHECKBOX).states, format_snapshot(
            r.after
        )


async def test_header_cells_are_column_headers_with_their_order(browser_env: BrowserEnv) -> None:
    """Header cells in a row of cells whose class words say *head* read as column
    headers; the one the rows are sorted by says its order, drawn by a ``sort-up`` or
    ``sort-down`` class word."""
    await browser_env.goto("lib31_grid.html")
    await browser_env.ready(_DRAWN)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        name = _named(snap, "Name", Role.COLUMNHEADER)
        assert not name.states & {State.ASCENDING, State.DESCENDING}, text
        assert _named(snap, "Email", Role.COLUMNHEADER)
        assert not [e for e in snap.elements if e.role is Role.COLUMNHEADER and "Bo" in e.name]
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=name.id))
        assert await browser_env.value("window.__did") == ["sort name"]
        assert r.after is not None
        after = format_snapshot(r.after)
        assert State.ASCENDING in _named(r.after, "Name", Role.COLUMNHEADER).states, after
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=name.id))
        assert r.after is not None
        last = _named(r.after, "Name", Role.COLUMNHEADER)
        assert State.DESCENDING in last.states, format_snapshot(r.after)
