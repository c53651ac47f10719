"""Check boxes alone in a table's cells, named by their row and their column.

A permissions matrix (a row per permission, a column per role) draws a bare check box in
each cell, and Chromium's tree names none of them. Only a row holding two or more such
controls is a matrix's: a row's one switch or select box acts on its row as a whole, and
is left unnamed for the risk policy to judge by its row (``rules/rows.py``). A person
reads each by the row's title and the column's header, and so is it named: ``Delete
projects, Editor``. The row's title is its row header, else its first cell before the
control's named by more than the controls in it (not a row-select box's cell); the
column's header is the cell at the same place in the table's first row of column
headers (a row of another length, spanning cells, is not matched), less
the names of the controls in it (a *Select all* box). A name the page gave is kept.

A cell can be the check box itself: Tabulator's ``tickCross`` cell is a ``role=gridcell``
saying ``aria-checked`` around a drawn tick or cross, with no words. Such a cell
(:func:`ticked_cells`) reads ``checkbox`` in its state, named the same way.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.kinds import children_of, enclosing
from handrail.backends.browser.passes.looks.classlooks import attribute_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["name_cell_toggles", "ticked_cells"]

_TOGGLES = frozenset({Role.CHECKBOX, Role.RADIO, Role.SWITCH})
_CELLS = frozenset({Role.CELL, Role.ROWHEADER, Role.COLUMNHEADER})


def name_cell_toggles(drafts: list[Draft]) -> None:
    """Name each unnamed check box, radio button or switch alone in a table cell."""
    if not any(d.role in _TOGGLES and not d.name.strip() for d in drafts):
        return
    by_locator = {d.locator: d for d in drafts}
    children = children_of(drafts)
    headers: dict[str, list[Draft] | None] = {}

    def header_row(table: Draft) -> list[Draft] | None:
        if table.locator not in headers:
            headers[table.locator] = _first_header_row(table, children)
        return headers[table.locator]

    for d in drafts:
        if d.role not in _TOGGLES or d.name.strip() or d.parent is None:
            continue
        cell = by_locator.get(d.parent)
        if cell is None or cell.role is not Role.CELL or cell.parent is None:
            continue
        if [c for c in children[cell.locator] if c.role in _TOGGLES] != [d]:
            continue
        row = by_locator.get(cell.parent)
        if row is None or row.role is not Role.ROW:
            continue
        cells = [c for c in children[row.locator] if c.role in _CELLS]
        if sum(any(k.role in _TOGGLES for k in children[c.locator]) for c in cells) < 2:
            continue  # a row's one switch or select box: its row is what it acts on
        table = enclosing(row, by_locator, Role.TABLE)
        top = header_row(table) if table is not None else None
        words = _row_and_column(cells, cells.index(cell), top, children)
        if words:
            d.name = ", ".join(words)


def ticked_cells(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Make each unnamed cell of a row saying ``aria-checked``, with no words, a check box.

    It is named by its row and column; its state is read from ``aria-checked`` as a
    check box's is. While the cell holds a check box (its editor, open), that box is
    named so and the cell stays a cell.
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role is Role.CELL and d.bid is not None and not d.name.strip():
            wanted.setdefault(d.sid, {})[d.bid] = d
    ticked: set[str] = set()
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            if attribute_of(doc.attrs, i, s, "aria-checked") in ("true", "false"):
                ticked.add(found[doc.bids[i]].locator)
    if not ticked:
        return
    by_locator = {d.locator: d for d in drafts}
    children = children_of(drafts)
    for d in drafts:
        if d.locator not in ticked:
            continue
        if any(c.name.strip() for c in children[d.locator]):
            continue
        row = by_locator.get(d.parent) if d.parent is not None else None
        if row is None or row.role is not Role.ROW:
            continue
        cells = [c for c in children[row.locator] if c.role in _CELLS]
        up = enclosing(row, by_locator, Role.TABLE)
        top = _first_header_row(up, children) if up is not None else None
        words = _row_and_column(cells, cells.index(d), top, children)
        if not words:
            continue
        opened = [c for c in children[d.locator] if c.role is Role.CHECKBOX]
        if opened:  # its editor is open: the check box in it is the cell's
            opened[0].name = ", ".join(words)
            continue
        d.role = Role.CHECKBOX
        d.name = ", ".join(words)


def _row_and_column(
    cells: list[Draft], at: int, top: list[Draft] | None, children: dict[str, list[Draft]]
) -> list[str]:
    """The words naming the cell at ``at`` of a row's ``cells``: its row's title, its column's.

    The title is the row header's name, else the first cell before it named by more than
    its controls; the column is the header at the same place in ``top``, the table's first
    row of column headers, when that row has as many cells.
    """
    title = next((c.name for c in cells if c.role is Role.ROWHEADER and c.name.strip()), "")
    if not title:
        title = next((w for c in cells[:at] if (w := _beside_controls(c, children))), "")
    column = _own_words(top[at], children) if top is not None and len(top) == len(cells) else ""
    return [" ".join(w.split()) for w in (title, column) if w.strip()]


def _own_words(header: Draft, children: dict[str, list[Draft]]) -> str:
    """A header's name less the names of the controls in it.

    Chromium glues a *Select all* check box's name onto its header's: ``Editor Select all``.
    """
    name = " ".join(header.name.split())
    for c in children[header.locator]:
        inner = " ".join(c.name.split())
        if inner and name.endswith(inner) and name != inner:
            name = name[: -len(inner)].rstrip()
        elif inner and name.startswith(inner) and name != inner:
            name = name[len(inner) :].lstrip()
    return name


def _beside_controls(cell: Draft, children: dict[str, list[Draft]]) -> str:
    """A cell's name less the names of the controls in it.

    Empty for a cell named only by them (Tabulator's row-select box, *Select Row*),
    which is no record's title.
    """
    name = " ".join(cell.name.split())
    for c in children[cell.locator]:
        inner = " ".join(c.name.split())
        if inner and c.role not in _CELLS and inner in name:
            name = " ".join(name.replace(inner, " ", 1).split())
    return name


def _first_header_row(table: Draft, children: dict[str, list[Draft]]) -> list[Draft] | None:
    """The cells of ``table``'s first row of column headers, in order."""
    todo = list(children[table.locator])
    while todo:
        d = todo.pop(0)
        if d.role is Role.ROW:
            cells = [c for c in children[d.locator] if c.role in _CELLS]
            if cells and all(c.role is Role.COLUMNHEADER for c in cells):
                return cells
            continue
        if d.role is not Role.TABLE:
            todo[:0] = children[d.locator]
    return None
