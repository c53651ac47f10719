"""A control of no size (a pager's link styled away) is pressed by its default action.

A pointer cannot land on it; with the channel left to Handrail the click falls back to
the element's own default action, and the receipt says so.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind, Mode, Via
from handrail.errors import ActionFailed
from handrail.model import ObserveOptions
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_link_of_no_size_is_clicked_by_its_default_action(browser_env: BrowserEnv) -> None:
    await browser_env.goto("zerosize.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q, ObserveOptions(include_hidden=True))
        prev = find(snap, Role.LINK, "Previous")
        click = Action(kind=ActionKind.CLICK, element_id=prev.id)
        with pytest.raises(ActionFailed, match="no visible box"):
            await s.act(q, click, via=Via.INPUT)
        assert await browser_env.value("document.body.dataset.went || ''") == ""
        result = await s.act(q, click)
    assert result.receipt.mode is Mode.AX and result.receipt.fallback_from is Mode.INPUT
    assert await browser_env.value("document.body.dataset.went") == "previous"
