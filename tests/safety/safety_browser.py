"""A fresh Chromium tab per case (closed afterwards, even with a JavaScript dialog open)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

from browser_fixtures import BrowserEnv

from handrail.backends.browser.cdp import CdpConnection


@asynccontextmanager
async def page(env: BrowserEnv, path: str, tag: str) -> AsyncIterator[str]:
    """A fresh tab on ``path`` (closed afterwards, even with a dialog open); yields its tab key."""
    url = env.url(f"safety/{path}?case={tag}")
    conn = await CdpConnection.connect(env.state.endpoint, 10)
    try:
        created = await conn.send("Target.createTarget", {"url": url})
        try:
            for _ in range(100):
                infos = (await conn.send("Target.getTargets"))["targetInfos"]
                if any(i["url"] == url for i in infos):
                    break
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.3)  # let the page load
            yield f"case={tag}"
        finally:
            await conn.send("Target.closeTarget", {"targetId": created["targetId"]})
    finally:
        await conn.close()
