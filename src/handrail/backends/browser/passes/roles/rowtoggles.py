"""A tree grid's row toggle reads as its row's, open when the rows below it are indented.

TOAST UI Grid's ``treeColumnOptions`` draws a parent row's toggle as an empty ``<button
class="tui-grid-btn-tree">`` in the row's first cell, before its words, and says nothing
of whether the row is open (no ``aria-expanded``): it read ``button (icon: tui grid
tree)`` in ``cell Documents``. What a person sees is the row's children drawn below it,
indented past its words, once it is open.

An unnamed button or clickable element in a named cell of a table's row, whose class
words (its own or an element's between it and the cell) name a tree's toggle (``tree``,
``twisty``, ``expander``), reads as a button named as its cell: ``expanded`` when the
next row of its table draws its words in that column further right than the cell's own
(a child row), else ``collapsed``. ``acting/renamed.py`` finds it again by its cell's words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from handrail.backends.browser.passes.kinds import children_of, enclosing, pressed
from handrail.backends.browser.passes.looks.classlooks import DocNodes, class_of, string_at
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["row_toggles", "words_x"]

_TREE_WORD = re.compile(r"^(?:tree|twisty|twistie|expander)$", re.IGNORECASE)
"""A part of a class word naming a tree's toggle (``tui-grid-btn-tree``)."""
_UP = 4
"""How many elements up from the toggle its cell may be."""
_INDENT = 4.0
"""How many pixels further right a child row's words begin, at least."""
_WORDS = 60
"""The most nodes of a cell looked through for its first words."""


def _toggle(d: Draft) -> bool:
    """Whether ``d`` is an unnamed button or clickable element holding no value."""
    if d.bid is None or d.name.strip() or d.value:
        return False
    return pressed(d) or d.role is Role.BUTTON


def _tree_classes(doc: DocNodes, i: int, cell: int, s: Any) -> bool:
    """Whether node ``i`` or an element up to its cell has a class word naming a tree toggle."""
    at = i
    for _ in range(_UP):
        if at < 0 or doc.bids[at] == cell:
            return False
        for word in class_of(doc.attrs, at, s).split():
            if any(_TREE_WORD.match(part) for part in re.split(r"[-_]+", word)):
                return True
        at = doc.parents[at] if at < len(doc.parents) else -1
    return False


def words_x(
    doc: DocNodes, cell: int, s: Any, box: Callable[[int], Sequence[float] | None]
) -> float | None:
    """The left edge of the first text of words in the cell of backend id ``cell``."""
    if cell not in doc.bids:
        return None
    todo, seen = [doc.bids.index(cell)], 0
    while todo and seen < _WORDS:
        n = todo.pop(0)
        seen += 1
        if s(doc.names[n]) == "#text" and any(c.isalnum() for c in s(doc.values[n])):
            b = box(doc.bids[n])
            return b[0] if b is not None and len(b) >= 4 else None
        todo[:0] = doc.children.get(n, [])
    return None


def row_toggles(
    drafts: list[Draft],
    snaps: dict[str, dict[str, Any]],
    box: Callable[[str, int], Sequence[float] | None],
) -> None:
    """Name each tree toggle in a row's cell by the cell, open or shut (in place)."""
    by_locator = {d.locator: d for d in drafts}
    found: list[tuple[Draft, Draft, Draft]] = []
    for d in drafts:
        if not _toggle(d):
            continue
        cell = by_locator.get(d.parent or "")
        row = by_locator.get(cell.parent or "") if cell is not None else None
        if cell is None or row is None or cell.role is not Role.CELL or row.role is not Role.ROW:
            continue
        if cell.name.strip() and cell.bid is not None and cell.sid == d.sid:
            found.append((d, cell, row))
    if not found:
        return
    children = children_of(drafts)
    for d, cell, row in found:
        snap = snaps.get(d.sid, {})
        s = string_at(snap.get("strings", []))
        doc = next(
            (n for doc in snap.get("documents", []) if d.bid in (n := DocNodes.of(doc)).bids),
            None,
        )
        if doc is None or not _tree_classes(doc, doc.bids.index(d.bid or 0), cell.bid or 0, s):
            continue
        d.role = Role.BUTTON
        d.name = cell.name
        d.states -= {State.CLICKABLE, State.EXPANDED, State.COLLAPSED}
        d.states.add(
            State.EXPANDED
            if _opened(doc, s, cell, row, children, by_locator, box)
            else State.COLLAPSED
        )


def _opened(
    doc: DocNodes,
    s: Any,
    cell: Draft,
    row: Draft,
    children: dict[str, list[Draft]],
    by_locator: dict[str, Draft],
    box: Callable[[str, int], Sequence[float] | None],
) -> bool:
    """Whether the next row of ``row``'s table draws its words right of ``cell``'s."""
    table = enclosing(row, by_locator, Role.TABLE)
    rows = [r for r in children.get(table.locator, []) if r.role is Role.ROW] if table else []
    if row not in rows or rows[-1] is row:
        return False
    after = rows[rows.index(row) + 1]
    cells = [c for c in children.get(row.locator, []) if c.role is Role.CELL]
    below = [c for c in children.get(after.locator, []) if c.role is Role.CELL]
    at = cells.index(cell) if cell in cells else -1
    if at < 0 or at >= len(below) or below[at].bid is None:
        return False
    here = words_x(doc, cell.bid or 0, s, lambda b: box(cell.sid, b))
    there = words_x(doc, below[at].bid or 0, s, lambda b: box(cell.sid, b))
    return here is not None and there is not None and there > here + _INDENT
