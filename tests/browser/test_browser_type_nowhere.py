"""Typing without an id goes where the keyboard focus is: not when it is on the page."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.errors import ActionFailed

pytestmark = pytest.mark.browser


async def test_typing_with_the_focus_on_the_page_fails_and_types_nothing(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("form.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        heading = next(e for e in snap.elements if e.name == "Order form")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=heading.id))
        assert await browser_env.value("document.activeElement === document.body")
        with pytest.raises(
            ActionFailed, match=r"nothing has the keyboard focus.*nothing was typed"
        ):
            await s.act(q, Action(kind=ActionKind.TYPE, text="zz"))
        # With a field focused, the same typing goes into it.
        await browser_env.value("document.getElementById('name').focus()")
        await s.observe(q)
        receipt = await s.act(q, Action(kind=ActionKind.TYPE, text="Ada"))
        assert receipt.ok, receipt
        assert await browser_env.value("document.getElementById('name').value") == "Ada"
