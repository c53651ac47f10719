"""The desktop Handrail operates: the process's own, or a managed headless one.

The managed desktop is Xvfb, a private D-Bus session bus and the AT-SPI bus, started
by :func:`start` and recorded in ``<state_dir>/desktop.json``. Backends call
:func:`environment` to learn which ``DISPLAY`` and session bus to use; nothing here
changes ``os.environ``.
"""

from handrail.desktop.a11y import A11yApp, a11y_bus_address, a11y_settings, list_a11y_apps
from handrail.desktop.env import (
    ACCESSIBILITY_ENV,
    app_environment,
    display,
    environment,
    using_managed,
)
from handrail.desktop.manager import (
    DEFAULT_SCREEN,
    DesktopStatus,
    run,
    start,
    status,
    stop,
    wait_for_app,
)
from handrail.desktop.state import DesktopState, load_state

__all__ = [
    "ACCESSIBILITY_ENV",
    "DEFAULT_SCREEN",
    "A11yApp",
    "DesktopState",
    "DesktopStatus",
    "a11y_bus_address",
    "a11y_settings",
    "app_environment",
    "display",
    "environment",
    "list_a11y_apps",
    "load_state",
    "run",
    "start",
    "status",
    "stop",
    "using_managed",
    "wait_for_app",
]
