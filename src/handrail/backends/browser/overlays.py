"""Modal dialogs a page draws without saying so: a dimmed layer over the whole page.

Many web apps build their confirmations of plain ``<div>`` elements, with no
``role="dialog"``: a layer fixed over the viewport, tinted half-through
(``background: rgba(0, 0, 0, .45)``) or blurring what lies under it, holding a box with
a heading, a text and buttons. A person reads it as a dialog, and its buttons by what
it says ("Delete 1 item?" … *Yes*): so does the observation, and with it the risk
policy.

Three shapes are found, from the DOM snapshot's computed styles alone:

- the layer holds the box: the layer is the dialog;
- a clear layer holds an empty tinted backdrop (its first part, placed over all of it)
  and the box after it: the layer is the dialog;
- the layer is empty and the box is a sibling after it, fixed or absolutely placed:
  that sibling is the dialog.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.layout import (
    BACKDROP_FILTER,
    BACKGROUND_COLOR,
    POSITION,
    first_entries,
    subtree_end,
)

__all__ = ["overlay_dialogs"]

_SHARE = 0.6
"""A layer covering at least this share of the viewport is over the page."""
_ALPHA = re.compile(r"rgba\([^)]*,\s*([0-9.]+)\)")
_PLACED = ("fixed", "absolute")


def _tinted(color: str, filt: str) -> bool:
    """Whether a layer lets the page show through it, dimmed or blurred."""
    if filt and filt != "none":
        return True
    m = _ALPHA.fullmatch(color.strip())
    return m is not None and 0.0 < float(m.group(1)) < 1.0


def overlay_dialogs(snap: dict[str, Any], viewport: tuple[float, float]) -> set[int]:
    """Backend node ids of the elements that are modal dialogs by their look alone.

    ``viewport`` is (width, height). Empty (and quick) when nothing is fixed over it.
    """
    strings: list[str] = snap.get("strings", [])
    if "fixed" not in strings:
        return set()
    fixed = strings.index("fixed")
    placed = {i for i, s in enumerate(strings) if s in _PLACED}
    least = _SHARE * viewport[0] * viewport[1]
    out: set[int] = set()
    for d in snap.get("documents", []):
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        parents: list[int] = nodes.get("parentIndex", [])
        lay = d.get("layout", {})
        index: list[int] = lay.get("nodeIndex", [])
        styles = first_entries(index, lay.get("styles", []))
        layers = [ni for ni, st in styles.items() if len(st) > POSITION and st[POSITION] == fixed]
        if not layers:
            continue
        bounds = first_entries(index, lay.get("bounds", []))
        laid = set(bounds)
        count = min(len(bids), len(parents))
        for ni in sorted(layers):
            b, st = bounds.get(ni), styles[ni]
            if ni >= count or b is None or len(b) < 4 or b[2] * b[3] < least:
                continue
            tint = _style(strings, st, BACKGROUND_COLOR), _style(strings, st, BACKDROP_FILTER)
            if not _tinted(*tint):
                # A clear layer whose own first part is the tint (an empty ``.backdrop``
                # placed over all of it) with the box beside it is the dialog too.
                end = subtree_end(parents, ni, count)
                kids = [c for c in range(ni + 1, end) if parents[c] == ni and c in laid]
                if (
                    kids
                    and _backdrop(kids[0], (strings, styles, bounds), placed, least)
                    and not _holds_content(kids[0], parents, laid, count)
                    and any(_holds_content(c, parents, laid, count) for c in kids[1:])
                ):
                    out.add(bids[ni])
                continue  # else an app's own frame fixed to the viewport, not a layer over it
            if _holds_content(ni, parents, laid, count):
                out.add(bids[ni])
                continue
            # An empty layer: the box drawn over it is a placed sibling after it.
            for sib in range(ni + 1, count):
                if parents[sib] != parents[ni]:
                    if parents[sib] < ni:
                        break
                    continue
                sst = styles.get(sib)
                if (
                    sst
                    and len(sst) > POSITION
                    and sst[POSITION] in placed
                    and _holds_content(sib, parents, laid, count)
                ):
                    out.add(bids[sib])
    return out


def _backdrop(
    ni: int,
    look: tuple[list[str], dict[int, list[int]], dict[int, list[float]]],
    placed: set[int],
    least: float,
) -> bool:
    """Whether node ``ni`` is a tinted, placed layer over most of the viewport."""
    strings, styles, bounds = look
    st, b = styles.get(ni), bounds.get(ni)
    if not st or len(st) <= POSITION or st[POSITION] not in placed:
        return False
    if b is None or len(b) < 4 or b[2] * b[3] < least:
        return False
    return _tinted(_style(strings, st, BACKGROUND_COLOR), _style(strings, st, BACKDROP_FILTER))


def _style(strings: list[str], styles: list[int], at: int) -> str:
    """One computed style of a node, by its place in the snapshot's list ('' if none)."""
    i = styles[at] if len(styles) > at else -1
    return strings[i] if 0 <= i < len(strings) else ""


def _holds_content(top: int, parents: list[int], laid: set[int], count: int) -> bool:
    """Whether anything inside node ``top`` is laid out (drawn)."""
    return any(i in laid for i in range(top + 1, subtree_end(parents, top, count)))
