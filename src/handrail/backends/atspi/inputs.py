"""The backend's seam to the X server: XTEST input, screenshots and the screen size.

Input and capture live in :mod:`handrail.x11` (shared with other users of the X
display); :class:`XInput` adapts them to the operation ladder: it opens the display
on first use, and before any input makes sure it reaches the target application's
window (:class:`handrail.x11.InputTargeting`: raise, focus, check), or sends nothing.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from handrail.actions import ActionKind
from handrail.geometry import Rect
from handrail.keys import KeyCombo
from handrail.x11 import BUTTON_LEFT, BUTTON_RIGHT, Aim, X11Input, XWindow
from handrail.x11 import screenshot as x11_screenshot

__all__ = ["Ready", "XInput", "screen_size", "screenshot"]

Ready = Callable[[], Awaitable[None]]
"""A last check after the X focus moved and before any key is sent (raises to send none)."""


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

    async def click(self, x: int, y: int, kind: ActionKind, aim: Aim) -> None:
        """A click at ``(x, y)`` on a window of ``aim``: double or right for those kinds.

        Raises:
            ActionFailed: when the point is off the screen, XTEST is missing, or the
                point is not on a window of ``aim`` (nothing is sent).
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """
        button = BUTTON_RIGHT if kind is ActionKind.RIGHTCLICK else BUTTON_LEFT
        count = 2 if kind is ActionKind.DOUBLECLICK else 1
        x11 = self._input()
        await x11.targeting.aim_pointer(aim, x, y)
        await x11.click(x, y, button=button, count=count)

    async def hover(self, x: int, y: int, aim: Aim) -> None:
        """Rest the pointer at ``(x, y)`` on a window of ``aim``, pressing nothing (as click)."""
        x11 = self._input()
        await x11.targeting.aim_pointer(aim, x, y)
        await x11.move(x, y)

    async def scroll(self, x: int, y: int, dx: int, dy: int, aim: Aim) -> None:
        """Wheel notches at ``(x, y)``: ``dy`` > 0 down, ``dx`` > 0 right (raises as click)."""
        x11 = self._input()
        await x11.targeting.aim_pointer(aim, x, y)
        await x11.scroll(dx, dy, x=x, y=y)

    async def focus(self, aim: Aim, point: tuple[int, int] | None = None) -> XWindow:
        """Give the keyboard focus to ``aim``'s window (at ``point``), checked (raises as click)."""
        return await self._input().targeting.focus(aim, point)

    async def key(
        self,
        combo: KeyCombo,
        aim: Aim,
        point: tuple[int, int] | None = None,
        *,
        ready: Ready | None = None,
    ) -> None:
        """Press and release ``combo`` in ``aim``'s window (raises as click).

        ``ready`` runs after the X focus is checked and before the keys: it raises to
        send nothing (the toolkit's own focus, :class:`~.keyfocus.KeyFocus`).
        """
        x11 = self._input()
        await x11.targeting.focus(aim, point)
        if ready is not None:
            await ready()
        await x11.key(combo)

    async def type_text(
        self,
        text: str,
        aim: Aim,
        point: tuple[int, int] | None = None,
        *,
        ready: Ready | None = None,
    ) -> None:
        """Type ``text`` (any Unicode) in ``aim``'s window (raises as :meth:`key`)."""
        x11 = self._input()
        await x11.targeting.focus(aim, point)
        if ready is not None:
            await ready()
        await x11.type_text(text)

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
