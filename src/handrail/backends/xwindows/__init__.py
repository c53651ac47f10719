"""Top-level X windows as targets (no tree needed), and the desktop router over AT-SPI."""

from handrail.backends.xwindows.backend import XWindowsBackend, window_target
from handrail.backends.xwindows.desktop import DesktopBackend
from handrail.backends.xwindows.windows import TopWindow

__all__ = ["DesktopBackend", "TopWindow", "XWindowsBackend", "window_target"]
