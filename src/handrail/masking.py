"""Black out boxes of a screenshot: what the element model knows, applied to pixels.

Element bounds are in the backend's coordinates (screen pixels on a desktop, viewport
CSS pixels in a browser); a screenshot covers one area of them, possibly at another
pixel density. :func:`mask_png` maps the boxes onto the picture and fills them.
"""

from __future__ import annotations

import io
from collections.abc import Sequence

from handrail.geometry import Rect

__all__ = ["mask_png"]


def mask_png(png: bytes, boxes: Sequence[Rect], area: Rect | None) -> bytes:
    """``png`` with every box filled black, one pixel wider on each side (rounding).

    Args:
        png: the screenshot.
        boxes: what to hide, in element coordinates.
        area: the element-coordinate rectangle the picture shows (its pixel density is
            the picture's width over the area's), or ``None`` when it shows everything
            from (0, 0) one pixel per unit (a desktop's screen).

    Returns:
        The masked PNG (``png`` itself when no box falls on it).

    """
    from PIL import Image, ImageDraw

    img = Image.open(io.BytesIO(png))
    if area is not None and area.w > 0:
        ox, oy, scale = area.x, area.y, img.width / area.w
    else:
        ox, oy, scale = 0, 0, 1.0
    shapes = []
    for b in boxes:
        x1, y1 = (b.x - ox) * scale - 1, (b.y - oy) * scale - 1
        x2, y2 = (b.right - ox) * scale + 1, (b.bottom - oy) * scale + 1
        if x2 <= 0 or y2 <= 0 or x1 >= img.width or y1 >= img.height or b.empty:
            continue
        shapes.append((max(x1, 0), max(y1, 0), min(x2, img.width) - 1, min(y2, img.height) - 1))
    if not shapes:
        return png
    out = img.convert("RGB")
    draw = ImageDraw.Draw(out)
    for shape in shapes:
        draw.rectangle(shape, fill="black")
    buf = io.BytesIO()
    out.save(buf, format="PNG")
    return buf.getvalue()
