"""Tabulator's tick cells, driven through ids from ``observe``: a ``tickCross`` cell
(``role=gridcell aria-checked``, a drawn tick or cross) is its row's check box."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_tick_cell_reads_as_its_rows_check_box(browser_env: BrowserEnv) -> None:
    """Each tick cell reads ``checkbox`` named by its row's record and its column, in the
    state its ``aria-checked`` says, and a press on it opens the row's tick editor."""
    await browser_env.goto("lib14_tabulator.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        alice = find(snap, Role.CHECKBOX, "Alice Smith, Active")
        bob = find(snap, Role.CHECKBOX, "Bob Jones, Active")
        assert State.CHECKED in alice.states, text
        assert State.CHECKED not in bob.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=bob.id))
        tick = find(r.after, Role.CHECKBOX, "Bob Jones, Active")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=tick.id))
        assert "edit active Bob Jones true" in await browser_env.value("window.__did")
