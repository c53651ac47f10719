"""A grid's header row is no control of its own: its header cells and what they hold are.

TOAST UI Grid listens for clicks on its header tables, and Chromium reads each header
``<tr>`` as a row one may click: the row holding only the row boxes' header cell
(``<th>`` with the bare select-all box) read ``clickable row`` over ``checkbox Select
all``, and the row of column headers ``clickable row | columnheader Customer | …``. A
press there lands on whichever header lies at its centre.

A clickable row whose element children are all header cells (``<th>``,
``role=columnheader``, or a cell whose class words say ``head``/``header``: see
:func:`headerboxes.header_cell_at`) loses the state; the controls in it keep theirs. Left
unnamed (the grid's header table has no data cell, so Chromium takes it for layout), it
would read no line of its own and its headers loose: it is named by the words of what
it holds, as a data table's header row is (``row | columnheader Customer | …``, ``row |
checkbox Select all``). So is such a row no one listens on: w2ui draws its column
headers as ``td.w2ui-head`` cells of a table of their own, which read as loose
``columnheader`` lines.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.kinds import children_of
from handrail.backends.browser.passes.looks.classlooks import snapshot_docs
from handrail.backends.browser.passes.names.headerboxes import header_cell_at
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["unpressed_header_rows"]


def unpressed_header_rows(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Take the clickable state off each row made of header cells only (in place).

    An unnamed one, clickable or not, is named by the words of the lines right inside it.
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        pressed_or_unnamed = State.CLICKABLE in d.states or not d.name.strip()
        if d.role is Role.ROW and pressed_or_unnamed and d.bid is not None:
            wanted.setdefault(d.sid, {})[d.bid] = d
    children: dict[str, list[Draft]] | None = None
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            cells = [k for k in doc.children.get(i, ()) if not s(doc.names[k]).startswith("#")]
            if cells and all(header_cell_at(doc, k, s) for k in cells):
                row = found[doc.bids[i]]
                row.states.discard(State.CLICKABLE)
                if not row.name.strip():
                    children = children if children is not None else children_of(drafts)
                    words = (" ".join(c.name.split()) for c in children.get(row.locator, ()))
                    row.name = " ".join(w for w in words if w)
