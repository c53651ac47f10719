"""Set-of-marks pictures for a multimodal planner, and the way back to screen points.

:func:`mark_png` takes a screenshot (already masked: secrets are black in it), scales it
down to a budget (its long side), and draws each element's box with its id on a label,
so a model can answer with ids. A :class:`MarkedImage` says how the picture maps onto
element coordinates — the area it shows, its pixel density (a device pixel ratio of 2
gives twice as many pixels as points), the downscale — and maps a point the model gives
in image pixels back to element coordinates (:meth:`MarkedImage.to_screen`). It also
estimates what the picture costs in input tokens for each vendor's image rules.
"""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from handrail.geometry import Rect

__all__ = ["DEFAULT_LONG_SIDE", "Mark", "MarkedImage", "image_tokens", "mark_png"]

DEFAULT_LONG_SIDE = 1280
"""The default budget: the picture's long side in pixels."""

_COLOURS = ("#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#008080", "#9a6324")
_FONT_PATHS = (
    "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
)


def image_tokens(width: int, height: int, vendor: str) -> int:
    """What a ``width``×``height`` picture costs in input tokens, by the vendor's rule.

    ``openai``: fitted into 2048×2048, its short side scaled to 768, then 170 tokens per
    512-pixel tile plus 85 (high detail). ``anthropic``: width × height / 750, after
    fitting the long side into 1568 pixels.
    """
    if width <= 0 or height <= 0:
        return 0
    if vendor == "anthropic":
        fit = min(1.0, 1568 / max(width, height))
        return math.ceil(width * fit * height * fit / 750)
    fit = min(1.0, 2048 / max(width, height))
    w, h = width * fit, height * fit
    short = min(w, h)
    if short > 768:
        w, h = w * 768 / short, h * 768 / short
    return 85 + 170 * math.ceil(w / 512) * math.ceil(h / 512)


@dataclass(frozen=True, slots=True, kw_only=True)
class Mark:
    """One element drawn on the picture: its id and its box in image pixels."""

    id: str
    box: Rect


@dataclass(frozen=True, slots=True, kw_only=True)
class MarkedImage:
    """A picture for a planner and how its pixels map onto element coordinates.

    Attributes:
        png: the picture, downscaled, with the marks drawn.
        width, height: its size in pixels.
        area: the element-coordinate rectangle it shows.
        density: pixels per element unit of the screenshot it was made from (the
            device pixel ratio: 2 when a page at 1000 points was captured at 2000 px).
        scale: pixels of this picture per element unit (density × downscale).
        marks: the ids drawn, with their boxes in image pixels.

    """

    png: bytes
    width: int
    height: int
    area: Rect
    density: float
    scale: float
    marks: tuple[Mark, ...]

    @property
    def long_side(self) -> int:
        """The picture's long side in pixels."""
        return max(self.width, self.height)

    def to_screen(self, x: float, y: float) -> tuple[int, int]:
        """The element-coordinate point that image pixel ``(x, y)`` shows (its centre)."""
        return (
            self.area.x + math.floor((x + 0.5) / self.scale),
            self.area.y + math.floor((y + 0.5) / self.scale),
        )

    def to_image(self, x: float, y: float) -> tuple[int, int]:
        """The image pixel where element-coordinate point ``(x, y)`` is drawn."""
        return (round((x - self.area.x) * self.scale), round((y - self.area.y) * self.scale))

    def contains(self, x: float, y: float) -> bool:
        """True when image pixel ``(x, y)`` lies on the picture."""
        return 0 <= x < self.width and 0 <= y < self.height

    def tokens(self, vendor: str) -> int:
        """The picture's estimated input tokens for ``vendor`` (:func:`image_tokens`)."""
        return image_tokens(self.width, self.height, vendor)

    def caption(self) -> str:
        """One line for a reader of the picture: its size, what it shows, how to map back."""
        a, s = self.area, round(self.scale, 4)
        return (
            f"# marks: {self.width}x{self.height} picture of {a.w}x{a.h} at ({a.x},{a.y}),"
            f" {s:g} px per point: its pixel (x, y) is ({a.x} + x/{s:g}, {a.y} + y/{s:g})"
            f" on the screen; {len(self.marks)} ids drawn; ~{self.tokens('openai')} tokens"
            f" (openai), ~{self.tokens('anthropic')} (anthropic)"
        )

    def describe(self) -> dict[str, Any]:
        """What the run log records of the picture sent."""
        return {
            "size": [self.width, self.height],
            "long_side": self.long_side,
            "area": self.area.as_list(),
            "density": round(self.density, 4),
            "scale": round(self.scale, 4),
            "marks": len(self.marks),
            "tokens": {"openai": self.tokens("openai"), "anthropic": self.tokens("anthropic")},
        }


def _font(size: int) -> Any:
    from PIL import ImageFont

    for path in _FONT_PATHS:
        try:
            return ImageFont.truetype(path, size)
        except OSError:
            continue
    return ImageFont.load_default(size)


def mark_png(
    png: bytes,
    elements: Sequence[tuple[str, Rect]],
    area: Rect | None,
    *,
    long_side: int = DEFAULT_LONG_SIDE,
) -> MarkedImage:
    """``png`` scaled to fit ``long_side`` with each ``(id, box)`` drawn and labelled.

    Args:
        png: the screenshot (masked already when secrets are shown).
        elements: ids and boxes in element coordinates; boxes off the picture are left
            out.
        area: the element-coordinate rectangle the screenshot shows (its density is its
            width over the area's), or ``None`` for a screen shown from (0, 0) at one
            pixel per unit.
        long_side: the budget; a smaller picture is not scaled up.

    """
    from PIL import Image, ImageDraw

    if long_side < 64:
        raise ValueError("long_side must be at least 64 pixels")
    img = Image.open(io.BytesIO(png)).convert("RGB")
    if area is None or area.w <= 0 or area.h <= 0:
        area = Rect(0, 0, img.width, img.height)
    density = img.width / area.w
    shrink = min(1.0, long_side / max(img.width, img.height))
    if shrink < 1.0:
        size = (max(1, round(img.width * shrink)), max(1, round(img.height * shrink)))
        img = img.resize(size, Image.Resampling.LANCZOS)
    scale = img.width / area.w
    draw = ImageDraw.Draw(img)
    font = _font(max(10, min(16, round(14 * max(scale, 0.75)))))
    marks: list[Mark] = []
    for i, (ident, box) in enumerate(elements):
        x1, y1 = (box.x - area.x) * scale, (box.y - area.y) * scale
        x2, y2 = (box.right - area.x) * scale, (box.bottom - area.y) * scale
        if box.empty or x2 <= 0 or y2 <= 0 or x1 >= img.width or y1 >= img.height:
            continue
        x1, y1 = max(0.0, x1), max(0.0, y1)
        x2, y2 = min(float(img.width - 1), x2), min(float(img.height - 1), y2)
        colour = _COLOURS[i % len(_COLOURS)]
        draw.rectangle((x1, y1, x2, y2), outline=colour, width=2)
        left, top, right, bottom = draw.textbbox((0, 0), ident, font=font)
        tw, th = right - left + 4, bottom - top + 2
        lx = min(x1, img.width - tw)
        ly = y1 - th if y1 >= th else y1
        draw.rectangle((lx, ly, lx + tw, ly + th), fill=colour)
        draw.text((lx + 2 - left, ly + 1 - top), ident, fill="white", font=font)
        marks.append(
            Mark(
                id=ident,
                box=Rect(round(x1), round(y1), max(1, round(x2 - x1)), max(1, round(y2 - y1))),
            )
        )
    buf = io.BytesIO()
    img.save(buf, format="PNG")
    return MarkedImage(
        png=buf.getvalue(),
        width=img.width,
        height=img.height,
        area=area,
        density=density,
        scale=scale,
        marks=tuple(marks),
    )
