"""A round's scene as a run log keeps it: element lines, popups, the picture's region.

The element lists beside a run log (``round-NNNN-before.txt``) are the compact text a
planner read; this module reads them back into lines with id, role, name and depth, finds
what covers the screen (a dialog, an alert, a JavaScript dialog), and cuts the part of
a round's screenshot that mattered.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, UnidentifiedImageError

from handrail.loop.archive import run_file
from handrail.textformat import parse_line

__all__ = ["Line", "SceneText", "crop_region", "parse_scene_text", "read_scene_text"]

_POPUP_ROLES = frozenset({"dialog", "alertdialog", "alert"})
_CLOSE_WORDS = (
    "close",
    "dismiss",
    "accept",
    "agree",
    "got it",
    "ok",
    "no thanks",
    "reject",
    "cancel",
    "×",
    "x",
    "关闭",
    "确定",
)


@dataclass(frozen=True, kw_only=True)
class Line:
    """One element line of a snapshot's text."""

    id: str
    role: str
    name: str
    depth: int
    text: str


@dataclass(frozen=True, kw_only=True)
class SceneText:
    """A snapshot's text, its element lines and what blocks it."""

    text: str
    lines: tuple[Line, ...]
    blocking: str | None = None
    """The ``! blocked by …`` note (a JavaScript dialog), if any."""

    def find(self, role: str, name: str) -> Line | None:
        """The first line with this role and name."""
        return next((ln for ln in self.lines if ln.role == role and ln.name == name), None)

    def get(self, element_id: str) -> Line | None:
        """The line of ``element_id``."""
        return next((ln for ln in self.lines if ln.id == element_id), None)

    def popups(self) -> list[Line]:
        """Dialog and alert lines, outermost first."""
        return [ln for ln in self.lines if ln.role in _POPUP_ROLES]

    def inside(self, container: Line) -> list[Line]:
        """The lines nested under ``container``."""
        out: list[Line] = []
        start = self.lines.index(container)
        for ln in self.lines[start + 1 :]:
            if ln.depth <= container.depth:
                break
            out.append(ln)
        return out

    def close_control(self, popup: Line) -> Line | None:
        """A button inside ``popup`` that closes or accepts it, if one is named so."""
        buttons = [ln for ln in self.inside(popup) if ln.role in ("button", "link")]
        for word in _CLOSE_WORDS:
            for ln in buttons:
                folded = ln.name.casefold().strip()
                if folded == word or folded.startswith(word + " ") or word in folded.split():
                    return ln
        return buttons[0] if buttons else None

    def covering(self, element_id: str | None) -> Line | None:
        """The popup that ``element_id`` is not inside of (what covers it), if any."""
        for popup in self.popups():
            outside = all(ln.id != element_id for ln in self.inside(popup))
            if popup.id != element_id and (element_id is None or outside):
                return popup
        return None


def parse_scene_text(text: str) -> SceneText:
    """The element lines of a snapshot's compact text."""
    lines: list[Line] = []
    blocking = None
    for raw in text.splitlines():
        if raw.startswith("! blocked by "):
            blocking = raw[len("! blocked by ") :].strip()
            continue
        lines.extend(
            Line(id=got.id, role=got.role, name=got.name, depth=got.depth, text=raw.strip())
            for got in parse_line(raw)
        )
    return SceneText(text=text, lines=tuple(lines), blocking=blocking)


def read_scene_text(run_path: Path, name: str | None) -> SceneText | None:
    """The snapshot text file ``name`` of a run (directory or archive), parsed."""
    if not name:
        return None
    data = run_file(run_path, name)
    if data is None:
        return None
    return parse_scene_text(data.decode("utf-8", "replace"))


def crop_region(
    png: bytes, bounds: Sequence[float] | None, area: Sequence[float] | None, margin: int = 48
) -> tuple[bytes, list[int]] | None:
    """The part of a screenshot around ``bounds`` (element coordinates), as PNG.

    ``area`` is where the picture lies in element coordinates (``None``: from (0, 0)); the
    picture may have more pixels than the area has points (a high-density screen). The
    region is widened by ``margin`` points on each side and cut to the picture. Returns
    the PNG and the region in element coordinates, or ``None`` when the bounds miss the
    picture or the picture cannot be read.
    """
    if not bounds or len(bounds) != 4:
        return None
    try:
        image = Image.open(io.BytesIO(png))
        image.load()
    except (UnidentifiedImageError, OSError):
        return None
    ox, oy = (float(area[0]), float(area[1])) if area and len(area) == 4 else (0.0, 0.0)
    aw = float(area[2]) if area and len(area) == 4 and area[2] else float(image.width)
    ah = float(area[3]) if area and len(area) == 4 and area[3] else float(image.height)
    sx, sy = image.width / aw, image.height / ah
    x, y, w, h = (float(v) for v in bounds)
    left = max(0.0, x - margin - ox)
    top = max(0.0, y - margin - oy)
    right = min(aw, x + w + margin - ox)
    bottom = min(ah, y + h + margin - oy)
    if right <= left or bottom <= top:
        return None
    box = (round(left * sx), round(top * sy), round(right * sx), round(bottom * sy))
    out = io.BytesIO()
    image.crop(box).save(out, format="PNG")
    region = [round(left + ox), round(top + oy), round(right - left), round(bottom - top)]
    return out.getvalue(), region
