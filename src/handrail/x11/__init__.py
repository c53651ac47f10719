"""X11 input (XTEST) and screenshots, with python-xlib and no external programs.

Use :class:`X11Input` for pointer and keyboard input (its ``targeting``, an
:class:`InputTargeting`, makes sure input reaches the intended program's window) and
:class:`Screenshooter` (or :func:`screenshot`) for PNG captures, each given an X display
name (the desktop layer, :func:`handrail.desktop.display`, says which). All methods are
async and bounded by a timeout.
"""

from handrail.x11.connection import XConnection
from handrail.x11.input import BUTTON_LEFT, BUTTON_MIDDLE, BUTTON_RIGHT, X11Input
from handrail.x11.keysyms import combo_keysyms, keysym_for_char, keysym_for_key
from handrail.x11.screenshot import Screenshooter, encode_png, screenshot
from handrail.x11.targeting import Aim, InputTargeting
from handrail.x11.windows import XWindow, stacked_windows, top_window_at

__all__ = [
    "BUTTON_LEFT",
    "BUTTON_MIDDLE",
    "BUTTON_RIGHT",
    "Aim",
    "InputTargeting",
    "Screenshooter",
    "X11Input",
    "XConnection",
    "XWindow",
    "combo_keysyms",
    "encode_png",
    "keysym_for_char",
    "keysym_for_key",
    "screenshot",
    "stacked_windows",
    "top_window_at",
]
