"""Air Datepicker 3 driven through ids from ``observe``: the hours slider of a time
picker, named by the time drawn beside it in capitals its CSS makes
(``text-transform``), still found by that name when set."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

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
