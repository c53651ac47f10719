"""A fresh Chromium tab per case (closed afterwards, even with a JavaScript dialog open)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from browser_fixtures import BrowserEnv, load

from handrail.backends.browser.session.cdp import CdpConnection


@asynccontextmanager
async def page(env: BrowserEnv, path: str, tag: str) -> AsyncIterator[str]:
    """A fresh tab on ``path``, loaded (closed afterwards, even with a dialog open).

    Yields its tab key.
    """
    url = env.url(f"safety/{path}?case={tag}")
    conn = await CdpConnection.connect(env.state.endpoint, 10)
    try:
        created = await conn.send("Target.createTarget", {"url": "about:blank"})
        try:
            sid = await _attach(conn, created["targetId"])
            await load(conn, sid, url)
            await conn.send("Target.detachFromTarget", {"sessionId": sid})
            yield f"case={tag}"
        finally:
            await conn.send("Target.closeTarget", {"targetId": created["targetId"]})
    finally:
        await conn.close()


async def _attach(conn: CdpConnection, target_id: str) -> str:
    reply = await conn.send("Target.attachToTarget", {"targetId": target_id, "flatten": True})
    return str(reply["sessionId"])


async def evaluate(env: BrowserEnv, tag: str, expression: str) -> Any:
    """Evaluate ``expression`` in the case's tab (from a connection of the test's own)."""
    conn = await CdpConnection.connect(env.state.endpoint, 10)
    try:
        infos = (await conn.send("Target.getTargets"))["targetInfos"]
        target = next(i for i in infos if i["type"] == "page" and f"case={tag}" in i["url"])
        sid = await _attach(conn, target["targetId"])
        reply = await conn.send(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True, "awaitPromise": True},
            session_id=sid,
        )
        return reply["result"].get("value")
    finally:
        await conn.close()
