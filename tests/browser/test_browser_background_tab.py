"""Pointer input to a page in a background tab: the tab is brought to the front first.

A tab out of sight draws no frames, and the browser never answers the pointer events
sent to it: the press timed out after seconds and was lost.
"""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.backends.browser.session.cdp import CdpConnection
from handrail.vocab import Role

pytestmark = pytest.mark.browser


_HIDDEN = """new Promise((done) => {
  if (document.visibilityState === 'hidden') return done('hidden');
  document.addEventListener('visibilitychange', () => done(document.visibilityState));
})"""


async def _value(conn: CdpConnection, sid: str, expression: str) -> Any:
    reply = await conn.send(
        "Runtime.evaluate", {"expression": expression, "returnByValue": True}, session_id=sid
    )
    return reply["result"].get("value")


async def _behind(conn: CdpConnection, env: BrowserEnv, tag: str, made: list[str]) -> str:
    """Open a rowcentre page, then another tab in front of it; its session id."""
    # Two tabs opened one after the other in one window: the first goes behind.
    for page in (f"rowcentre.html?{tag}", "links.html"):
        made.append((await conn.send("Target.createTarget", {"url": env.url(page)}))["targetId"])
    sid = (await conn.send("Target.attachToTarget", {"targetId": made[-2], "flatten": True}))[
        "sessionId"
    ]
    # Listening before the other tab comes to the front: the page says when it is hidden.
    hidden = asyncio.ensure_future(
        conn.send(
            "Runtime.evaluate",
            {"expression": _HIDDEN, "awaitPromise": True, "returnByValue": True},
            session_id=sid,
            timeout=5,
        )
    )
    await conn.send("Target.activateTarget", {"targetId": made[-1]})
    assert (await hidden)["result"]["value"] == "hidden"
    return sid


async def test_a_press_in_a_background_tab_brings_it_to_the_front(
    browser_env: BrowserEnv,
) -> None:
    conn = await CdpConnection.connect(browser_env.state.endpoint, 10)
    made: list[str] = []
    try:
        sid = await _behind(conn, browser_env, "behind", made)
        q = browser_env.query("rowcentre.html?behind")
        async with session(browser_env) as s:
            snap = await s.observe(q)
            row = find(snap, Role.GENERIC, "Spring Gala Apr 9")
            r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))
        assert r.receipt.ok, r.receipt.error
        assert "brought to the front" in (r.receipt.diagnostic or "")
        assert await _value(conn, sid, "document.visibilityState") == "visible"
        log = await _value(conn, sid, "document.getElementById('log').textContent")
        assert log == "opened gala\n"
    finally:
        for target in made:
            await conn.send("Target.closeTarget", {"targetId": target})
        await conn.close()


async def test_a_screenshot_of_a_background_tab_is_taken(browser_env: BrowserEnv) -> None:
    """A tab out of sight draws nothing: its screenshot (and OCR) timed out after 10 s."""
    conn = await CdpConnection.connect(browser_env.state.endpoint, 10)
    made: list[str] = []
    try:
        sid = await _behind(conn, browser_env, "shot", made)
        async with session(browser_env) as s:
            png = await asyncio.wait_for(s.screenshot(browser_env.query("rowcentre.html?shot")), 8)
        assert png.startswith(b"\x89PNG")
        assert await _value(conn, sid, "document.visibilityState") == "visible"
    finally:
        for target in made:
            await conn.send("Target.closeTarget", {"targetId": target})
        await conn.close()
