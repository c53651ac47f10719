"""X11 input (XTEST) and screenshots, with python-xlib and no external programs.

Use :class:`X11Input` for pointer and keyboard input and :class:`Screenshooter` (or
:func:`screenshot`) for PNG captures; ``for_settings(settings)`` picks the display of
the desktop :func:`handrail.desktop.environment` chooses. All methods are async and
bounded by a timeout.
"""

from handrail.x11.connection import XConnection, display_name
from handrail.x11.input import BUTTON_LEFT, BUTTON_MIDDLE, BUTTON_RIGHT, X11Input
from handrail.x11.keysyms import combo_keysyms, keysym_for_char, keysym_for_key
from handrail.x11.screenshot import Screenshooter, encode_png, screenshot

__all__ = [
    "BUTTON_LEFT",
    "BUTTON_MIDDLE",
    "BUTTON_RIGHT",
    "Screenshooter",
    "X11Input",
    "XConnection",
    "combo_keysyms",
    "display_name",
    "encode_png",
    "keysym_for_char",
    "keysym_for_key",
    "screenshot",
]
