"""Top-level X windows as targets (no tree needed), and the desktop router over AT-SPI.

:mod:`.spec` says how their targets are named; the backends are imported on first use,
so reading it costs no X11 import.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from handrail.backends.xwindows.backend import XWindowsBackend, window_target
    from handrail.backends.xwindows.desktop import DesktopBackend
    from handrail.backends.xwindows.windows import TopWindow

__all__ = ["DesktopBackend", "TopWindow", "XWindowsBackend", "window_target"]

_HOMES = {
    "DesktopBackend": "desktop",
    "TopWindow": "windows",
    "XWindowsBackend": "backend",
    "window_target": "backend",
}


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
