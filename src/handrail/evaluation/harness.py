"""What a case runs against, kept per process: the site, a browser, a desktop, the apps.

A worker process starts each of these the first time a case needs it and keeps it for
the cases after (starting Chromium or a desktop per case would cost more than most
cases take); each case still gets a fresh target of its own — a new browser context
with one page, or a new instance of the desktop application — which is gone when the
case ends. Everything is stopped when the process exits.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import shutil
import tempfile
from collections.abc import AsyncIterator
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from handrail.config import Settings, load_settings
from handrail.errors import BackendUnavailable, OperationTimeout
from handrail.evaluation.cases import Case
from handrail.model import TargetQuery
from handrail.testing import TEST_APPS

__all__ = ["Harness", "Prepared", "harness"]

SYSTEM_PYTHON = "/usr/bin/python3"
"""The interpreter with Tk and GTK bindings that runs the shipped test applications."""

_APP_TIMEOUT = 30.0


def _app_argv(case: Case, workdir: Path) -> list[str]:
    app = case.target.app
    if app == "gnome-calculator":
        return ["gnome-calculator", *case.target.args]
    if app == "gtk-form":
        script = str(TEST_APPS / "gtkform.py")
        events = str(workdir / "events.txt")
        return [SYSTEM_PYTHON, script, "--state", case.state, "--events", events, *case.target.args]
    if app == "tkapp":
        script = str(TEST_APPS / "tkapp.py")
        return [SYSTEM_PYTHON, script, "Handrail Tk", str(workdir / "events.txt")]
    raise BackendUnavailable(f"no harness for the application {app!r}")


@dataclass(frozen=True, kw_only=True)
class Prepared:
    """A case's target, ready: the query to run against and the settings to use."""

    query: TargetQuery
    settings: Settings


class Harness:
    """The per-process site, browser and desktop, started on first use."""

    def __init__(self, base: Settings | None = None) -> None:
        self.base = base or load_settings()
        self.root = Path(tempfile.mkdtemp(prefix="hr-eval-"))
        self.settings = replace(
            self.base,
            state_dir=self.root / "state",
            display=None,
            session_bus=None,
            settle_timeout=max(self.base.settle_timeout, 3.0),
            ipc_timeout=max(self.base.ipc_timeout, 30.0),
        )
        self._site: Any = None
        self._browser: Any = None
        self._desktop = False
        atexit.register(self.close)

    # ---- the shared pieces --------------------------------------------------------

    def site(self) -> Any:
        """The suite's site (:func:`handrail.evaluation.site.start_site`), started once."""
        if self._site is None:
            # The site's module is loaded only by cases that need it.
            from handrail.evaluation.site import start_site

            site = start_site()
            self._site = site.__enter__() if hasattr(site, "__enter__") else site
            self._site_cm = site
        return self._site

    def browser_endpoint(self) -> str:
        """The CDP endpoint of this process's headless Chromium, launched once."""
        if self._browser is None:
            from handrail.backends.browser.session.launcher import launch_browser

            self._browser = launch_browser(self.settings)
        return str(self._browser.endpoint)

    async def _desktop_up(self) -> None:
        if not self._desktop:
            from handrail import desktop

            if shutil.which("Xvfb") is None:
                raise BackendUnavailable("desktop cases need Xvfb (apt-get install xvfb)")
            await desktop.start(self.settings, timeout=30.0)
            self._desktop = True

    # ---- one case's target --------------------------------------------------------

    @contextlib.asynccontextmanager
    async def prepare(self, case: Case) -> AsyncIterator[Prepared]:
        """A fresh target for ``case``, removed when the block ends."""
        if case.target.app is not None:
            async with self._app(case) as query:
                yield Prepared(query=query, settings=self.settings)
        else:
            async with self._page(case) as query:
                yield Prepared(query=query, settings=self.settings)

    @contextlib.asynccontextmanager
    async def _page(self, case: Case) -> AsyncIterator[TargetQuery]:
        from handrail.backends.browser.session.cdp import CdpConnection

        assert case.target.page is not None
        url = self.site().url(case.target.page.lstrip("/"), state=case.state)
        endpoint = self.browser_endpoint()
        conn = await CdpConnection.connect(endpoint, 10)
        context = None
        try:
            context = (await conn.send("Target.createBrowserContext"))["browserContextId"]
            created = await conn.send(
                "Target.createTarget", {"url": url, "browserContextId": context}
            )
            target_id = created["targetId"]
            await _until_committed(conn, target_id, url)
            if case.crash:
                await _crash(conn, target_id)
            yield TargetQuery(cdp=endpoint, tab=url)
        finally:
            if context is not None:
                with contextlib.suppress(Exception):
                    await conn.send("Target.disposeBrowserContext", {"browserContextId": context})
            await conn.close()

    @contextlib.asynccontextmanager
    async def _app(self, case: Case) -> AsyncIterator[TargetQuery]:
        from handrail import desktop
        from handrail.desktop.procs import terminate

        await self._desktop_up()
        workdir = Path(tempfile.mkdtemp(prefix="app-", dir=self.root))
        argv = _app_argv(case, workdir)
        # Applications keep settings between runs (dconf): each case starts from defaults.
        env = {"GSETTINGS_BACKEND": "memory", "HOME": str(workdir)}
        pid = desktop.run(
            self.settings, argv, extra_env=env, log=self.root / f"app-{case.target.app}.log"
        )
        try:
            if case.target.app != "tkapp":
                await desktop.wait_for_app(self.settings, pid, timeout=_APP_TIMEOUT)
            if case.target.app != "gnome-calculator":
                # The test applications say when they have drawn everything.
                await _wait_ready(pid, workdir / "events.txt")
            yield TargetQuery(pid=pid)
        finally:
            await asyncio.to_thread(terminate, pid, timeout=3.0)
            shutil.rmtree(workdir, ignore_errors=True)

    def close(self) -> None:
        """Stop what this process started (the browser, the desktop, the site)."""
        if self._browser is not None:
            from handrail.backends.browser.session.launcher import stop_browser

            with contextlib.suppress(Exception):
                stop_browser(self.settings)
            self._browser = None
        if self._desktop:
            from handrail import desktop

            with contextlib.suppress(Exception):
                asyncio.run(desktop.stop(self.settings))
            self._desktop = False
        if self._site is not None:
            with contextlib.suppress(Exception):
                cm = self._site_cm
                if hasattr(cm, "__exit__"):
                    cm.__exit__(None, None, None)
                elif hasattr(cm, "close"):
                    cm.close()
            self._site = None
        shutil.rmtree(self.root, ignore_errors=True)


async def _until_committed(conn: Any, target_id: str, url: str, timeout: float = 30.0) -> None:
    """Wait until the new page's URL is ``url`` (its document committed), so ``tab`` finds it."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while True:
        info = (await conn.send("Target.getTargetInfo", {"targetId": target_id}))["targetInfo"]
        if info.get("url") == url:
            return
        if loop.time() > deadline:
            raise OperationTimeout(f"the page {url} did not load within {timeout:g}s")
        # Chromium announces no commit to a client that is not attached: poll its info.
        await asyncio.sleep(0.05)


async def _crash(conn: Any, target_id: str) -> None:
    """Crash the page's renderer (CDP ``Page.crash``), as the ``crash`` cases ask."""
    sid = (await conn.send("Target.attachToTarget", {"targetId": target_id, "flatten": True}))[
        "sessionId"
    ]
    # The renderer dies before it can answer.
    with contextlib.suppress(Exception):
        await asyncio.wait_for(conn.send("Page.crash", session_id=sid), 2.0)


async def _wait_ready(pid: int, events: Path) -> None:
    """Wait until a test application has written ``ready`` (it draws, then writes it)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + _APP_TIMEOUT
    while True:
        if await asyncio.to_thread(_said_ready, events):
            return
        if loop.time() > deadline:
            raise OperationTimeout(f"the test application (pid {pid}) did not start")
        # The app writes to a file; there is no event to wait on from here.
        await asyncio.sleep(0.05)


def _said_ready(events: Path) -> bool:
    try:
        return "ready" in events.read_text(encoding="utf-8").split("\n")
    except OSError:
        return False


_HARNESS: Harness | None = None


def harness() -> Harness:
    """This process's harness, made on first use."""
    global _HARNESS
    if _HARNESS is None:
        _HARNESS = Harness()
    return _HARNESS
