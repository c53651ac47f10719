"""The backend's seam to the X server: XTEST input, screenshots and the screen size.

Input and capture live in :mod:`handrail.x11` (shared with other users of the X
display); this module adapts them to what the AT-SPI backend needs and turns their
absence into one clear error.
"""

from __future__ import annotations

import asyncio
from typing import Any

from handrail.actions import ActionKind
from handrail.errors import ActionFailed, BackendUnavailable
from handrail.geometry import Rect
from handrail.keys import KeyCombo

__all__ = ["click", "key", "screen_size", "screenshot", "scroll", "type_text"]


def _module(name: str) -> Any:
    import importlib

    try:
        return importlib.import_module(f"handrail.x11.{name}")
    except ImportError as exc:
        raise ActionFailed(f"X11 {name} is not available: {exc}") from exc


async def click(display: str, x: int, y: int, kind: ActionKind) -> None:
    """A pointer click (double or right for those kinds) at screen point ``(x, y)``.

    Raises:
        ActionFailed: when XTEST input is not available.

    """
    mod = _module("input")
    button = 3 if kind is ActionKind.RIGHTCLICK else 1
    count = 2 if kind is ActionKind.DOUBLECLICK else 1
    await mod.click(display, x, y, button=button, count=count)


async def scroll(display: str, x: int, y: int, dx: int, dy: int) -> None:
    """Wheel steps at ``(x, y)``: ``dy`` > 0 scrolls down, ``dx`` > 0 right.

    Raises:
        ActionFailed: when XTEST input is not available.

    """
    await _module("input").scroll(display, x, y, dx=dx, dy=dy)


async def key(display: str, combo: KeyCombo) -> None:
    """Press and release a key combo on whatever has the keyboard focus.

    Raises:
        ActionFailed: when XTEST input is not available.

    """
    await _module("input").key(display, combo)


async def type_text(display: str, text: str) -> None:
    """Type ``text`` (any Unicode) on whatever has the keyboard focus.

    Raises:
        ActionFailed: when XTEST input is not available.

    """
    await _module("input").type_text(display, text)


async def screenshot(display: str, region: Rect | None) -> bytes:
    """A PNG of ``region`` of the screen, or of the whole screen.

    Raises:
        BackendUnavailable: when the display cannot be captured.

    """
    try:
        mod = _module("screenshot")
    except ActionFailed as exc:
        raise BackendUnavailable(str(exc)) from exc
    png: bytes = await mod.screenshot(display, region)
    return png


def _root_size(display: str) -> tuple[int, int]:
    from Xlib import display as xdisplay

    conn = xdisplay.Display(display or None)
    try:
        screen = conn.screen()
        return int(screen.width_in_pixels), int(screen.height_in_pixels)
    finally:
        conn.close()


async def screen_size(display: str) -> tuple[int, int]:
    """The X screen's size in pixels, or ``(0, 0)`` when the display does not answer."""
    try:
        return await asyncio.wait_for(asyncio.to_thread(_root_size, display), 5.0)
    except Exception:
        # A fingerprint field is not worth failing an observation over.
        return (0, 0)
