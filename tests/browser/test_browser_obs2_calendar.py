"""A calendar's day, a cell named by its number, reads as that number with no icon's hint."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot

pytestmark = pytest.mark.browser


async def test_a_day_cell_named_by_its_number_gets_no_icon_hint(browser_env: BrowserEnv) -> None:
    await browser_env.goto("obs2_calendar.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "(icon: day" not in text, text
        day = next(e for e in snap.elements if e.name == "15")
        assert f"{day.id} clickable 15\n" in text + "\n", text
        # A count on a bell is no name: the bell still says what it is.
        assert "(icon: notif bell)" in text, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=day.id))
        assert await browser_env.value("window.__did") == ["day 15"]
