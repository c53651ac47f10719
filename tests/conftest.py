"""Shared fixtures: a private managed desktop (Xvfb + D-Bus + AT-SPI) for real-app tests.

``desktop`` (session scope) starts a desktop of its own in a temporary state directory,
so tests never touch a user's desktop and parallel runs do not collide. ``launch_app``
(test scope) starts a real program in it, waits until it is on the AT-SPI bus, and
ends it after the test.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import os
import shutil
import signal
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

import pytest

from handrail import desktop as hdesktop
from handrail.config import Settings
from handrail.desktop.procs import terminate
from handrail.testing import TEST_APPS


def _stop_on_sigterm(signum: int, frame: object) -> None:
    raise KeyboardInterrupt(f"signal {signum}")


def pytest_configure(config: pytest.Config) -> None:
    """A run stopped by ``SIGTERM`` unwinds as one stopped by Ctrl+C.

    pytest tears its fixtures down after ``KeyboardInterrupt``, so the desktops (Xvfb,
    D-Bus, the accessibility bus) and browsers the session fixtures started end with
    the run; by default ``SIGTERM`` ends the process where it stands and leaves them.
    """
    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, _stop_on_sigterm)


@dataclass(frozen=True, kw_only=True)
class LaunchedApp:
    """A program running inside the test desktop and registered with AT-SPI."""

    pid: int
    name: str
    bus_name: str


@dataclass(frozen=True, kw_only=True)
class DesktopFixture:
    """The private desktop: its settings (pass them to backends), state dir and env."""

    settings: Settings
    state: hdesktop.DesktopState

    @property
    def state_dir(self) -> Path:
        return self.settings.state_dir

    @property
    def env(self) -> dict[str, str]:
        """DISPLAY, DBUS_SESSION_BUS_ADDRESS and XDG_RUNTIME_DIR of this desktop."""
        return self.state.env()

    @property
    def a11y_bus(self) -> str:
        assert self.state.a11y_bus is not None
        return self.state.a11y_bus

    def cli_env(self) -> dict[str, str]:
        """An environment for a ``handrail`` subprocess that uses this desktop (managed)."""
        env = dict(os.environ)
        for var in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY"):
            env.pop(var, None)
        env["HANDRAIL_STATE_DIR"] = str(self.state_dir)
        return env

    async def launch(self, argv: Sequence[str], *, timeout: float = 30.0) -> LaunchedApp:
        """Start ``argv`` in the desktop and wait until it shows a window on the AT-SPI bus."""
        pid = hdesktop.run(self.settings, argv, log=self.state_dir / "desktop" / "apps.log")
        try:
            app = await hdesktop.wait_for_app(self.settings, pid, timeout=timeout)
        except Exception:
            terminate(pid, timeout=2.0)
            raise
        return LaunchedApp(pid=pid, name=app.name, bus_name=app.bus_name)

    def end(self, pid: int) -> None:
        """Stop a launched program and wait until it is gone."""
        terminate(pid, timeout=3.0)


T = TypeVar("T")


def _run_sync(coro: Coroutine[Any, Any, T]) -> T:
    """Run ``coro`` to completion from sync code, even inside a running event loop.

    A session fixture is first set up by whichever test needs it, and
    ``request.getfixturevalue`` in an async test runs inside that test's loop.
    """
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        return pool.submit(asyncio.run, coro).result()


def _managed_desktop(
    tmp_path_factory: pytest.TempPathFactory, wm: str | None = None
) -> Iterator[DesktopFixture]:
    if shutil.which("Xvfb") is None:
        pytest.skip("Xvfb is not installed (apt-get install xvfb)")
    if wm is not None and shutil.which(wm) is None:
        pytest.skip(f"{wm} is not installed (run scripts/install-system-deps.sh)")
    # A short base path: AT-SPI puts a unix socket under the state dir (108-byte limit).
    state_dir = tmp_path_factory.mktemp("hd") / "state"
    settings = Settings(state_dir=state_dir, display=None, session_bus=None)
    state = _run_sync(hdesktop.start(settings, timeout=30.0, wm=wm))
    try:
        yield DesktopFixture(settings=settings, state=state)
    finally:
        _run_sync(hdesktop.stop(settings))


@pytest.fixture(scope="session")
def desktop(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DesktopFixture]:
    """A private managed desktop for the whole test session (skipped without Xvfb).

    It runs no window manager: nothing Handrail does may depend on one.
    """
    yield from _managed_desktop(tmp_path_factory)


@pytest.fixture(scope="session")
def wm_desktop(tmp_path_factory: pytest.TempPathFactory) -> Iterator[DesktopFixture]:
    """Another private desktop, with a window manager (openbox; skipped without it)."""
    yield from _managed_desktop(tmp_path_factory, wm="openbox")


def _launcher(desktop: DesktopFixture, started: list[int]) -> Callable[..., Awaitable[LaunchedApp]]:
    async def launch(argv: Sequence[str], *, timeout: float = 30.0) -> LaunchedApp:
        app = await desktop.launch(argv, timeout=timeout)
        started.append(app.pid)
        return app

    return launch


@pytest.fixture
async def launch_app(
    desktop: DesktopFixture,
) -> AsyncIterator[Callable[..., Awaitable[LaunchedApp]]]:
    """``await launch_app(["zenity", "--entry"])``: the app is ended after the test."""
    started: list[int] = []
    yield _launcher(desktop, started)
    for pid in started:
        desktop.end(pid)


@pytest.fixture
async def launch_wm_app(
    wm_desktop: DesktopFixture,
) -> AsyncIterator[Callable[..., Awaitable[LaunchedApp]]]:
    """``launch_app`` for the desktop with a window manager."""
    started: list[int] = []
    yield _launcher(wm_desktop, started)
    for pid in started:
        wm_desktop.end(pid)


@dataclass(frozen=True, kw_only=True)
class LaunchedWindow:
    """A program without an accessibility tree, running in the test desktop with a window."""

    pid: int
    window_id: int
    title: str


TK_APP = TEST_APPS / "tkapp.py"
"""A Tk window written for the tests (run with the system Python, which has python3-tk)."""


async def _wait_for_window(settings: Settings, pid: int, timeout: float) -> LaunchedWindow:
    from handrail.backends.xwindows import XWindowsBackend

    backend = XWindowsBackend(settings=settings)
    try:
        async with asyncio.timeout(timeout):
            while True:
                for w in await backend.windows():
                    if w.pid == pid and w.title:
                        return LaunchedWindow(pid=pid, window_id=w.id, title=w.title)
                # Polling the X server's window list: there is no event to wait on
                # without selecting SubstructureNotify on the root.
                await asyncio.sleep(0.05)
    finally:
        await backend.close()


@pytest.fixture
async def launch_window(
    desktop: DesktopFixture,
) -> AsyncIterator[Callable[..., Awaitable[LaunchedWindow]]]:
    """``await launch_window(["xterm"])``: waits for its top-level X window; ended after."""
    started: list[int] = []

    async def launch(argv: Sequence[str], *, timeout: float = 30.0) -> LaunchedWindow:
        pid = hdesktop.run(desktop.settings, argv, log=desktop.state_dir / "desktop" / "apps.log")
        started.append(pid)
        return await _wait_for_window(desktop.settings, pid, timeout)

    yield launch
    for pid in started:
        desktop.end(pid)


@pytest.fixture
def use_desktop(desktop: DesktopFixture, monkeypatch: pytest.MonkeyPatch) -> DesktopFixture:
    """Point in-process ``load_settings()`` (and so the CLI's ``main()``) at the test desktop."""
    for var in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("HANDRAIL_STATE_DIR", str(desktop.state_dir))
    return desktop


@pytest.fixture(autouse=True)
def _private_state_dir(
    tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every test gets its own state directory and no config file, so nothing reads or
    writes the user's.

    Fixtures that need another one (``use_desktop``) set it again after this.
    """
    monkeypatch.setenv("HANDRAIL_STATE_DIR", str(tmp_path_factory.mktemp("state")))
    monkeypatch.delenv("HANDRAIL_CONFIG", raising=False)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("config")))
