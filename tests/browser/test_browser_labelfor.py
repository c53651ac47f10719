"""A ``<label>`` of a control on the page is that control's name, not a second element.

Its press is the control's; the read shows the control once, named by it.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_label_of_a_shown_control_is_no_element_of_its_own(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("labelfor.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        tos = find(snap, Role.CHECKBOX, "I accept the terms")
        find(snap, Role.CHECKBOX, "Send me news")
        extra = [e for e in snap.elements if e.has(State.CLICKABLE)]
        assert extra == [], extra
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=tos.id))
    assert await browser_env.value("document.getElementById('tos').checked") is True
