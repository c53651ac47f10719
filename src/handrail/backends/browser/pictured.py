"""Where a page draws what its accessibility tree cannot say: its pictures.

A page's text is in its DOM, and Chromium's tree holds it; pixels that may hold text the
tree lacks come from pictures only: a ``<canvas>``, an image (``<img>``, an SVG
``<image>``), a ``<video>``, an embedded object, or a CSS background image. The OCR
wrapper's ``auto`` mode reads a page's window only when such a picture is drawn in the
viewport (:attr:`~handrail.backends.base.Tree.pictures`): a page of a few controls on
a blank window covers little of it, yet OCR would find nothing more there.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import DRAWN_IMAGES, SessionLayout
from handrail.geometry import Rect

__all__ = ["PICTURE_TAGS", "pictures"]

PICTURE_TAGS = frozenset({"CANVAS", "IMG", "VIDEO", "EMBED", "OBJECT", "image"})
"""Element names that draw pixels of their own (``image`` is SVG's, named in lower case)."""
_MIN_W, _MIN_H = 24, 12
"""The least a picture's part in view must measure to hold a word."""
_BACKGROUND = DRAWN_IMAGES[0]


def pictures(snap: dict[str, Any], layout: SessionLayout, viewport: Rect) -> list[Rect]:
    """The parts in ``viewport`` of the pictures a session's snapshot draws, big enough to read."""
    strings: list[str] = snap.get("strings", [])
    tags = [i for i, s in enumerate(strings) if s in PICTURE_TAGS]
    urls = {i for i, s in enumerate(strings) if s.startswith("url(")}
    found: list[Rect] = []
    for doc in snap.get("documents", []):
        nodes = doc.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        drawn: list[int] = []
        names: list[int] = nodes.get("nodeName", [])
        for tag in tags:
            at = -1
            while True:
                try:
                    at = names.index(tag, at + 1)  # a scan in C: most pages have few
                except ValueError:
                    break
                drawn.append(at)
        if urls:
            lay = doc.get("layout", {})
            drawn.extend(
                ni
                for ni, st in zip(lay.get("nodeIndex", []), lay.get("styles", []), strict=False)
                if len(st) > _BACKGROUND and st[_BACKGROUND] in urls
            )
        for ni in drawn:
            if ni >= len(bids):
                continue
            bid = bids[ni]
            box = layout.box(bid)
            if box is None:
                continue
            seen = box.intersection(layout.clips.get(bid, viewport))
            seen = seen.intersection(viewport) if seen is not None else None
            if seen is not None and seen.w >= _MIN_W and seen.h >= _MIN_H:
                found.append(seen)
    return found
