"""Materialize 2's date picker, driven through ids from ``observe``: its table reads by
the month it shows, once, and each weekday header is one line named by its day."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_calendar_reads_its_month_once(browser_env: BrowserEnv) -> None:
    """The grid is ``aria-labelledby`` its title, which holds the month and year drop-downs
    with their hidden ``<select>``s: Chromium names it ``March March 2026 2026``; it reads
    as its title does, and ``<th><abbr title="Sunday">S</abbr></th>`` is one line."""
    await browser_env.goto("lib20_mzdate.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        find(snap, Role.HEADING, "March 2026")
        assert [e.name for e in snap.elements if e.role is Role.TABLE] == ["March 2026"], text
        heads = [e for e in snap.elements if e.role is Role.COLUMNHEADER]
        assert [e.name for e in heads] == [
            "Sunday",
            "Monday",
            "Tuesday",
            "Wednesday",
            "Thursday",
            "Friday",
            "Saturday",
        ], text
        assert not [e for e in snap.elements if e.name == "S M T W T F S"], text
        ids = {e.id for e in heads}
        assert not [e for e in snap.elements if e.parent in ids], text
        day = find(snap, Role.BUTTON, "15")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=day.id))
        assert await browser_env.value("window.__did") == ["start pick 15"]


async def test_the_chosen_day_reads_selected(browser_env: BrowserEnv) -> None:
    """Materialize marks the chosen day on its cell (``<td aria-selected="true"
    class="is-selected">``) and draws the day as a button inside it: the button, the
    only control of that cell, reads ``selected``, and no other day does."""
    await browser_env.goto("lib20_mzdate.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        days = [e for e in snap.elements if e.role is Role.BUTTON and e.name.isdigit()]
        assert [e.name for e in days if e.has(State.SELECTED)] == ["1"], text
