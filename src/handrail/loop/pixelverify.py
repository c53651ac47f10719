"""Verification of actions on pixels: OCR text, profile regions, points from a picture.

Such an action has no accessible object whose state can be read back, so the same
layers are checked on what the screen shows around it. The *region* is the acted-on
box (or the point) with a margin, inside the window. After the action it is read with
OCR: the texts the planner expected (the quoted values of its ``expect``) must appear
there — or, when not there, anywhere in the window, which is then said — and when no
text was expected, the region's text changing counts as the effect. The pixel
difference of the region before and after is recorded as a signal only: it never makes
an action succeed by itself.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass, replace
from typing import Any

from PIL import Image

from handrail.backends.base import Backend
from handrail.backends.wrapper import find_layer
from handrail.errors import HandrailError
from handrail.geometry import Rect
from handrail.loop.executor import Execution
from handrail.loop.textnorm import normalize_text
from handrail.loop.verify import Verification, pixel_diff
from handrail.model import Target
from handrail.ocr.backend import OcrBackend
from handrail.ocr.reader import OcrReader

__all__ = ["PixelCheck", "apply_pixel_check", "check_pixels", "expected_texts", "on_pixels"]

_MARGIN = 24  # pixels around the acted-on box that belong to its region
_POINT = 40  # half the side of the region around a bare point
_QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"')


def on_pixels(ex: Execution) -> bool:
    """True for an action carried out on pixels: OCR text, a region, or a point."""
    source = ex.receipt.source if ex.receipt is not None else None
    return ex.receipt is not None and (source in ("ocr", "region") or ex.action.is_coordinate)


def expected_texts(expect: str) -> tuple[str, ...]:
    """The texts an ``expect`` names: the last quoted string of each ``;``-joined check."""
    out = []
    for check in expect.split(";"):
        found = _QUOTED.findall(check)
        if found and found[-1].strip():
            out.append(found[-1].strip())
    return tuple(out)


@dataclass(frozen=True, kw_only=True)
class PixelCheck:
    """What the screen showed around an action, before and after it."""

    region: Rect
    before: tuple[str, ...]
    after: tuple[str, ...]
    expected: tuple[str, ...]
    found: tuple[str, ...]
    widened: bool
    pixel_diff: float | None

    @property
    def region_changed(self) -> bool:
        """True when OCR reads other text in the region than before the action."""
        return self.before != self.after

    @property
    def found_all(self) -> bool:
        """True when every expected text was read after the action (and one was expected)."""
        return bool(self.expected) and len(self.found) == len(self.expected)

    def to_json(self) -> dict[str, Any]:
        """The JSON form recorded with the action's verification."""
        return {
            "region": self.region.as_list(),
            "before": list(self.before),
            "after": list(self.after),
            "expected": list(self.expected),
            "found": list(self.found),
            "found_all": self.found_all,
            "widened": self.widened,
            "region_changed": self.region_changed,
            "pixel_diff": self.pixel_diff,
        }


def _region(ex: Execution, window: Rect | None) -> Rect | None:
    element = ex.before.get(ex.action.element_id) if ex.action.element_id else None
    if element is not None and element.bounds is not None and not element.bounds.empty:
        b, m = element.bounds, _MARGIN
        box = Rect(b.x - m, b.y - m, b.w + 2 * m, b.h + 2 * m)
    elif ex.action.x is not None and ex.action.y is not None:
        box = Rect(ex.action.x - _POINT, ex.action.y - _POINT, 2 * _POINT, 2 * _POINT)
    else:
        return None
    return box.intersection(window) if window is not None else box


def _crop(png: bytes, area: Rect | None, region: Rect) -> bytes | None:
    img = Image.open(io.BytesIO(png))
    area = area or Rect(0, 0, img.width, img.height)
    scale = img.width / area.w if area.w else 1.0
    box = (
        round((region.x - area.x) * scale),
        round((region.y - area.y) * scale),
        round((region.right - area.x) * scale),
        round((region.bottom - area.y) * scale),
    )
    if box[0] < 0 or box[1] < 0 or box[2] > img.width or box[3] > img.height:
        return None
    buf = io.BytesIO()
    img.crop(box).save(buf, format="PNG")
    return buf.getvalue()


async def _texts(reader: OcrReader, png: bytes) -> tuple[str, ...]:
    img = Image.open(io.BytesIO(png))
    img.load()
    boxes, _ = await reader.image_boxes(img)
    return tuple(b.text for b in boxes)


def _squeezed(text: str) -> str:
    return "".join(normalize_text(text, casefold=True).split())


def _read(texts: tuple[str, ...], wanted: str) -> bool:
    """True when OCR read ``wanted`` (white space aside: OCR drops or adds spaces)."""
    want = _squeezed(wanted)
    return bool(want) and any(want in _squeezed(t) for t in (*texts, "".join(texts)))


async def check_pixels(
    backend: Backend,
    target: Target,
    ex: Execution,
    *,
    before_png: bytes | None,
    before_area: Rect | None,
    expect: str,
) -> PixelCheck | None:
    """Read the action's region before (from the round's screenshot) and after it.

    ``None`` when the backend has no OCR layer, the action has no place, or its region
    cannot be read.
    """
    ocr = find_layer(backend, OcrBackend)
    if ocr is None or before_png is None:
        return None
    try:
        window = await backend.capture_area(target, None)
        region = _region(ex, window)
        if region is None or region.empty:
            return None
        before_crop = _crop(before_png, before_area, region)
        after_png = await backend.screenshot(target, region)
        before = await _texts(ocr.reader, before_crop) if before_crop is not None else ()
        after = await _texts(ocr.reader, after_png)
        expected = expected_texts(expect)
        found = tuple(t for t in expected if _read(after, t))
        widened = False
        if len(found) < len(expected):
            whole = await ocr.reader.read(backend, target, None)
            texts = tuple(b.text for b in whole.boxes)
            found = tuple(t for t in expected if _read(after, t) or _read(texts, t))
            widened = True
    except HandrailError:
        return None
    diff = pixel_diff(before_crop, after_png) if before_crop is not None else None
    return PixelCheck(
        region=region,
        before=before,
        after=after,
        expected=expected,
        found=found,
        widened=widened,
        pixel_diff=diff,
    )


def apply_pixel_check(v: Verification, check: PixelCheck) -> Verification:
    """``v`` with the semantics the pixels bear out (structure and geometry stay)."""
    details = list(v.details)
    semantics, failed = v.semantics, v.failed_layer
    if failed not in (None, "semantics"):
        return replace(v, ocr=check.to_json())
    if check.expected:
        missing = [t for t in check.expected if t not in check.found]
        if missing:
            semantics, failed = 0.0, "semantics"
            details.append("expected text not read by OCR after the action: " + "; ".join(missing))
        else:
            semantics, failed = 1.0, None
            where = "in the window" if check.widened else "in the region"
            details.append(f"OCR read the expected text {where}: " + "; ".join(check.found))
    elif check.region_changed:
        semantics, failed = 1.0, None
        details = [d for d in details if d != "nothing changed"]
        details.append("the region's text changed (OCR)")
    if check.pixel_diff:
        details.append(f"pixels of the region changed {check.pixel_diff:.1%} (a signal only)")
    return replace(
        v,
        semantics=semantics,
        failed_layer=failed,
        details=tuple(details),
        ocr=check.to_json(),
    )
