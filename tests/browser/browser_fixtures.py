"""Fixtures for real-Chromium tests: a local HTTP server and a managed headless browser.

Imported by this directory's conftest and by the backend conformance suite.
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import tempfile
from collections.abc import AsyncIterator, Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pytest
from fixture_server import FixtureServer

from handrail.backends.base import Backend
from handrail.backends.browser import BrowserBackend
from handrail.backends.browser.session.cdp import CdpConnection
from handrail.backends.browser.session.launcher import BrowserState, launch_browser, stop_browser
from handrail.config import Settings, load_settings
from handrail.model import TargetQuery
from handrail.testing.conformance import ConformanceApp
from handrail.vocab import Role

CHROMIUM = load_settings().chromium


@dataclass
class BrowserEnv:
    """A running fixture server and headless Chromium with a private state directory."""

    settings: Settings
    server: FixtureServer
    state: BrowserState

    def url(self, path: str) -> str:
        return self.server.url(path)

    def query(self, tab: str | None = None) -> TargetQuery:
        return TargetQuery(cdp=self.state.endpoint, tab=tab)

    def backend(self) -> BrowserBackend:
        return BrowserBackend(settings=self.settings)

    async def cdp(self, method: str, params: dict[str, Any] | None = None) -> dict[str, Any]:
        """Send one command to the first page, from a connection of the test's own."""
        async with self.first_page() as (conn, sid):
            return await conn.send(method, params or {}, session_id=sid)

    async def value(self, expression: str) -> Any:
        """The value of ``expression`` in the first page: the state its own handlers left."""
        reply = await self.cdp(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True}
        )
        return reply["result"].get("value")

    async def ready(self, expression: str, seconds: float = 5.0) -> None:
        """Wait until ``expression`` holds in the first page (a library's module loaded and
        its elements defined); fail the test if it does not within ``seconds``.

        The page itself checks it, each 20 ms, and answers once it holds: one call.
        """
        script = (
            "new Promise(done => {"
            f" const until = Date.now() + {round(seconds * 1000)};"
            " const check = () => { let ok = false;"
            f" try {{ ok = !!({expression}); }} catch (e) {{}}"
            " if (ok || Date.now() > until) done(ok); else setTimeout(check, 20); };"
            " check(); })"
        )
        reply = await self.cdp(
            "Runtime.evaluate",
            {"expression": script, "awaitPromise": True, "returnByValue": True},
        )
        if reply["result"].get("value") is not True:
            raise AssertionError(f"the page never got ready: {expression}")

    @contextlib.asynccontextmanager
    async def first_page(self) -> AsyncIterator[tuple[CdpConnection, str]]:
        """A connection of the test's own, attached to the first page: (connection, session)."""
        conn = await CdpConnection.connect(self.state.endpoint, 10)
        try:
            infos = (await conn.send("Target.getTargets"))["targetInfos"]
            page = next(i for i in infos if i["type"] == "page")
            sid = (
                await conn.send(
                    "Target.attachToTarget", {"targetId": page["targetId"], "flatten": True}
                )
            )["sessionId"]
            yield conn, sid
        finally:
            await conn.close()

    async def hit_owners(self, points: list[tuple[int, int]]) -> list[str]:
        """For each point, the text of the button or link a press there would land in.

        ``points`` are in viewport coordinates. Asks the page itself
        (``elementFromPoint``, into open shadow roots), which passes through elements
        with ``pointer-events: none`` as a press does: a check apart from the
        backend's; "" when the hit is in neither.
        """
        probe = (
            "(([x, y]) => { let n = document.elementFromPoint(x, y);"
            " while (n && n.shadowRoot) { const inner = n.shadowRoot.elementFromPoint(x, y);"
            " if (!inner || inner === n) break; n = inner; }"
            " while (n && !(n.nodeType === 1 && (n.tagName === 'BUTTON' || n.tagName === 'A')))"
            " n = n.parentNode || n.host; return n ? n.textContent : ''; })"
        )
        async with self.first_page() as (conn, sid):
            out = []
            for x, y in points:
                reply = await conn.send(
                    "Runtime.evaluate",
                    {"expression": f"{probe}([{x}, {y}])", "returnByValue": True},
                    session_id=sid,
                )
                out.append(str(reply["result"].get("value", "")))
            return out

    async def goto(self, path: str) -> None:
        """Load ``path`` from the fixture server in the first page and wait for its load event.

        The top document's load event comes after its iframes' (same- and out-of-process)
        have loaded, so nothing more is waited for.
        """
        async with self.first_page() as (conn, sid):
            await load(conn, sid, self.url(path))


async def load(conn: CdpConnection, sid: str, url: str, timeout: float = 30.0) -> None:
    """Navigate the page of session ``sid`` to ``url`` and wait for that document's load event.

    A page that navigates by itself (a reload on a timer) can fire its own load event or
    cancel the navigation, so the loaded document's URL is checked, and the navigation
    sent again until it is the one asked for (``timeout`` seconds at most).
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    loaded = asyncio.Event()
    conn.add_listener(
        lambda s, m: loaded.set() if s == sid and m.get("method") == "Page.loadEventFired" else None
    )
    await conn.send("Page.enable", session_id=sid)
    while True:
        loaded.clear()
        await conn.send("Page.navigate", {"url": url}, session_id=sid)
        await asyncio.wait_for(loaded.wait(), max(0.1, deadline - loop.time()))
        here = await conn.send(
            "Runtime.evaluate",
            {"expression": "location.href", "returnByValue": True},
            session_id=sid,
        )
        if here["result"].get("value") == url:
            return
        assert loop.time() < deadline, f"could not load {url}"


@pytest.fixture(scope="session")
def browser_env() -> Iterator[BrowserEnv]:
    if not Path(CHROMIUM).exists() and shutil.which(CHROMIUM) is None:
        pytest.skip(f"no Chromium at {CHROMIUM}")
    state_dir = Path(tempfile.mkdtemp(prefix="handrail-browser-test-"))
    # Generous IPC timeouts: a loaded machine makes Chromium slow, and no test here is
    # about how fast it answers (bench/ measures that).
    settings = replace(load_settings(), state_dir=state_dir, settle_timeout=3.0, ipc_timeout=30.0)
    with FixtureServer() as server:
        state = launch_browser(settings)
        try:
            yield BrowserEnv(settings=settings, server=server, state=state)
        finally:
            stop_browser(settings)
            shutil.rmtree(state_dir, ignore_errors=True)


@pytest.fixture
def conformance_browser(browser_env: BrowserEnv) -> tuple[Callable[[], Backend], ConformanceApp]:
    # A sync fixture may run inside the test's event loop: load the page from a thread.
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, browser_env.goto("form.html")).result(30)
    app = ConformanceApp(
        query=browser_env.query("form.html"),
        button=(Role.CHECKBOX, "Gift wrap"),
        textbox=(Role.TEXTBOX, "Full name"),
        missing=browser_env.query("no-such-page"),
    )
    return browser_env.backend, app
