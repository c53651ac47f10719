"""A control drawn inside a chosen cell is the choice: a calendar's picked day.

Materialize's date picker marks the chosen day on its cell (``<td aria-selected="true"
class="is-selected">``) and draws the day as a ``<button>`` inside it. The cell, holding
nothing but that button, is no line of its own, so the mark was lost and every day read
alike. A button or link whose parent element is a cell (``td``, ``role=gridcell``) saying
``aria-selected="true"``, and that says no state of its own, is ``selected``.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import attribute_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["chosen_cells"]

_PRESSED = frozenset({Role.BUTTON, Role.LINK})
_CELL_TAGS = frozenset({"TD", "TH"})
_CELL_ROLES = frozenset({"gridcell", "cell"})


def chosen_cells(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Mark each button or link right inside a selected cell ``selected`` (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role in _PRESSED and d.bid is not None and State.SELECTED not in d.states:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            up = doc.parents[i] if i < len(doc.parents) else -1
            if up < 0 or attribute_of(doc.attrs, up, s, "aria-selected") != "true":
                continue
            tag = s(doc.names[up]).upper() if up < len(doc.names) else ""
            if tag in _CELL_TAGS or attribute_of(doc.attrs, up, s, "role") in _CELL_ROLES:
                found[doc.bids[i]].states.add(State.SELECTED)
