"""Screenshots of an X screen, a region or a window's rectangle, as PNG bytes."""

from __future__ import annotations

import asyncio
import io
from typing import Any

from PIL import Image
from Xlib import X

from handrail.errors import ActionFailed, UsageError
from handrail.geometry import Rect
from handrail.x11.connection import XConnection

__all__ = ["Screenshooter", "encode_png", "screenshot"]


def encode_png(image: Image.Image) -> bytes:
    """PNG bytes of ``image``, compressed lightly: speed matters more than size here."""
    buf = io.BytesIO()
    image.save(buf, format="PNG", compress_level=1)
    return buf.getvalue()


class Screenshooter:
    """Captures from one X display.

    Args:
        display: the X display name, e.g. ``":3"``.
        timeout: seconds a capture may take.

    """

    def __init__(self, display: str, *, timeout: float = 5.0) -> None:
        self._x = XConnection(display, timeout=timeout)

    async def screen_size(self) -> tuple[int, int]:
        """The screen's width and height in pixels.

        Raises:
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """

        def run(d: Any) -> tuple[int, int]:
            scr = d.screen()
            return int(scr.width_in_pixels), int(scr.height_in_pixels)

        return await self._x.call(run)

    async def grab(self, region: Rect | None = None) -> Image.Image:
        """The pixels of the whole screen, or of ``region`` clipped to the screen.

        Returns:
            An RGB image.

        Raises:
            UsageError: when ``region`` lies wholly outside the screen or is empty.
            ActionFailed: when the screen's pixel format is not one this can read.
            BackendUnavailable, OperationTimeout: when the display cannot be reached.

        """

        def run(d: Any) -> Image.Image:
            scr = d.screen()
            full = Rect(0, 0, int(scr.width_in_pixels), int(scr.height_in_pixels))
            area = full if region is None else full.intersection(region)
            if area is None or area.empty:
                raise UsageError(
                    f"region {region} lies outside the {full.w}x{full.h} screen"
                    if region is not None and not region.empty
                    else f"region {region} is empty"
                )
            reply = scr.root.get_image(area.x, area.y, area.w, area.h, X.ZPixmap, 0xFFFFFFFF)
            data = reply.data
            if isinstance(data, str):
                data = data.encode("latin-1")
            if reply.depth not in (24, 32) or len(data) != area.w * area.h * 4:
                raise ActionFailed(
                    f"unsupported X pixel format (depth {reply.depth}); use a 24-bit screen"
                )
            # 32 bits per pixel, red in the high byte: B, G, R, pad in memory on an
            # LSB-first server, pad, R, G, B on an MSB-first one.
            raw = "BGRX" if d.display.info.image_byte_order == X.LSBFirst else "XRGB"
            return Image.frombuffer("RGB", (area.w, area.h), data, "raw", raw, 0, 1)

        return await self._x.call(run)

    async def png(self, region: Rect | None = None) -> bytes:
        """A PNG of the whole screen, or of ``region`` (a window's rectangle, say).

        Raises:
            As :meth:`grab`.

        """
        image = await self.grab(region)
        return await asyncio.to_thread(encode_png, image)

    def close(self) -> None:
        """Close the X connection."""
        self._x.close()


async def screenshot(display: str, region: Rect | None = None, *, timeout: float = 5.0) -> bytes:
    """A PNG of ``display``'s screen, or of ``region`` clipped to it (one-shot connection).

    Raises:
        UsageError: when ``region`` lies outside the screen.
        BackendUnavailable, OperationTimeout: when the display cannot be reached.

    """
    shooter = Screenshooter(display, timeout=timeout)
    try:
        return await shooter.png(region)
    finally:
        shooter.close()
