"""Which desktop to use: the process's own, or the managed one, as environment variables."""

from __future__ import annotations

import os
from collections.abc import Mapping

from handrail.config import Settings
from handrail.desktop.state import load_state
from handrail.errors import BackendUnavailable

__all__ = ["ACCESSIBILITY_ENV", "app_environment", "display", "environment", "using_managed"]

ACCESSIBILITY_ENV: dict[str, str] = {
    # GTK 4 reads GTK_A11Y (GTK 3 loads its bridge unless NO_AT_BRIDGE is set, see below).
    "GTK_A11Y": "atspi",
    "GNOME_ACCESSIBILITY": "1",
    # Qt exposes its tree only when it believes a screen reader is on.
    "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
    "QT_ACCESSIBILITY": "1",
    # Chromium and Electron build their tree when this is set (or with
    # --force-renderer-accessibility).
    "ACCESSIBILITY_ENABLED": "1",
    # XTEST input and X screenshots need the X11 backend, not Wayland.
    "GDK_BACKEND": "x11",
    "QT_QPA_PLATFORM": "xcb",
}
"""Variables that make GTK, Qt and Chromium-based programs expose an accessibility tree."""

_NO_DESKTOP = (
    "no desktop: run 'handrail desktop start' (a headless Xvfb desktop) "
    "or run handrail inside a desktop session with DISPLAY and DBUS_SESSION_BUS_ADDRESS set"
)


def using_managed(settings: Settings) -> bool:
    """True when :func:`environment` would pick the managed desktop over the process's own."""
    return not (settings.display and settings.session_bus)


def environment(settings: Settings) -> dict[str, str]:
    """The variables that reach the desktop Handrail should operate.

    The process's own ``DISPLAY`` and ``DBUS_SESSION_BUS_ADDRESS`` (an existing desktop)
    win; otherwise the managed desktop recorded in ``settings.state_dir`` is used if it
    still runs. Nothing is written to ``os.environ``.

    Returns:
        At least ``DISPLAY`` and ``DBUS_SESSION_BUS_ADDRESS``; the managed desktop adds
        its private ``XDG_RUNTIME_DIR``.

    Raises:
        BackendUnavailable: when there is no desktop; the message says how to get one.

    """
    if settings.display and settings.session_bus:
        return {"DISPLAY": settings.display, "DBUS_SESSION_BUS_ADDRESS": settings.session_bus}
    state = load_state(settings.state_dir)
    if state is not None and state.alive:
        return state.env()
    if state is not None:
        raise BackendUnavailable(
            f"the managed desktop on {state.display} has stopped:"
            " run 'handrail desktop stop' and 'handrail desktop start'"
        )
    if settings.display:
        raise BackendUnavailable(
            f"DISPLAY={settings.display} is set but there is no session bus"
            " (DBUS_SESSION_BUS_ADDRESS): run handrail under dbus-run-session,"
            " or 'handrail desktop start' for a headless desktop"
        )
    raise BackendUnavailable(_NO_DESKTOP)


def display(settings: Settings) -> str:
    """The X display of the desktop Handrail operates, as :func:`environment` picks it.

    Raises:
        BackendUnavailable: when there is no desktop.

    """
    return environment(settings)["DISPLAY"]


def app_environment(settings: Settings, base: Mapping[str, str] | None = None) -> dict[str, str]:
    """The full environment for a program launched inside the desktop.

    Args:
        settings: picks the desktop as :func:`environment` does.
        base: the environment to start from (a copy of ``os.environ`` by default).

    Returns:
        ``base`` with the desktop's variables and :data:`ACCESSIBILITY_ENV` applied.

    Raises:
        BackendUnavailable: when there is no desktop.

    """
    env = dict(os.environ if base is None else base)
    desktop = environment(settings)
    # NO_AT_BRIDGE switches GTK 3's accessibility bridge off whatever its value.
    for var in ("WAYLAND_DISPLAY", "AT_SPI_BUS_ADDRESS", "NO_AT_BRIDGE"):
        env.pop(var, None)
    env.update(ACCESSIBILITY_ENV)
    env.update(desktop)
    return env
