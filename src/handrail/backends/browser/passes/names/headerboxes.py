"""A grid's bare check box in a column header, named for what it does: ``Select all``.

Grids with a column of row boxes draw one more box in that column's header, which ticks
every row (or clears them): TOAST UI Grid's ``rowHeaders: ['checkbox']`` puts a bare
``<input type=checkbox>`` in ``th.tui-grid-cell-header``, w2ui's ``selectColumn`` in
``td.w2ui-head``. Chromium names neither (``checkbox (icon: grid people check all
select)``): the box says nothing of what a press does.

An unnamed check box whose cell, a few elements up, is a header cell (a ``<th>``, a
``role=columnheader``, or a table cell whose class words say ``head``/``header``) with no
words and no other box in it, reads ``checkbox Select all``. ``acting/renamed.py`` finds
it again while it is still a bare box in such a cell.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    DocNodes,
    attribute_of,
    class_of,
    snapshot_docs,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["SELECT_ALL", "header_cell_at", "select_all_boxes"]

SELECT_ALL = "Select all"
"""The name of a header's bare box."""
_UP = 3
"""How many elements up from the box its cell may be."""
_CELL_TAGS = frozenset({"TH", "TD"})
_CELL_ROLES = frozenset({"columnheader", "gridcell", "cell"})
_HEAD_WORD = re.compile(r"(?:^|[-_])(?:head|header)(?:$|[-_])", re.IGNORECASE)
"""A class word saying a cell is a header's (``w2ui-head``, ``tui-grid-cell-header``)."""
_WORDS = 200
"""The most nodes of a header cell looked through for words or another box."""


def _header_cell(doc: DocNodes, i: int, s: Any) -> int | None:
    """The index of the header cell holding node ``i`` a few elements up, if any."""
    at = i
    for _ in range(_UP):
        at = doc.parents[at] if at < len(doc.parents) else -1
        if at < 0:
            return None
        tag = s(doc.names[at]) if at < len(doc.names) else ""
        role = attribute_of(doc.attrs, at, s, "role")
        if tag in _CELL_TAGS or role in _CELL_ROLES:
            return at if header_cell_at(doc, at, s) else None
    return None


def header_cell_at(doc: DocNodes, at: int, s: Any) -> bool:
    """Whether node ``at`` is a header cell.

    A ``<th>``, a ``role=columnheader``, or a table cell whose class words say ``head`` or
    ``header`` (``w2ui-head``).
    """
    tag = s(doc.names[at]) if at < len(doc.names) else ""
    role = attribute_of(doc.attrs, at, s, "role")
    if tag == "TH" or role == "columnheader":
        return True
    if tag in _CELL_TAGS or role in _CELL_ROLES:
        return any(_HEAD_WORD.search(w) for w in class_of(doc.attrs, at, s).split())
    return False


def _bare(doc: DocNodes, cell: int, s: Any) -> bool:
    """Whether the cell holds no words and no box but one."""
    boxes, todo, seen = 0, [cell], 0
    while todo and seen < _WORDS:
        n = todo.pop()
        seen += 1
        tag = s(doc.names[n]) if n < len(doc.names) else ""
        if tag == "#text":
            text = s(doc.values[n]) if n < len(doc.values) else ""
            if any(c.isalnum() for c in text):
                return False
        elif tag == "INPUT":
            boxes += 1
        todo.extend(doc.children.get(n, ()))
    return boxes == 1 and not todo


def select_all_boxes(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Name each unnamed check box alone in a wordless header cell ``Select all`` (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role is Role.CHECKBOX and d.bid is not None and not d.name.strip():
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            cell = _header_cell(doc, i, s)
            if cell is not None and _bare(doc, cell, s):
                found[doc.bids[i]].name = SELECT_ALL
