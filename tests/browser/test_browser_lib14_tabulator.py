"""Tabulator's table says what its look says: the page shown is its pager's current
page, and a tick cell is checked or not as its ``aria-checked`` says."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_the_shown_page_is_the_pagers_current_one(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib14_tabulator.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert State.CURRENT in find(snap, Role.BUTTON, "Show Page 1").states, text
        two = find(snap, Role.BUTTON, "Show Page 2")
        assert State.CURRENT not in two.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=two.id))
        assert await browser_env.value("window.__did") == ["page 2"]
        text = format_snapshot(r.after)
        assert State.CURRENT in find(r.after, Role.BUTTON, "Show Page 2").states, text
        assert State.CURRENT not in find(r.after, Role.BUTTON, "Show Page 1").states, text


async def test_a_tick_cell_reads_checked_or_not(browser_env: BrowserEnv) -> None:
    """The tick or cross a ``tickCross`` cell draws is its ``aria-checked``: the cell
    reads as its row's check box."""
    await browser_env.goto("lib14_tabulator.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        ticks = [e for e in snap.elements if e.role is Role.CHECKBOX]
        assert [State.CHECKED in e.states for e in ticks] == [True, False], text
