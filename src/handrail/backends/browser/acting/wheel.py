"""Wheel scrolling at a point, and whether anything scrolled there."""

from __future__ import annotations

import json

from handrail.actions import MAX_SCROLL_STEPS
from handrail.backends.browser.session.page import PageHandle
from handrail.errors import UsageError
from handrail.stop import INPUT_CHECK_EVERY, checkpoint

__all__ = ["WHEEL_STEP", "scroll_state", "scrolled", "wheel"]


WHEEL_STEP = 100
"""CSS pixels per scroll step: ``scroll 0 3`` scrolls 300 pixels down."""


def _parts(total: int, size: int) -> list[int]:
    """``total`` cut into signed pieces of at most ``size`` (``[]`` for 0)."""
    sign = 1 if total > 0 else -1
    whole, rest = divmod(abs(total), size)
    return [sign * size] * whole + ([sign * rest] if rest else [])


_SCROLL_STATE = """(x, y) => {
  // The scroll offsets of the page and of every box around what is at (x, y), as one
  // string; null when that is a frame (its own document scrolls, out of sight here).
  let e = document.elementFromPoint(x, y);
  while (e && e.shadowRoot) {
    const inner = e.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === e) break;
    e = inner;
  }
  if (!e || e.tagName === 'IFRAME' || e.tagName === 'FRAME') return null;
  const out = [scrollX, scrollY];
  for (; e; e = e.parentElement || e.getRootNode().host || null) {
    out.push(e.scrollLeft, e.scrollTop);
  }
  return out.join(',');
}"""


_SCROLLED = """(x, y, before) => new Promise((done) => {
  // Whether anything scrolled since ``before``, once the offsets have held for three
  // ticks (a wheel's scroll is animated), a second at most.
  const read = STATE, t0 = performance.now();
  let last = read(x, y), same = 0, moved = last !== before;
  const tick = () => {
    const now = read(x, y), waited = performance.now() - t0;
    moved = moved || now !== before;
    same = now === last ? same + 1 : 0;
    last = now;
    if ((same >= 3 && (moved || waited > 150)) || waited > 1000) done(moved);
    else setTimeout(tick, 16);
  };
  setTimeout(tick, 16);
})""".replace("STATE", _SCROLL_STATE)


async def scroll_state(page: PageHandle, x: float, y: float) -> str | None:
    """The scroll offsets around the point, or ``None`` when a frame is there."""
    reply = await page.main.send(
        "Runtime.evaluate",
        {"expression": f"({_SCROLL_STATE})({x}, {y})", "returnByValue": True},
    )
    value = reply.get("result", {}).get("value")
    return value if isinstance(value, str) else None


async def scrolled(page: PageHandle, x: float, y: float, before: str) -> bool:
    """Whether anything around the point scrolled since ``before``, once it has settled."""
    reply = await page.main.send(
        "Runtime.evaluate",
        {
            "expression": f"({_SCROLLED})({x}, {y}, {json.dumps(before)})",
            "returnByValue": True,
            "awaitPromise": True,
        },
    )
    return reply.get("result", {}).get("value") is not False


async def wheel(page: PageHandle, x: float, y: float, dx: int, dy: int) -> None:
    """Wheel steps at ``(x, y)``, a few at a time with the stop checked between them."""
    if abs(dx) > MAX_SCROLL_STEPS or abs(dy) > MAX_SCROLL_STEPS:
        raise UsageError(f"scroll: at most {MAX_SCROLL_STEPS} steps at a time")
    stop = checkpoint()
    xs, ys = _parts(dx, INPUT_CHECK_EVERY), _parts(dy, INPUT_CHECK_EVERY)
    for i in range(max(len(xs), len(ys))):
        stop()
        step_x = xs[i] if i < len(xs) else 0
        step_y = ys[i] if i < len(ys) else 0
        await page.main.send(
            "Input.dispatchMouseEvent",
            {
                "type": "mouseWheel",
                "x": x,
                "y": y,
                "deltaX": step_x * WHEEL_STEP,
                "deltaY": step_y * WHEEL_STEP,
            },
        )
