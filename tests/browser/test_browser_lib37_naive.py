"""Naive UI 2 (a Vue 3 library drawing its controls with divs) driven through ids from
``observe``: its data table's row check boxes and its switch."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_check_box_named_by_a_no_break_space_is_clicked(browser_env: BrowserEnv) -> None:
    """Naive UI's row check box (``<div role=checkbox aria-labelledby=…>&nbsp;<div
    class=n-checkbox-box>``) gets a name of one no-break space: that is no name, and a
    click on the box ticks its row."""
    await browser_env.goto("lib37_naive.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        boxes = [e for e in snap.elements if e.role is Role.CHECKBOX]
        assert len(boxes) == 3, text
        assert all(not e.name.strip() or e.name.strip() == e.name for e in boxes), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=boxes[1].id))
        assert await browser_env.value("window.__did") == ["checked 1"]
        assert r.after is not None
        after = [e for e in r.after.elements if e.role is Role.CHECKBOX]
        assert after[1].has(State.CHECKED), format_snapshot(r.after)


async def test_a_switchs_hidden_rail_is_no_second_switch(browser_env: BrowserEnv) -> None:
    """``<div role=switch aria-checked=true class=n-switch>`` draws its track as an
    ``aria-hidden`` ``n-switch__rail`` inside it: one switch, checked, not a second
    unchecked one."""
    await browser_env.goto("lib37_naive.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        switches = [e for e in snap.elements if e.role is Role.SWITCH]
        assert len(switches) == 1, text
        assert switches[0].has(State.CHECKED), text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=switches[0].id))
        assert await browser_env.value("window.__did") == ["alerts false"]


async def test_tabs_each_in_its_own_wrapper_are_tabs(browser_env: BrowserEnv) -> None:
    """``n-tabs`` draws each tab as ``<div class="n-tabs-tab n-tabs-tab--active">`` alone
    in its own ``n-tabs-tab-wrapper``, the wrappers side by side, with no role: they are
    tabs, the one drawn active ``selected``, and the one pressed takes it."""
    await browser_env.goto("lib37_naive.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        people = find(snap, Role.TAB, "People")
        teams = find(snap, Role.TAB, "Teams")
        assert people.has(State.SELECTED), format_snapshot(snap)
        assert not teams.has(State.SELECTED), format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=teams.id))
        assert await browser_env.value("window.__did") == ["tab teams"]
        assert r.after is not None
        assert find(r.after, Role.TAB, "Teams").has(State.SELECTED), format_snapshot(r.after)


async def test_a_pagers_unnamed_arrows_are_previous_and_next(browser_env: BrowserEnv) -> None:
    """``n-pagination`` draws its arrows as unnamed ``n-pagination-item--button`` boxes
    around the numbered pages: the first reads as *previous*, the last as *next*, not
    both as the pager's class word, and *next* turns the page."""
    await browser_env.goto("lib37_naive.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        ends = [e for e in snap.elements if e.hint in ("previous", "next")]
        assert [e.hint for e in ends] == ["previous", "next"], text
        assert ends[0].has(State.DISABLED), text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=ends[1].id))
        assert await browser_env.value("window.__did") == ["page 2"]
