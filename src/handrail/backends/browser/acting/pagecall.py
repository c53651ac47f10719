"""Calling a page script on a node: ``Runtime.callFunctionOn``, its value or the page's error."""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.session.cdp import CdpSession
from handrail.errors import ActionFailed

__all__ = ["IS_CONNECTED", "call"]

IS_CONNECTED = "function() { return this.isConnected; }"
"""Whether the node is still in its document."""


async def call(session: CdpSession, object_id: str, fn: str, *args: Any) -> Any:
    """Call ``fn`` on the object and return its value; a page's exception is ActionFailed.

    ``args`` are values, or ``{"objectId": …}`` for a handle on another object.
    """
    reply = await session.send(
        "Runtime.callFunctionOn",
        {
            "objectId": object_id,
            "functionDeclaration": fn,
            "arguments": [
                {"objectId": a["objectId"]} if isinstance(a, dict) else {"value": a} for a in args
            ],
            "returnByValue": True,
            "awaitPromise": False,
        },
    )
    if "exceptionDetails" in reply:
        raise ActionFailed(f"the page threw: {reply['exceptionDetails'].get('text', 'an error')}")
    return reply.get("result", {}).get("value")
