"""Input floods in real Chromium: amounts are bounded, and a stop ends a long input."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import MAX_SCROLL_STEPS, Action, ActionKind
from handrail.backends.browser import BrowserBackend
from handrail.errors import Stopped, UsageError
from handrail.gate import AllowAll
from handrail.ids import MemoryIdStore
from handrail.session import Session
from handrail.stop import StopFlag, watching

pytestmark = pytest.mark.browser


_SETTLED = """new Promise(done => {
  let last = -1, same = 0;
  const tick = () => {
    if (scrollY === last && ++same >= 3) return done(scrollY);
    if (scrollY !== last) { last = scrollY; same = 0; }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})"""


async def _scroll_y(env: BrowserEnv) -> float:
    """Where the page rests once wheel scrolling (which may animate) has settled."""
    reply = await env.cdp(
        "Runtime.evaluate", {"expression": _SETTLED, "awaitPromise": True, "returnByValue": True}
    )
    return float(reply["result"]["value"])


def test_amounts_beyond_the_bounds_are_usage_errors() -> None:
    for fields in ({"dy": 40000}, {"dy": 123456789012}, {"dx": -150000}):
        with pytest.raises(UsageError, match="more than 100 steps"):
            Action(kind=ActionKind.SCROLL, **fields)  # type: ignore[arg-type]
    with pytest.raises(UsageError, match="characters is more than"):
        Action(kind=ActionKind.TYPE, element_id="e1", text="x" * 10_001)
    with pytest.raises(UsageError, match="within"):
        Action(kind=ActionKind.CLICK, x=10**12, y=5)


async def test_a_stop_ends_a_long_scroll_between_wheel_events(
    browser_env: BrowserEnv, tmp_path: Path
) -> None:
    await browser_env.goto("long.html")
    flag = StopFlag(tmp_path)
    calls = 0

    def raise_on_second_check() -> None:
        nonlocal calls
        calls += 1
        if calls == 2:
            flag.raise_("test")  # the flag goes up while the input is being sent

    query = browser_env.query()
    # A patient backend: the point is where the input stops, not how fast a loaded
    # machine answers.
    backend = BrowserBackend(settings=replace(browser_env.settings, ipc_timeout=30.0))
    async with Session(
        backend, ids=MemoryIdStore(), gate=AllowAll(), stop=flag, settle_timeout=2
    ) as session:
        await session.observe(query)
        scroll = Action(kind=ActionKind.SCROLL, dy=MAX_SCROLL_STEPS)
        with watching(raise_on_second_check), pytest.raises(Stopped):
            await session.act(query, scroll)
        stopped_at = await _scroll_y(browser_env)
        # One batch of wheel steps went out before the flag was seen, not all 100.
        assert 0 < stopped_at < MAX_SCROLL_STEPS * 100 / 2, stopped_at
        flag.clear()
        await session.act(query, scroll)
        assert await _scroll_y(browser_env) > stopped_at * 2
