"""How much of a window a tree covers: the measure behind ``--mode auto``.

A tree is *poor* when it has nothing to operate (no named control) or its named
elements cover almost none of the window: a frame and little else (a canvas page, a
remote desktop, a game); OCR text is then added to its snapshot. The share is the
union of the elements' boxes clipped to the window, counted on a grid. The bar is low
on purpose: a plain page or dialog with a few controls on much empty space is not
poor, and reading every such window would cost a second per observation. An
application whose tree is sparse yet has some controls (a chat client) gets OCR from
its profile's ``mode``, or from ``--mode ax+ocr``. A tree *in doubt* — not poor, yet
covering less than ``RICH_SHARE`` — has its window read, and is poor when OCR finds
text it lacks (``LACKING_LINES`` lines and ``LACKING_SHARE`` of the lines read).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from handrail.geometry import Rect
from handrail.model import Node
from handrail.vocab import INTERACTIVE_ROLES, Role

__all__ = ["LACKING_LINES", "LACKING_SHARE", "POOR_SHARE", "RICH_SHARE", "Coverage", "measure"]

POOR_SHARE = 0.03
"""Below this share of the window covered by named elements, a tree is poor."""

RICH_SHARE = 0.25
"""From this share on a tree is rich without reading any pixels; between the two, the
window is read with OCR (usually once: the cache keeps it) and the text the tree lacks
decides."""

LACKING_LINES = 3
LACKING_SHARE = 0.3
"""A tree in doubt is poor when OCR finds at least this many lines, and this share of
the lines it reads, that the tree lacks."""

_CELL = 8  # grid cell in pixels
_FRAMES = frozenset({Role.WINDOW, Role.APPLICATION, Role.DOCUMENT, Role.DIALOG, Role.UNKNOWN})


@dataclass(frozen=True, slots=True, kw_only=True)
class Coverage:
    """Named elements in the window, interactive ones among them, and the share they cover."""

    named: int
    interactive: int
    share: float

    @property
    def poor(self) -> bool:
        """True when OCR should help: little of the window covered, or nothing to operate."""
        return self.share < POOR_SHARE or self.interactive == 0

    @property
    def doubtful(self) -> bool:
        """True when the tree is not poor but covers too little to be called rich unread."""
        return not self.poor and self.share < RICH_SHARE

    def describe(self) -> str:
        """``tree covers 12% of the window``."""
        return f"tree covers {round(self.share * 100)}% of the window"


def measure(nodes: Iterable[Node], window: Rect | None) -> Coverage:
    """The coverage of ``window`` by the named, non-frame nodes among ``nodes``."""
    named = interactive = 0
    boxes: list[Rect] = []
    for n in nodes:
        if n.role in _FRAMES or not (n.name or n.value) or n.bounds is None or n.bounds.empty:
            continue
        named += 1
        interactive += n.role in INTERACTIVE_ROLES
        boxes.append(n.bounds)
    if window is None or window.empty:
        return Coverage(named=named, interactive=interactive, share=1.0 if boxes else 0.0)
    cols = max(1, -(-window.w // _CELL))
    rows = max(1, -(-window.h // _CELL))
    covered = bytearray(cols * rows)
    for b in boxes:
        clip = b.intersection(window)
        if clip is None or clip.empty:
            continue
        c0, c1 = (clip.x - window.x) // _CELL, (clip.right - 1 - window.x) // _CELL
        r0, r1 = (clip.y - window.y) // _CELL, (clip.bottom - 1 - window.y) // _CELL
        for r in range(r0, r1 + 1):
            start = r * cols
            covered[start + c0 : start + c1 + 1] = b"\x01" * (c1 - c0 + 1)
    return Coverage(named=named, interactive=interactive, share=sum(covered) / (cols * rows))
