"""Where to outline the target element on the screenshot a person looks at."""

from __future__ import annotations

from pathlib import Path
from typing import Any

__all__ = ["outline_box"]


def _png_size(path: Path) -> tuple[int, int] | None:
    try:
        with path.open("rb") as f:
            head = f.read(24)
    except OSError:
        return None
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def outline_box(request: dict[str, Any], shot: Path) -> dict[str, float] | None:
    """The element's box on the screenshot, in percent of its width and height.

    The screenshot shows the target's window or page; when its size matches the root
    element's bounds, element bounds (screen coordinates) are shifted by the root's
    origin. Returns ``None`` when there is no element or no usable bounds.
    """
    element = request.get("element") or {}
    bounds = element.get("bounds") if isinstance(element, dict) else None
    size = _png_size(shot)
    if not bounds or size is None or len(bounds) != 4:
        return None
    w, h = size
    if w <= 0 or h <= 0:
        return None
    ox = oy = 0.0
    root = request.get("root_bounds")
    if isinstance(root, list) and len(root) == 4:
        rw, rh = float(root[2]), float(root[3])
        if abs(rw - w) <= 2 and abs(rh - h) <= 2:
            ox, oy = float(root[0]), float(root[1])
    x, y, bw, bh = (float(v) for v in bounds)
    left, top = (x - ox) / w * 100, (y - oy) / h * 100
    if left >= 100 or top >= 100 or left + bw / w * 100 <= 0 or top + bh / h * 100 <= 0:
        return None
    return {"left": left, "top": top, "width": bw / w * 100, "height": bh / h * 100}
