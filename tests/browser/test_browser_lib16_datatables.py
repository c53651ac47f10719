"""DataTables 2: a row the page selects by its class (``tr.selected``) reads selected."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


def _row_of(snap: Snapshot, name: str) -> State | None:
    cell = find(snap, Role.CELL, name)
    row = snap.by_id[cell.parent or ""]
    assert row.role is Role.ROW, format_snapshot(snap)
    return State.SELECTED if row.has(State.SELECTED) else None


async def test_a_selected_row_reads_selected(browser_env: BrowserEnv) -> None:
    """A press on Bob's cell selects his row (the page's handler adds ``selected``): his
    row then reads ``selected``, Alice's not; a second press takes it back."""
    await browser_env.goto("lib16_datatables.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        assert _row_of(snap, "Bob Jones") is None, format_snapshot(snap)
        bob = find(snap, Role.CELL, "Bob Jones")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=bob.id))
        assert await browser_env.value("window.__did") == ["select Bob Jones true"]
        assert r.after is not None
        text = format_snapshot(r.after)
        assert _row_of(r.after, "Bob Jones") is State.SELECTED, text
        assert _row_of(r.after, "Alice Smith") is None, text
        assert "selected row" in text, text
        bob = find(r.after, Role.CELL, "Bob Jones")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=bob.id))
        assert r.after is not None
        assert _row_of(r.after, "Bob Jones") is None, format_snapshot(r.after)
