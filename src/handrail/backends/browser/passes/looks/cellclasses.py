"""Class names a table cell is drawn by: no word of what the cell shows.

A grid names its cell's class after the cell and its parts and looks after that class
(TOAST UI Grid's ``td.tui-grid-cell.tui-grid-cell-editable`` holding
``div.tui-grid-cell-content``; ``ag-cell``, ``ag-cell-value`` alike). Read as an icon hint,
an empty editable cell read ``cell (icon: tui grid cell input editable content)``.
:func:`cell_bases` finds the cell's own classes naming a cell; :func:`drawn_by_cell`
tells a class made from one of them, in the cell or inside it, which says how the cell
is drawn (an icon's own class inside, ``fa-check``, still names what it shows).
"""

from __future__ import annotations

import re

__all__ = ["cell_bases", "drawn_by_cell"]

_CELL_TAGS = frozenset({"TD", "TH"})
_CELL_ROLES = frozenset({"cell", "gridcell", "columnheader", "rowheader"})
_CELL_WORDS = frozenset({"cell", "td", "th"})
_SEGMENTS = re.compile(r"[-_]+")


def cell_bases(tag: str, role: str, classes: str) -> tuple[str, ...]:
    """The classes of a table cell (``tag``, ``role``) that name it as a cell.

    ``tui-grid-cell`` of ``tui-grid-cell tui-grid-cell-editable``: a class whose last
    word is *cell*; ``()`` for a node that is no cell or has no such class.
    """
    if tag not in _CELL_TAGS and role not in _CELL_ROLES:
        return ()
    out = []
    for token in classes.split():
        words = [w for w in _SEGMENTS.split(token.lower()) if w]
        if words and words[-1] in _CELL_WORDS:
            out.append(token)
    return tuple(out)


def drawn_by_cell(token: str, bases: tuple[str, ...]) -> bool:
    """Whether class ``token`` is one of ``bases`` or made from one (``base-content``)."""
    return any(
        token == b or (token.startswith(b) and token[len(b) : len(b) + 1] in ("-", "_"))
        for b in bases
    )
