"""The viewport-first read against real Chromium: what is on screen, and a count of the rest."""

from __future__ import annotations

import re

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import ObserveOptions, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

VIEWPORT = ObserveOptions(viewport=True)
ROWS = 200
_OPEN = re.compile(r"Open (\d+)")


def shown_rows(snap: Snapshot) -> list[int]:
    """The row numbers of the ``Open N`` buttons in ``snap``."""
    return sorted(
        int(m.group(1))
        for e in snap.elements
        if e.role is Role.BUTTON and (m := _OPEN.fullmatch(e.name))
    )


async def clicked(env: BrowserEnv) -> str | None:
    """What the page's own handler recorded as pressed."""
    reply = await env.cdp(
        "Runtime.evaluate",
        {"expression": "document.body.dataset.clicked || null", "returnByValue": True},
    )
    value = reply["result"].get("value")
    return value if isinstance(value, str) else None


async def test_viewport_read_shows_the_screen_and_counts_the_rest(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("rows.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        part = await s.observe(q, VIEWPORT)
        whole = await s.observe(q, ObserveOptions(max_elements=10000))
        on_screen = shown_rows(part)
        # Every row is either read or counted: 2 lines (its item, its button) per row
        # below, and the closing paragraph.
        assert part.offscreen is not None
        assert on_screen == list(range(len(on_screen))) and 5 < len(on_screen) < 40
        missing = ROWS - len(on_screen)
        assert (part.offscreen.above, part.offscreen.below) == (0, 2 * missing + 1)
        assert part.offscreen.controls == missing
        assert "not on screen, not read: 0 elements above" in format_snapshot(part)
        assert part.to_json()["offscreen"]["below"] == 2 * missing + 1
        # What the whole read shows on screen, the viewport read shows with the same ids.
        in_view = {
            (e.id, e.role, e.name)
            for e in whole.elements
            if e.role is Role.BUTTON and State.OFFSCREEN not in e.states
        }
        assert in_view <= {(e.id, e.role, e.name) for e in part.elements}
        assert whole.offscreen is None and len(shown_rows(whole)) == ROWS
        # Its ids act: the page's own handler runs for the row named.
        part = await s.observe(q, VIEWPORT)
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(part, Role.BUTTON, "Open 3").id)
        )
        assert r.receipt.ok
        assert await clicked(browser_env) == "Open 3"


async def test_scrolling_then_a_viewport_read_shows_the_next_part(browser_env: BrowserEnv) -> None:
    await browser_env.goto("rows.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        first = await s.observe(q, VIEWPORT)
        before = shown_rows(first)
        r = await s.act(q, Action(kind=ActionKind.SCROLL, dx=0, dy=10), options=VIEWPORT)
        assert r.receipt.ok
        after = await s.observe(q, VIEWPORT)
        now = shown_rows(after)
        assert now and now[0] > before[-1] // 2 and now[-1] > before[-1]
        assert after.offscreen is not None and after.offscreen.above > 0
        assert after.offscreen.above + after.offscreen.below + 2 * len(now) == 2 * ROWS + 1
        # The fixed header stays on screen, and a row that came into view acts.
        find(after, Role.BUTTON, "Top")
        target = f"Open {now[len(now) // 2]}"
        await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(after, Role.BUTTON, target).id)
        )
        assert await clicked(browser_env) == target


async def test_a_page_that_fits_is_read_whole(browser_env: BrowserEnv) -> None:
    await browser_env.goto("form.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        part = await s.observe(q, VIEWPORT)
        whole = await s.observe(q)
    assert part.offscreen is None
    assert [(e.id, e.role, e.name) for e in part.elements] == [
        (e.id, e.role, e.name) for e in whole.elements
    ]
