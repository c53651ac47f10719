"""A table's unnamed rows of cells read named by their cells, as a data table's rows do.

Chromium names a data table's row by its cells' words, and the read then shows the row on
one line holding them (``row | Alice | Oslo | 10.00``). A table with no header cell in it
it takes for one laid out for looks, and leaves its rows unnamed: TOAST UI Grid and w2ui
draw their records so (their headers in a table of their own), and each cell read on a
line of its own, nothing saying which cells make one record.

A row with no name, in a table where two or more such rows are, holding two or more cells
with nothing inside them read apart and at least one with words, is named by its cells'
words joined. ``acting/renamed.py`` finds it again by its words.
"""

from __future__ import annotations

from handrail.backends.browser.passes.kinds import children_of
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["record_rows"]

_CELLS = frozenset({Role.CELL, Role.ROWHEADER})


def record_rows(drafts: list[Draft]) -> None:
    """Name each unnamed row of leaf cells, two or more in one table, by its cells (in place)."""
    rows = [d for d in drafts if d.role is Role.ROW and not d.name.strip()]
    if len(rows) < 2:
        return
    children = children_of(drafts)
    named: dict[str | None, list[tuple[Draft, str]]] = {}
    for row in rows:
        cells = children.get(row.locator, [])
        if len(cells) < 2 or any(c.role not in _CELLS or children.get(c.locator) for c in cells):
            continue
        words = " ".join(" ".join(c.name.split()) for c in cells if c.name.strip())
        if words:
            named.setdefault(row.parent, []).append((row, words))
    for found in named.values():
        if len(found) >= 2:
            for row, words in found:
                row.name = words
