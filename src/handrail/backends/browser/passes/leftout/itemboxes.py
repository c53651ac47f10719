"""A box whose listener serves the list items drawn in it is their list, not a control.

Materialize's chips are ``<li class="chip">`` elements right inside ``<div class="chips">``,
whose click listener selects a chip or focuses the box's field: the box read as an
unnamed ``clickable`` around its chips, a control with no name whose press lands on
whichever chip lies at its middle. An unnamed clickable element of no role, one cannot
tab to and that opens nothing, whose every line in the read lies in a list item
(``<li>``, ``role=listitem``) right inside it, two or more of them, is only their
container: it goes and its lines move up to its parent.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.kinds import pressed
from handrail.backends.browser.passes.looks.classlooks import attribute_of, wanted_docs
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import Role, State

__all__ = ["without_item_boxes"]

_LEVELS = 16
"""How deep inside a list item a line of the read may lie."""
_OPENS = frozenset({State.EXPANDED, State.COLLAPSED, State.FOCUSABLE})
"""States that make a box more than its items' container (it opens, or one tabs to it)."""


def _items_only(snap: dict[str, Any], box: int, lines: list[int]) -> bool:
    """Whether each of ``lines`` lies in a list item right inside ``box``, two items or more."""
    items: set[int] = set()
    for doc, hits, s in wanted_docs(snap, {box, *lines}):
        at = {doc.bids[i]: i for i in hits}
        if box not in at or any(b not in at for b in lines):
            return False
        for b in lines:
            j, up = at[b], doc.parents[at[b]]
            for _ in range(_LEVELS):
                if up < 0 or up == at[box]:
                    break
                j, up = up, doc.parents[up]
            if up != at[box]:
                return False
            tag = s(doc.names[j]).upper()
            if tag != "LI" and attribute_of(doc.attrs, j, s, "role") != "listitem":
                return False
            items.add(j)
        return len(items) >= 2
    return False


def without_item_boxes(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` without the unnamed clickable boxes that only hold list items."""
    lines: dict[str, list[Draft]] = {}
    for d in drafts:
        if d.parent is not None:
            lines.setdefault(d.parent, []).append(d)
    moved: dict[str, str | None] = {}
    for d in drafts:
        inside = lines.get(d.locator)
        if (
            d.bid is None
            or not inside
            or not pressed(d)
            or d.role is not Role.GENERIC
            or d.name.strip()
            or d.value
            or d.states & _OPENS
            or any(e.bid is None for e in inside)
        ):
            continue
        snap = snaps.get(d.sid)
        if snap is not None and _items_only(snap, d.bid, [e.bid for e in inside if e.bid]):
            moved[d.locator] = d.parent
    return drop(drafts, set(moved), moved) if moved else drafts
