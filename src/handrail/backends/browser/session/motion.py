"""Whether what a page set moving (CSS transitions and animations, script animations) has ended.

A press often starts motion whose end changes the page: Kendo UI's TabStrip fades the old
panel out and only then marks the pressed tab selected; its Notification fades in and
only then listens for the click that closes it. A read taken while that motion runs
says the page as it was, or half-way: a receipt naming the old tab selected, a
notification read one way in it and another a moment later. :func:`motion_ended` waits,
a bounded time, until the top document has no running animation of finite length, and a
frame more for the scripts its end calls. Endless ones (a spinner) are no motion to
wait for, nor are those of nodes no longer in the document.
"""

from __future__ import annotations

import asyncio
import time

from handrail.backends.browser.session.cdp import CdpError, CdpSession
from handrail.errors import BackendUnavailable, OperationTimeout

__all__ = ["MOTION_WAIT", "motion_ended"]

MOTION_WAIT = 1.0
"""Seconds at most a settle waits for running animations to end."""
_POLL = 0.05
"""Seconds between two looks at the running animations."""
_AFTER = 0.05
"""Seconds left, once the motion ended, for the scripts its end calls."""
_RUNNING = """(() => {
  if (!document.getAnimations) return 0;
  let n = 0;
  for (const a of document.getAnimations()) {
    if (a.playState !== 'running' || !a.effect) continue;
    const t = a.effect.target;
    if (t && !t.isConnected) continue;
    const end = a.effect.getComputedTiming().endTime;
    if (Number.isFinite(end)) n += 1;
  }
  return n;
})()"""
"""How many finite animations of the top document are running now."""


async def _running(session: CdpSession) -> int:
    try:
        reply = await session.send(
            "Runtime.evaluate", {"expression": _RUNNING, "returnByValue": True}, timeout=1.0
        )
    except (CdpError, OperationTimeout, BackendUnavailable):
        return 0
    value = reply.get("result", {}).get("value")
    return value if isinstance(value, int) else 0


async def motion_ended(session: CdpSession, deadline: float) -> None:
    """Wait until no finite animation runs in ``session``'s document, ``deadline`` at most.

    ``deadline`` is a :func:`time.monotonic` time; :data:`MOTION_WAIT` from now bounds
    it too.
    """
    until = min(deadline, time.monotonic() + MOTION_WAIT)
    moved = False
    while await _running(session):
        moved = True
        if time.monotonic() + _POLL >= until:
            return
        await asyncio.sleep(_POLL)
    if moved:
        await asyncio.sleep(max(0.0, min(_AFTER, until - time.monotonic())))
