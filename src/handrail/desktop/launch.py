"""``handrail launch APP``: find a program, start it, and wait for its accessible window.

A program counts as launched when a new application with a window appears on the AT-SPI
bus, whatever its pid: launchers that hand off to another process (LibreOffice's
``soffice`` wrapper, single-instance programs) are seen through the bus, not through
the pid started. The program is found as a desktop entry (its file name, the last part
of a reverse-DNS name, or its ``Name=``) or as a command on ``PATH``.
"""

from __future__ import annotations

import asyncio
import os
import shlex
import shutil
import time
from collections.abc import Sequence
from configparser import ConfigParser
from configparser import Error as ConfigError
from pathlib import Path

from handrail.config import Settings
from handrail.desktop.a11y import (
    SHOWN_TIMEOUT,
    A11yApp,
    a11y_bus_address,
    list_a11y_apps,
    window_shown,
)
from handrail.desktop.env import environment
from handrail.desktop.manager import run
from handrail.errors import NoAccessibilityTree, UsageError
from handrail.liveness import alive

__all__ = ["LAUNCH_TIMEOUT", "find_command", "launch"]

LAUNCH_TIMEOUT = 15.0
"""Seconds a launched program has to show an accessible window."""

NO_TREE = (
    "programs built on Tk, plain X toolkits (xterm, Xt, Motif) or Java without its"
    " accessibility bridge expose no accessibility tree at all"
)


def _entry_dirs() -> list[Path]:
    data = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    home = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return [Path(d) / "applications" for d in [home, *data.split(":")] if d]


def _exec_of(path: Path) -> list[str] | None:
    parser = ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(path, encoding="utf-8")
        line = parser.get("Desktop Entry", "Exec", fallback="")
    except (ConfigError, OSError, UnicodeDecodeError):
        return None
    try:
        words = shlex.split(line)
    except ValueError:
        return None
    # Field codes (%u, %F, …) stand for files and URLs; none are given here.
    argv = [w for w in words if not (len(w) == 2 and w.startswith("%"))]
    return argv or None


def _entry_name(path: Path) -> str:
    parser = ConfigParser(interpolation=None, strict=False)
    try:
        parser.read(path, encoding="utf-8")
        return parser.get("Desktop Entry", "Name", fallback="")
    except (ConfigError, OSError, UnicodeDecodeError):
        return ""


def find_command(app: str) -> list[str]:
    """The command line that starts ``app``: a desktop entry's, else a program on PATH.

    Raises:
        UsageError: when nothing by that name is installed.

    """
    if not app:
        raise UsageError("launch: name an application")
    want = app.lower().removesuffix(".desktop")
    entries = [f for d in _entry_dirs() if d.is_dir() for f in sorted(d.glob("*.desktop"))]
    for test in (
        lambda f: f.stem.lower() == want,
        lambda f: f.stem.lower().rsplit(".", 1)[-1] == want,
        lambda f: _entry_name(f).lower() == want,
    ):
        for entry in entries:
            if test(entry):
                argv = _exec_of(entry)
                if argv is not None and shutil.which(argv[0]):
                    return argv
    if (os.sep in app and os.access(app, os.X_OK)) or shutil.which(app):
        return [app]
    raise UsageError(f"launch: no desktop entry or program named {app!r}")


async def launch(
    settings: Settings,
    app: str,
    args: Sequence[str] = (),
    *,
    timeout: float = LAUNCH_TIMEOUT,
) -> tuple[A11yApp, int]:
    """Start ``app`` in the desktop and wait for a new accessible application with a window.

    Returns:
        The new application (its name and pid as the bus tells them) and the pid that
        was started (they differ for programs that hand off to another process).

    Raises:
        UsageError: when the program is not installed.
        BackendUnavailable: when there is no desktop.
        NoAccessibilityTree: when no accessible window appeared within ``timeout``.

    """
    argv = [*find_command(app), *args]
    session_bus = environment(settings)["DBUS_SESSION_BUS_ADDRESS"]
    a11y = await a11y_bus_address(session_bus, timeout=settings.ipc_timeout)
    before = {a.bus_name for a in await list_a11y_apps(a11y, timeout=settings.ipc_timeout)}
    log = settings.state_dir / "desktop" / "apps.log"
    started = run(settings, argv, log=log if settings.state_dir.is_dir() else None)
    deadline = time.monotonic() + timeout
    while True:
        apps = await list_a11y_apps(a11y, timeout=settings.ipc_timeout)
        new = [a for a in apps if a.bus_name not in before and a.children > 0]
        own = [a for a in new if a.pid == started] or new
        if own:
            # Registered is not yet shown: wait (briefly) for its window to be mapped
            # and laid out, so that a read right after the launch sees it whole.
            left = deadline - time.monotonic()
            await window_shown(a11y, own[0], timeout=max(0.0, min(SHOWN_TIMEOUT, left)))
            return own[0], started
        if time.monotonic() >= deadline:
            break
        await asyncio.sleep(0.1)
    how = "is still running" if alive(started) else "has exited"
    raise NoAccessibilityTree(
        f"launch: {shlex.join(argv)} (pid {started}) {how}, but no new accessible window"
        f" appeared within {timeout:g}s; {NO_TREE}"
    )
