"""Air Datepicker 3 and DataTables 2 driven through ids from ``observe``: the hours
slider of a time picker, named by the time drawn beside it in capitals its CSS makes
(``text-transform``), still found by that name when set; and numbered siblings (a
calendar's days, a pager's pages) named by their numbers, not hinted from their
classes and data attributes."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_time_pickers_hours_slider_takes_a_value(browser_env: BrowserEnv) -> None:
    """Air Datepicker draws ``12 : 00 am`` (shown as ``AM``) left of two unnamed range
    inputs: a value set on the first one through its id lands, and the page reads it."""
    await browser_env.goto("lib13_booking.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        sliders = [e for e in snap.elements if e.role is Role.SLIDER]
        assert len(sliders) == 2, format_snapshot(snap)
        await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=sliders[0].id, text="14"))
        assert await browser_env.value("window.__did") == ["arrive 03/10/2026 02:00 pm"]


async def test_a_calendars_days_are_named_by_their_numbers(browser_env: BrowserEnv) -> None:
    """Air Datepicker's day cells are ``<div class="air-datepicker-cell -day-"
    data-year data-month data-date data-iso-date>15</div>``: each reads ``15``, with no
    hint made of those words, and a press picks that day."""
    await browser_env.goto("lib13_booking.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "iso" not in text and "year month" not in text, text
        days = [e for e in snap.elements if e.name == "15"]
        assert len(days) == 1 and not days[0].hint, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=days[0].id))
        assert await browser_env.value("window.__did") == ["arrive 03/15/2026 12:00 am"]


async def test_a_pagers_numbered_pages_are_named_by_their_numbers(
    browser_env: BrowserEnv,
) -> None:
    """DataTables draws its pages as ``<button class="dt-paging-button">2</button>``:
    each reads ``link 2``, not ``link 2 (icon: paging)``, and a press turns the page."""
    await browser_env.goto("lib13_customers.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "paging" not in text, text
        page = find(snap, Role.LINK, "2")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=page.id))
        assert await browser_env.value("window.__did") == ["page 2"]


async def test_a_calendars_chosen_day_reads_selected(browser_env: BrowserEnv) -> None:
    """Air Datepicker marks the chosen day by the class word ``-selected-`` alone (no
    ARIA): that day reads ``selected``, and after a press on another day, that one."""
    await browser_env.goto("lib13_booking.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        chosen = [e.name for e in snap.elements if State.SELECTED in e.states]
        assert chosen == ["10"], format_snapshot(snap)
        day = next(e for e in snap.elements if e.name == "15")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=day.id))
        chosen = [e.name for e in r.after.elements if State.SELECTED in e.states]
        assert chosen == ["15"], format_snapshot(r.after)


async def test_the_chosen_day_wins_over_today(browser_env: BrowserEnv) -> None:
    """In the month of today, Air Datepicker marks today ``-current-`` too: the chosen
    day alone reads ``selected``."""
    await browser_env.goto("lib13_booking.html")
    await browser_env.ready("window.__ready === true")
    pick = "new Date().getDate() === 3 ? 4 : 3"
    await browser_env.value(
        f"(dp.selectDate(new Date(new Date().getFullYear(), new Date().getMonth(), {pick})), 1)"
    )
    await browser_env.ready("document.querySelectorAll('.-current-.-day-').length === 1")
    want = str(await browser_env.value(pick))
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        chosen = [e.name for e in snap.elements if State.SELECTED in e.states]
        assert chosen == [want], format_snapshot(snap)
