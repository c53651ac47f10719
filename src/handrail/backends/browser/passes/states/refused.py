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

import re
from typing import Any

from handrail.backends.browser.layout import first_entries
from handrail.backends.browser.shape import Draft
from handrail.geometry import Rect
from handrail.vocab import INTERACTIVE_ROLES, State

__all__ = ["grip", "refused_looks", "resize_grips"]

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


_GRIP_WORDS = re.compile(r"\bresizer\b|\bresize\b.*\b(?:handle|grip|bar|gutter)\b")
"""A hint naming a grip that resizes something: ``tabulator col resize handle``."""
_THIN = 10.0
"""A grip's narrow side at most (Tabulator's is 6 px): an icon that resizes is wider."""


def grip(d: Draft, hint: str, bounds: Rect | None, grips: set[int]) -> bool:
    """Whether ``d`` is an unnamed clickable with no role that only a drag resizes by.

    Its own cursor says so (``ew-resize``), or, since a page may show that cursor only
    under the pointer (``:hover``), a thin box whose class calls it a resize handle.
    """
    if d.bid is None or d.name.strip() or State.CLICKABLE not in d.states:
        return False
    if d.role in INTERACTIVE_ROLES:
        return False
    if d.bid in grips:
        return True
    thin = bounds is not None and min(bounds.w, bounds.h) <= _THIN
    return thin and bool(_GRIP_WORDS.search(hint))
