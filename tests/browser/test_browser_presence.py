"""The person watch in real Chromium: Handrail's own CDP input is not a person's; a
trusted click from another DevTools client while Handrail sends nothing is, and so is
a navigation another client makes."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from browser_fixtures import BrowserEnv, load

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.ids import MemoryIdStore
from handrail.presence import Interference, PresenceWatch
from handrail.session import Session

pytestmark = pytest.mark.browser


async def reported(watch: PresenceWatch) -> Interference:
    """The watch's next report (the page's binding call travels on its own; 20 s at most)."""
    async with asyncio.timeout(20):
        while True:
            found = await watch.check()
            if found is not None:
                return found
            await asyncio.sleep(0.05)  # polling the watch, not waiting for time to pass


async def test_own_input_is_not_a_person_but_another_clients_is(browser_env: BrowserEnv) -> None:
    await browser_env.goto("events.html")
    query = browser_env.query()
    async with Session(browser_env.backend(), ids=MemoryIdStore(), gate=AllowAll()) as session:
        snap = await session.observe(query)
        target = await session.resolve(query)
        watch = await session.backend.presence(target)
        assert watch is not None
        try:
            await watch.mark()
            button = next(e for e in snap.elements if e.name == "Target")
            await session.act(query, Action(kind=ActionKind.CLICK, element_id=button.id))
            await session.act(
                query, Action(kind=ActionKind.KEY, element_id=button.id, keys="shift")
            )
            assert await watch.check() is None
            await watch.mark()

            # Another DevTools client (as a person's mouse is to the page): a trusted click.
            async with browser_env.first_page() as (conn, sid):
                for kind in ("mousePressed", "mouseReleased"):
                    await conn.send(
                        "Input.dispatchMouseEvent",
                        {"type": kind, "x": 60, "y": 140, "button": "left", "clickCount": 1},
                        session_id=sid,
                    )
            found = await reported(watch)
            assert found.kind == "input", found
            assert "mousedown" in found.detail and "did not send" in found.detail

            await watch.mark()
            async with browser_env.first_page() as (conn, sid):
                await load(conn, sid, browser_env.url("links.html"))
            found = await reported(watch)
            assert found.kind == "navigation" and "links.html" in found.detail, found
        finally:
            await watch.close()


async def test_own_page_scroll_is_not_a_person(browser_env: BrowserEnv) -> None:
    # A scroll at no element: the page's wheel events are dispatched by the compositor
    # after the command's answer, so they may reach the listener later than a click's.
    await browser_env.goto("long.html")
    query = browser_env.query()
    async with Session(browser_env.backend(), ids=MemoryIdStore(), gate=AllowAll()) as session:
        await session.observe(query)
        target = await session.resolve(query)
        watch = await session.backend.presence(target)
        assert watch is not None
        try:
            for _ in range(3):
                await watch.mark()
                await session.act(query, Action(kind=ActionKind.SCROLL, dy=5))
                async with browser_env.first_page() as (conn, sid):
                    await _scroll_settled(conn, sid)
                assert await watch.check() is None
        finally:
            await watch.close()


async def _scroll_settled(conn: Any, sid: str) -> None:
    """Until the page's scroll position holds for a few frames (10 s at most)."""
    script = (
        "new Promise(r => { let last = -1, same = 0; const tick = () => {"
        " const y = window.scrollY; same = (y === last) ? same + 1 : 0; last = y;"
        " if (same >= 10) r(y); else requestAnimationFrame(tick); }; tick(); })"
    )
    async with asyncio.timeout(10):
        await conn.send(
            "Runtime.evaluate", {"expression": script, "awaitPromise": True}, session_id=sid
        )


async def test_a_tab_marked_before_its_first_page_came_sees_no_person_in_that_load(
    browser_env: BrowserEnv,
) -> None:
    # A run begun while its page still loaded took the first page for a person's
    # navigation away from about:blank, and handed off at its first round.
    await browser_env.goto("events.html")
    query = browser_env.query()
    async with Session(browser_env.backend(), ids=MemoryIdStore(), gate=AllowAll()) as session:
        target = await session.resolve(query)
        watch = await session.backend.presence(target)
        assert watch is not None
        try:
            async with browser_env.first_page() as (conn, sid):
                await load(conn, sid, "about:blank")
            await watch.mark()
            async with browser_env.first_page() as (conn, sid):
                await load(conn, sid, browser_env.url("links.html"))
            assert await watch.check() is None
            # From that page on, a navigation is someone's again.
            async with browser_env.first_page() as (conn, sid):
                await load(conn, sid, browser_env.url("events.html"))
            found = await reported(watch)
            assert found.kind == "navigation" and "events.html" in found.detail, found
        finally:
            await watch.close()
