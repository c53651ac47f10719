"""Reading a target's pixels with OCR: region first, cached, boxes in element coordinates.

:class:`OcrReader` asks the backend for a picture of what is to be read — the region a
caller names, the area around an element, or the target's window; never the whole
screen unless asked — hands it to the engine unless the cache has that picture already,
and maps the boxes back from image pixels to the backend's element coordinates (the
picture's place on the screen and its pixel density).
"""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image

from handrail.backends.base import Backend
from handrail.geometry import Rect
from handrail.model import Target
from handrail.ocr.cache import OcrCache, pixel_key
from handrail.ocr.engine import OcrBox, OcrEngine

__all__ = ["OcrRead", "OcrReader"]


@dataclass(frozen=True, slots=True, kw_only=True)
class OcrRead:
    """What one read found: boxes in element coordinates, the area read, and whether cached."""

    boxes: tuple[OcrBox, ...]
    area: Rect | None
    cached: bool


class OcrReader:
    """OCR of a backend's pictures through one engine and one cache."""

    def __init__(self, engine: OcrEngine, cache: OcrCache | None = None) -> None:
        self.engine = engine
        self.cache = cache or OcrCache()

    async def image_boxes(self, image: Image.Image) -> tuple[list[OcrBox], bool]:
        """The engine's boxes for ``image`` (image pixels), from the cache when it has them."""
        key = pixel_key(image, self.engine.name)
        found = self.cache.get(key)
        if found is not None:
            return found, True
        boxes = await self.engine.read(image)
        self.cache.put(key, boxes)
        return boxes, False

    async def read(
        self, backend: Backend, target: Target | None, region: Rect | None = None
    ) -> OcrRead:
        """OCR of ``region`` (element coordinates), or of the target's window or page.

        With neither a target nor a region, the whole screen is read (only when asked).

        Raises:
            BackendUnavailable, TargetNotFound, UsageError: from the backend's screenshot.

        """
        area = await backend.capture_area(target, region)
        png = await backend.screenshot(target, region)
        image = Image.open(io.BytesIO(png))
        image.load()
        boxes, cached = await self.image_boxes(image)
        ox, oy = (area.x, area.y) if area is not None else (0, 0)
        scale = image.width / area.w if area is not None and area.w else 1.0
        mapped = tuple(
            OcrBox(
                text=b.text,
                box=Rect(
                    ox + round(b.box.x / scale),
                    oy + round(b.box.y / scale),
                    max(1, round(b.box.w / scale)),
                    max(1, round(b.box.h / scale)),
                ),
                confidence=b.confidence,
            )
            for b in boxes
        )
        return OcrRead(boxes=mapped, area=area, cached=cached)
