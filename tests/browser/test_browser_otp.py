"""Typing into boxes that take one character each and move the focus on, as code fields do.

Text typed with no element goes in character by character, as a person's keystrokes
do, so a page that moves the focus after each one gets the whole code. Text typed into
one field that cannot hold it fails before any keystroke.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.errors import ActionFailed
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_code_typed_with_no_element_fills_every_box(browser_env: BrowserEnv) -> None:
    await browser_env.goto("otp.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        first = find(snap, Role.TEXTBOX, "Digit 1")
        await s.act(q, Action(kind=ActionKind.FOCUS, element_id=first.id))
        await s.act(q, Action(kind=ActionKind.TYPE, text="9876"))
    assert await browser_env.value("window.code()") == "9876"


async def test_text_a_field_cannot_hold_fails_before_any_keystroke(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("otp.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        second = find(snap, Role.TEXTBOX, "Digit 2")
        with pytest.raises(ActionFailed, match="at most 1 character"):
            await s.act(q, Action(kind=ActionKind.TYPE, element_id=second.id, text="42"))
        promo = find(snap, Role.TEXTBOX, "Promo")
        with pytest.raises(ActionFailed, match="at most 6 characters"):
            await s.act(q, Action(kind=ActionKind.TYPE, element_id=promo.id, text="CDEFG"))
        with pytest.raises(ActionFailed, match="at most 6 characters"):
            await s.act(
                q, Action(kind=ActionKind.SET_VALUE, element_id=promo.id, text="SUMMER2026")
            )
        # What fits goes in.
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=promo.id, text="CD"))
    assert await browser_env.value("window.code()") == ""
    assert await browser_env.value("document.getElementById('promo').value") == "ABCD"
