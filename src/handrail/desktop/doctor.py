"""``handrail doctor``'s checks: what the desktop stack lacks, and how to fix each part.

Checks run in order and depend on the ones before (no display, no point asking X for
XTEST). Essential failures make the doctor's verdict unavailable (exit 4); warnings,
such as an application that exposes no tree, do not.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from handrail.config import Settings
from handrail.desktop.a11y import A11yApp, a11y_bus_address, connect, list_a11y_apps
from handrail.desktop.env import environment, using_managed
from handrail.desktop.procs import cmdline
from handrail.errors import HandrailError
from handrail.x11.connection import XConnection

__all__ = ["FAIL", "OK", "SKIP", "WARN", "Check", "fix_for_app", "run_checks", "toolkit_of"]

OK, FAIL, WARN, SKIP = "ok", "fail", "warn", "skip"

# Programs that register with AT-SPI but never show a window; no tree is expected of them.
_BACKGROUND = ("xdg-desktop-portal", "gnome-shell-calendar", "evolution-", "ibus-", "at-spi")


@dataclass(frozen=True, kw_only=True)
class Check:
    """One check's outcome.

    Attributes:
        name: short id, e.g. ``display`` or ``atspi-bus``.
        status: ``ok``, ``fail``, ``warn`` or ``skip``.
        essential: a failure of this check leaves Handrail unable to work.
        detail: what was found, one line.
        fix: what to do about a failure or warning, one line (``None`` when fine).

    """

    name: str
    status: str
    essential: bool
    detail: str
    fix: str | None = None

    @property
    def failed(self) -> bool:
        """True when an essential check did not pass."""
        return self.essential and self.status in (FAIL, SKIP)

    def to_json(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "name": self.name,
            "status": self.status,
            "essential": self.essential,
            "detail": self.detail,
            "fix": self.fix,
        }


def toolkit_of(pid: int | None) -> str | None:
    """The toolkit ``pid`` runs (``qt``, ``gtk3``, ``gtk4``, ``chromium``, ``tk``, ``java``)."""
    if pid is None:
        return None
    argv = cmdline(pid)
    argv0 = Path(argv[0]).name.lower() if argv else ""
    if any(k in argv0 for k in ("chrom", "electron", "code", "slack", "discord")):
        return "chromium"
    try:
        maps = Path(f"/proc/{pid}/maps").read_text(errors="replace")
    except OSError:
        return None
    for lib, kit in (
        ("libQt5", "qt"),
        ("libQt6", "qt"),
        ("libgtk-4", "gtk4"),
        ("libgtk-3", "gtk3"),
        ("libcef", "chromium"),
        ("libelectron", "chromium"),
        ("libtk8", "tk"),
        ("libjvm", "java"),
        ("libXt.so", "x11"),
    ):
        if lib in maps:
            return kit
    return None


def fix_for_app(app: A11yApp) -> str:
    """How to make ``app`` expose its tree, by the toolkit it is built with."""
    kit = toolkit_of(app.pid)
    if kit == "chromium" or "chrom" in app.name.lower() or "electron" in app.name.lower():
        return (
            "Chromium/Electron: restart it with --force-renderer-accessibility"
            " and ACCESSIBILITY_ENABLED=1 in its environment"
        )
    if kit == "qt":
        return "Qt: restart it with QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 in its environment"
    if kit in ("gtk3", "gtk4"):
        return (
            "GTK: its bridge is on but it shows no window yet; wait for the window, or"
            " restart it without NO_AT_BRIDGE/GTK_A11Y=none ('handrail desktop run' does)"
        )
    return "restart it with 'handrail desktop run CMD', which turns accessibility on"


async def _display_checks(display: str, timeout: float) -> list[Check]:
    conn = XConnection(display, timeout=timeout)

    def probe(d: Any) -> tuple[int, int, bool]:
        scr = d.screen()
        return scr.width_in_pixels, scr.height_in_pixels, bool(d.query_extension("XTEST").present)

    try:
        w, h, xtest = await conn.call(probe)
    except HandrailError as err:
        return [
            Check(
                name="display",
                status=FAIL,
                essential=True,
                detail=err.message,
                fix="start the X server again ('handrail desktop stop; handrail desktop start')"
                " or set DISPLAY to a running one",
            ),
            Check(name="xtest", status=SKIP, essential=True, detail="no display"),
        ]
    finally:
        conn.close()
    checks = [Check(name="display", status=OK, essential=True, detail=f"{display}, {w}x{h}")]
    if xtest:
        checks.append(Check(name="xtest", status=OK, essential=True, detail="XTEST present"))
    else:
        checks.append(
            Check(
                name="xtest",
                status=FAIL,
                essential=True,
                detail="the X server has no XTEST extension: no pointer or keyboard fallback",
                fix="start the X server with XTEST enabled (Xvfb has it by default)",
            )
        )
    return checks


async def _bus_checks(session_bus: str, timeout: float) -> list[Check]:
    try:
        bus = await connect(session_bus, timeout=timeout, what="session bus")
        bus.disconnect()
    except HandrailError as err:
        return [
            Check(
                name="session-bus",
                status=FAIL,
                essential=True,
                detail=err.message,
                fix="run inside a D-Bus session (dbus-run-session) or 'handrail desktop start'",
            ),
            Check(name="atspi-bus", status=SKIP, essential=True, detail="no session bus"),
            Check(name="registry", status=SKIP, essential=True, detail="no session bus"),
        ]
    checks = [Check(name="session-bus", status=OK, essential=True, detail=session_bus)]
    try:
        a11y = await a11y_bus_address(session_bus, timeout=timeout)
    except HandrailError as err:
        return [
            *checks,
            Check(
                name="atspi-bus",
                status=FAIL,
                essential=True,
                detail=f"org.a11y.Bus.GetAddress failed: {err.message}",
                fix="install at-spi2-core (apt-get install at-spi2-core) and start"
                " /usr/libexec/at-spi-bus-launcher --launch-immediately in the session",
            ),
            Check(name="registry", status=SKIP, essential=True, detail="no AT-SPI bus"),
        ]
    checks.append(Check(name="atspi-bus", status=OK, essential=True, detail=a11y))
    try:
        apps = await list_a11y_apps(a11y, timeout=timeout)
    except HandrailError as err:
        return [
            *checks,
            Check(
                name="registry",
                status=FAIL,
                essential=True,
                detail=f"the AT-SPI registry does not answer: {err.message}",
                fix="at-spi2-registryd (package at-spi2-core) must be installed;"
                " restart the desktop session",
            ),
        ]
    names = ", ".join(a.name or "?" for a in apps) or "none yet"
    checks.append(
        Check(name="registry", status=OK, essential=True, detail=f"{len(apps)} apps: {names}")
    )
    for app in apps:
        if app.children > 0 or app.name.startswith(_BACKGROUND):
            continue
        checks.append(
            Check(
                name=f"app:{app.name or app.bus_name}",
                status=WARN,
                essential=False,
                detail=f"{app.name or '?'} (pid {app.pid}) is on the bus but exposes no tree",
                fix=fix_for_app(app),
            )
        )
    return checks


async def run_checks(settings: Settings) -> list[Check]:
    """Run every check against the desktop :func:`environment` picks.

    Returns:
        The checks in order; never raises for a missing part (that is a failed check).

    """
    timeout = settings.ipc_timeout
    try:
        env = environment(settings)
    except HandrailError as err:
        return [
            Check(
                name="desktop",
                status=FAIL,
                essential=True,
                detail=err.message,
                # The error already says how to get a desktop; do not repeat it.
                fix=None if "handrail desktop" in err.message else "run 'handrail desktop start'",
            ),
            *(
                Check(name=n, status=SKIP, essential=True, detail="no desktop")
                for n in ("display", "xtest", "session-bus", "atspi-bus", "registry")
            ),
        ]
    which = "managed headless desktop" if using_managed(settings) else "this session's desktop"
    checks = [Check(name="desktop", status=OK, essential=True, detail=which)]
    checks += await _display_checks(env["DISPLAY"], timeout)
    checks += await _bus_checks(env["DBUS_SESSION_BUS_ADDRESS"], timeout)
    return checks
