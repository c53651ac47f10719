"""The backend's seam to the X server: XTEST input, screenshots and the screen size.

Input and capture live in :mod:`handrail.x11` (shared with other users of the X
display); :class:`XInput` adapts them to the operation ladder: it opens the display
on first use, gives the keyboard focus to the window under an element before keys
go out (without a window manager keys follow the pointer), and closes with the backend.
"""

from __future__ import annotations

import asyncio

from handrail.actions import ActionKind
from handrail.geometry import Rect
from handrail.keys import KeyCombo
from handrail.x11 import BUTTON_LEFT, BUTTON_RIGHT, X11Input
from handrail.x11 import screenshot as x11_screenshot

__all__ = ["XInput", "screen_size", "screenshot"]


class XInput:
    """Pointer and keyboard input on one X display, opened lazily.

    Args:
        display: the X display name (``:99``).
        timeout: seconds each X request may take.

    """

    def __init__(self, display: str, *, timeout: float) -> None:
        self.display = display
        self.timeout = timeout
        self._x: X11Input | None = None

    def _input(self) -> X11Input:
        if self._x is None:
            self._x = X11Input(self.display, timeout=self.timeout)
        return self._x

    async def click(self, x: int, y: int, kind: ActionKind) -> None:
        """A click at ``(x, y)``: double or right for those kinds, left otherwise.

        Raises:
            ActionFailed: when the point is off the screen or XTEST is missing.
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """
        button = BUTTON_RIGHT if kind is ActionKind.RIGHTCLICK else BUTTON_LEFT
        count = 2 if kind is ActionKind.DOUBLECLICK else 1
        await self._input().click(x, y, button=button, count=count)

    async def scroll(self, x: int, y: int, dx: int, dy: int) -> None:
        """Wheel notches at ``(x, y)``: ``dy`` > 0 down, ``dx`` > 0 right (raises as click)."""
        await self._input().scroll(dx, dy, x=x, y=y)

    async def focus_window_at(self, x: int, y: int) -> None:
        """Give the keyboard focus to the top-level window at ``(x, y)`` (raises as click)."""
        await self._input().focus_window_at(x, y)

    async def key(self, combo: KeyCombo) -> None:
        """Press and release ``combo`` on whatever has the keyboard focus (raises as click)."""
        await self._input().key(combo)

    async def type_text(self, text: str) -> None:
        """Type ``text`` (any Unicode) on whatever has the keyboard focus (raises as click)."""
        await self._input().type_text(text)

    async def close(self) -> None:
        """Give back remapped keycodes and close the display connection."""
        if self._x is not None:
            x, self._x = self._x, None
            await x.close()


async def screenshot(display: str, region: Rect | None, *, timeout: float) -> bytes:
    """A PNG of ``region`` of the screen, or of the whole screen.

    Raises:
        BackendUnavailable, OperationTimeout: when the display cannot be captured.

    """
    return await x11_screenshot(display, region, timeout=timeout)


def _root_size(display: str) -> tuple[int, int]:
    from Xlib import display as xdisplay

    conn = xdisplay.Display(display or None)
    try:
        screen = conn.screen()
        return int(screen.width_in_pixels), int(screen.height_in_pixels)
    finally:
        conn.close()


async def screen_size(display: str, *, timeout: float) -> tuple[int, int]:
    """The X screen's size in pixels, or ``(0, 0)`` when the display does not answer."""
    try:
        return await asyncio.wait_for(asyncio.to_thread(_root_size, display), timeout)
    except Exception:
        # A fingerprint field is not worth failing an observation over.
        return (0, 0)
