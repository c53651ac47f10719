"""Clickable elements whose own cursor says a press does nothing.

A wizard's *Continue* made of a ``<span>`` with a click handler cannot be disabled the
way a ``<button>`` is; until the form is filled its class greys it and sets
``cursor: not-allowed``, and its handler does nothing. Chromium's tree says nothing of
it; the cursor, read from the snapshot, says it is disabled.

A grip that a column or a pane is dragged wider by (Tabulator's empty
``tabulator-col-resize-handle`` after every cell) shows a resize cursor
(``ew-resize``, ``col-resize``, …): it listens for the mouse, but only a drag does
anything there.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import first_entries

__all__ = ["refused_looks", "resize_grips"]

_CURSOR = 0
"""Where ``cursor`` is in a node's snapshot styles (:data:`layout.SNAPSHOT_STYLES`)."""


_RESIZE = frozenset(
    f"{way}-resize" for way in ("col", "row", "ew", "ns", "e", "w", "n", "s", "nesw", "nwse")
)
"""The cursors a page draws over a grip that resizes something."""


def refused_looks(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """Of ``wanted`` (backend node ids), those whose own cursor is ``not-allowed``."""
    return _with_cursor(snap, wanted, frozenset({"not-allowed"}))


def resize_grips(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """Of ``wanted`` (backend node ids), those whose own cursor is a resize cursor."""
    return _with_cursor(snap, wanted, _RESIZE)


def _with_cursor(snap: dict[str, Any], wanted: set[int], cursors: frozenset[str]) -> set[int]:
    strings: list[str] = snap.get("strings", [])
    if not wanted:
        return set()
    looks = {i for i, v in enumerate(strings) if v in cursors}
    if not looks:
        return set()
    out: set[int] = set()
    for d in snap.get("documents", []):
        bids: list[int] = d.get("nodes", {}).get("backendNodeId", [])
        hits = {i: b for i, b in enumerate(bids) if b in wanted}
        if not hits:
            continue
        lay = d.get("layout", {})
        styles = first_entries(lay.get("nodeIndex", []), lay.get("styles", []))
        for i, bid in hits.items():
            st = styles.get(i)
            if st and len(st) > _CURSOR and st[_CURSOR] in looks:
                out.add(bid)
    return out
