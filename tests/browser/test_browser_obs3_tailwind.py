"""Utility classes (Tailwind's ``bg-blue-500``) and a data attribute's name say nothing of
what an icon button does: they stay out of its hint, and the words that do stay in."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_utility_classes_stay_out_of_an_icon_buttons_hint(browser_env: BrowserEnv) -> None:
    await browser_env.goto("obs3_tailwind.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        buttons = [e for e in snap.elements if e.role is Role.BUTTON]
        text = format_snapshot(snap)
        assert [b.hint for b in buttons] == ["edit", "trash", ""], text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=buttons[1].id))
    assert await browser_env.value("window.__did") == ["delete"]
