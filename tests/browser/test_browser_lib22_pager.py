"""daisyUI's pager of joined buttons drawn as arrows: each reads by what its arrow says,
not by the layout word ``join`` its group's class gives every button; the same arrow
between a breadcrumb's links is no button and gets no hint."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_arrow_buttons_read_previous_and_next(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib22_pager.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        arrows = [e for e in snap.elements if e.role is Role.BUTTON and not e.name.isalnum()]
        arrows = [e for e in arrows if e.name in ("«", "»", "‹", "›")]
        assert [e.hint for e in arrows] == ["previous", "next", "previous", "next"], text
        assert "join" not in text, text
        # A breadcrumb's » between links is no control: it says nothing of "next".
        assert not [e for e in snap.elements if e.role is Role.TEXT and e.hint], text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=arrows[1].id))
        assert await browser_env.value("window.__did") == ["next"]
