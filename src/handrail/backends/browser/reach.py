"""Elements no scrolling brings into view: parked off the page, or fixed outside the viewport.

A drawer or an off-canvas menu waits closed with a transform that moves it wholly out of
the page: left of or above the document's origin (``-translate-x-full`` on a left
drawer), or, being fixed to the viewport, past its right or bottom edge (a right
drawer). Scrolling never shows it; only the page's own button opens it. Such boxes are
told apart from content below the fold, which a scroll shows.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import POSITION, first_entries

__all__ = ["out_of_reach"]


def out_of_reach(snap: dict[str, Any], viewport: tuple[float, float]) -> set[int]:
    """Backend node ids of the laid-out elements that no scrolling brings into view.

    ``viewport`` is the top document's (width, height); a fixed box is judged against
    it, scrolled as its document is.
    """
    strings: list[str] = snap.get("strings", [])
    fixed = strings.index("fixed") if "fixed" in strings else -1
    out: set[int] = set()
    for d in snap.get("documents", []):
        out |= _far_in(d, fixed, viewport)
    return out


def _far_in(d: dict[str, Any], fixed: int, viewport: tuple[float, float]) -> set[int]:
    """:func:`out_of_reach` for one document; ``fixed``: the string index of ``fixed``."""
    nodes = d.get("nodes", {})
    bids: list[int] = nodes.get("backendNodeId", [])
    parents: list[int] = nodes.get("parentIndex", [])
    lay = d.get("layout", {})
    index: list[int] = lay.get("nodeIndex", [])
    bounds = first_entries(index, lay.get("bounds", []))
    styles = first_entries(index, lay.get("styles", []))
    sx, sy = float(d.get("scrollOffsetX", 0)), float(d.get("scrollOffsetY", 0))
    pinned: dict[int, bool] = {}
    """Node -> whether it lies in a fixed box (itself or an ancestor)."""

    def in_fixed(ni: int) -> bool:
        path: list[int] = []
        at, found = ni, False
        while 0 <= at < len(parents):
            if at in pinned:
                found = pinned[at]
                break
            path.append(at)
            st = styles.get(at)
            if fixed >= 0 and st is not None and len(st) > POSITION and st[POSITION] == fixed:
                found = True
                break
            at = parents[at]
        for p in path:
            pinned[p] = found
        return found

    out: set[int] = set()
    for ni, b in bounds.items():
        if ni >= len(bids) or len(b) < 4:
            continue
        x, y, w, h = (float(v) for v in b[:4])
        if x + w <= 0 or y + h <= 0:
            out.add(bids[ni])  # left of or above the document's origin
        elif (
            x >= sx + viewport[0] or y >= sy + viewport[1] or x + w <= sx or y + h <= sy
        ) and in_fixed(ni):
            out.add(bids[ni])  # fixed to the viewport, outside it
    return out
