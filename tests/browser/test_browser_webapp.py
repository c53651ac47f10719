"""Clicks and inputs on a page built like a web app, checked by the page's own state."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def _page(env: BrowserEnv, expression: str) -> object:
    """The value of ``expression`` in the page: the state its own handlers left."""
    reply = await env.cdp("Runtime.evaluate", {"expression": expression, "returnByValue": True})
    return reply["result"].get("value")


async def test_a_click_on_a_text_runs_its_parents_handler(browser_env: BrowserEnv) -> None:
    await browser_env.goto("webapp.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(snap, Role.TEXT, "Othilie").id)
        )
    assert r.ok
    assert await _page(browser_env, "document.body.dataset.picked") == "Othilie"
