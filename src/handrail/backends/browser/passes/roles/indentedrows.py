"""A tree column's rows nested as their indent draws them, so a row's children read under it.

TOAST UI Grid's ``treeColumnOptions`` keeps a tree's rows side by side in one flat table
and says each one's depth only by where its words begin (empty ``span.tui-grid-tree-depth``
boxes before them, no ``aria-level``): read as they stand, a file two levels down was a
peer of its folders, and an agent could not tell which rows a folder's toggle hides.

In a table holding a tree's toggle (a button in a row's cell read ``expanded`` or
``collapsed``, :mod:`rowtoggles`), each row whose words in that column begin further
right than those of the last row before it drawn less indented is that row's child (its
line indented under it), as :mod:`treegridrows` nests rows by ``aria-level``. A row of
such a table left unnamed (a parent's cell holds the toggle, so it is no row of leaf
cells, :mod:`recordrows`) is named by its cells' words, so its line says which row the
rows under it belong to.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from handrail.backends.browser.passes.kinds import children_of, enclosing
from handrail.backends.browser.passes.looks.classlooks import DocNodes, string_at
from handrail.backends.browser.passes.roles.rowtoggles import words_x
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["indented_rows"]

_INDENT = 4.0
"""How many pixels further right a child row's words begin, at least."""
_TOGGLED = frozenset({State.EXPANDED, State.COLLAPSED})


def _tree_columns(
    drafts: list[Draft], by_locator: dict[str, Draft]
) -> dict[str, tuple[Draft, int]]:
    """Table locator -> (the table, the index among its row's cells of a toggle's cell)."""
    out: dict[str, tuple[Draft, int]] = {}
    children: dict[str, list[Draft]] | None = None
    for d in drafts:
        if d.role is not Role.BUTTON or not d.states & _TOGGLED:
            continue
        cell = by_locator.get(d.parent or "")
        row = by_locator.get(cell.parent or "") if cell is not None else None
        if cell is None or row is None or cell.role is not Role.CELL or row.role is not Role.ROW:
            continue
        table = enclosing(row, by_locator, Role.TABLE)
        if table is None or table.locator in out:
            continue
        children = children if children is not None else children_of(drafts)
        cells = [c for c in children.get(row.locator, []) if c.role is Role.CELL]
        out[table.locator] = (table, cells.index(cell))
    return out


def indented_rows(
    drafts: list[Draft],
    snaps: dict[str, dict[str, Any]],
    box: Callable[[str, int], Sequence[float] | None],
) -> None:
    """Give each row of a tree column under the row it is drawn indented past (in place)."""
    by_locator = {d.locator: d for d in drafts}
    tables = _tree_columns(drafts, by_locator)
    if not tables:
        return
    children = children_of(drafts)
    for table, at in tables.values():
        rows = [r for r in children.get(table.locator, []) if r.role is Role.ROW]
        snap = snaps.get(table.sid, {})
        s = string_at(snap.get("strings", []))
        doc = next(
            (n for doc in snap.get("documents", []) if table.bid in (n := DocNodes.of(doc)).bids),
            None,
        )
        if doc is None:
            continue
        above: list[tuple[float, Draft]] = []
        for row in rows:
            cells = [c for c in children.get(row.locator, []) if c.role is Role.CELL]
            if at >= len(cells) or cells[at].bid is None:
                continue
            x = words_x(doc, cells[at].bid or 0, s, partial(box, table.sid))
            if x is None:
                continue
            while above and above[-1][0] >= x - _INDENT:
                above.pop()
            if not row.name.strip():
                words = (" ".join(c.name.split()) for c in cells)
                row.name = " ".join(w for w in words if w)
            if above:
                row.parent = above[-1][1].locator
            above.append((x, row))
