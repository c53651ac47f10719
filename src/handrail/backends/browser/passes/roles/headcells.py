"""A row of plain cells each drawn as a header by its class reads as column headers.

Grids drawn as several ``<table>`` elements (w2ui puts its column titles in a table of
their own above the records') use ``<td>`` for their titles, and mark them only by a
class word: ``<td class="w2ui-head">ID</td>``. Chromium reads each ``cell ID``, no
different from a record's cell. A row whose cells (two or more, some named) all carry a
class word saying *head* or *header* (``w2ui-head``, ``grid-header-cell``), with no
header among them already, is a row of column headers: its cells read
``columnheader``, so their order (:mod:`sortbuttons`) is read as a sorted column's.
"""

from __future__ import annotations

import re
from collections import defaultdict
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import class_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["header_cells"]

_HEAD = re.compile(r"(?:^|[-_])head(?:er)?(?:$|[-_])", re.IGNORECASE)
"""A class word naming a header (``w2ui-head``, ``ag-header-cell``), not a heading."""
_HEADERS = frozenset({Role.COLUMNHEADER, Role.ROWHEADER})


def header_cells(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Make each row of cells drawn as headers by their class a row of column headers."""
    rows: dict[str, list[Draft]] = defaultdict(list)
    headed: set[str] = set()
    kinds = {d.locator: d.role for d in drafts}
    for d in drafts:
        if d.parent is not None and kinds.get(d.parent) is Role.ROW:
            if d.role is Role.CELL:
                rows[d.parent].append(d)
            elif d.role in _HEADERS:
                headed.add(d.parent)
    wanted: dict[str, dict[int, Draft]] = {}
    for row, cells in rows.items():
        if row in headed or len(cells) < 2 or not any(c.name.strip() for c in cells):
            continue
        for c in cells:
            if c.bid is not None:
                wanted.setdefault(c.sid, {})[c.bid] = c
    marked: set[str] = set()
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            if any(_HEAD.search(w) for w in class_of(doc.attrs, i, s).split()):
                marked.add(found[doc.bids[i]].locator)
    for cells in rows.values():
        if len(cells) >= 2 and all(c.locator in marked for c in cells):
            for c in cells:
                c.role = Role.COLUMNHEADER
