"""Tabs a press opens: a link with ``target=_blank``, a script's ``window.open``.

What such a press did is in the new tab, not on the page pressed, which reads as if
nothing happened there. A person sees the new tab in front. So the pages of the
browser are listed before the press (one round trip) and after it; a page that is
new and names the pressed page as its opener is brought to the front (the page a read
without a tab named reads) and named in the receipt. The press creates the tab
before it ends, so nothing is waited for unless one came: then its address, which a
script sets just after opening it, is waited for a moment.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Any

from handrail.backends.browser.session.cdp import CdpError
from handrail.backends.browser.session.page import PageHandle
from handrail.errors import HandrailError

__all__ = ["open_pages", "opened_since"]

_TIMEOUT = 5.0
_ADDRESS_WAIT = 1.0
"""Seconds a new tab's address may take to be set (``window.open`` starts blank)."""
_BLANK = ("", "about:blank")


async def _pages(page: PageHandle) -> list[dict[str, Any]] | None:
    with contextlib.suppress(CdpError, HandrailError):
        reply = await page.conn.send("Target.getTargets", timeout=_TIMEOUT)
        return [i for i in reply.get("targetInfos", []) if i.get("type") == "page"]
    return None


async def open_pages(page: PageHandle) -> set[str] | None:
    """The ids of the browser's pages now (``None`` when it does not say)."""
    infos = await _pages(page)
    return None if infos is None else {str(i.get("targetId")) for i in infos}


async def opened_since(page: PageHandle, before: set[str] | None) -> str:
    """The tab ``page`` opened since ``before`` was listed, brought to the front, or ``""``.

    Said as ``a new tab 'Title' http://…`` (the title left out while it is the address).
    """
    if before is None:
        return ""
    deadline = time.monotonic() + _ADDRESS_WAIT
    while True:
        infos = await _pages(page)
        new = [
            i
            for i in infos or ()
            if str(i.get("targetId")) not in before and i.get("openerId") == page.target_id
        ]
        if not new:
            return ""
        info = new[0]
        if info.get("url", "") not in _BLANK or time.monotonic() >= deadline:
            break
        await asyncio.sleep(0.05)
    with contextlib.suppress(CdpError, HandrailError):
        await page.conn.send(
            "Target.activateTarget", {"targetId": info["targetId"]}, timeout=_TIMEOUT
        )
    url, title = str(info.get("url", "")), str(info.get("title", ""))
    named = f" {title!r}" if title and title not in (url, url.split("://", 1)[-1]) else ""
    more = f" (and {len(new) - 1} more)" if len(new) > 1 else ""
    return f"a new tab{named} {url or 'about:blank'}{more}"
