"""Pointer input to a page in a background tab: the tab is brought to the front first.

A tab out of sight draws no frames, and the browser never answers the pointer events
sent to it: the press timed out after seconds and was lost.
"""

from __future__ import annotations

import asyncio

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.backends.browser.cdp import CdpConnection
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_press_in_a_background_tab_brings_it_to_the_front(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("rowcentre.html")
    conn = await CdpConnection.connect(browser_env.state.endpoint, 10)
    try:
        created = await conn.send("Target.createTarget", {"url": browser_env.url("links.html")})
        await conn.send("Target.activateTarget", {"targetId": created["targetId"]})
        for _ in range(100):  # until the first page is out of sight
            if await browser_env.value("document.visibilityState") == "hidden":
                break
            await asyncio.sleep(0.02)
        assert await browser_env.value("document.visibilityState") == "hidden"
        q = browser_env.query("rowcentre")
        async with session(browser_env) as s:
            snap = await s.observe(q)
            row = find(snap, Role.GENERIC, "Spring Gala Apr 9")
            r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))
        assert r.receipt.ok, r.receipt.error
        assert "brought to the front" in (r.receipt.diagnostic or "")
        assert await browser_env.value("document.visibilityState") == "visible"
        assert await browser_env.value("document.getElementById('log').textContent") == (
            "opened gala\n"
        )
    finally:
        await conn.send("Target.closeTarget", {"targetId": created["targetId"]})
        await conn.close()
