"""The visible part of objects that make their children on demand (``manages-descendants``).

A spreadsheet's sheet or a long tree view has an object per cell only when asked for
it: enumerating its children (``GetChildren``) makes LibreOffice Calc build a million
objects and run out of memory. Such objects are read by what is on screen instead:
with the ``Table`` interface, the cells at the top-left and bottom-right corners of
the visible box (``Component.GetAccessibleAtPoint``) give the range of rows and
columns shown, and only those cells are asked for (``GetAccessibleAt``), at most
:data:`CELL_CAP`, with the column headers; without it, the first children by index.
The summary says how much more there is (``1048576 rows, 16384 columns; 40 cells shown``).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from handrail.backends.atspi.bus import (
    ACCESSIBLE,
    COMPONENT,
    NULL_PATH,
    AtspiBus,
    CallError,
    Ref,
)
from handrail.geometry import Rect

__all__ = ["CELL_CAP", "Shown", "cell_at", "visible_children"]

TABLE = "org.a11y.atspi.Table"

CELL_CAP = 200
"""Cells of one table read at most."""
CHILD_CAP = 100
"""Children of one non-table object that manages its descendants read at most."""

_SCREEN = 0
_INSET = 3  # pixels inside the box, past grid lines and borders


@dataclass(frozen=True, slots=True, kw_only=True)
class Shown:
    """What was read of an object that manages its descendants."""

    children: list[Ref]
    summary: str
    cells: dict[Ref, tuple[int, int]] = field(default_factory=dict)
    """Each cell's row and column: toolkits hand out a new object per cell read."""


def _ref(body: Any) -> Ref | None:
    bus_name, path = str(body[0][0]), str(body[0][1])
    if not bus_name or path == NULL_PATH:
        return None
    return (bus_name, path)


async def _int(bus: AtspiBus, ref: Ref, iface: str, member: str, sig: str, args: list[Any]) -> int:
    return int((await bus.call(*ref, iface, member, sig, args))[0])


async def _cell_at(bus: AtspiBus, ref: Ref, x: int, y: int) -> tuple[int, int] | None:
    """``(row, column)`` of the cell at a screen point, or ``None`` (a header, nothing)."""
    try:
        cell = _ref(await bus.call(*ref, COMPONENT, "GetAccessibleAtPoint", "iiu", [x, y, _SCREEN]))
        if cell is None or cell == ref:
            return None
        index = await _int(bus, cell, ACCESSIBLE, "GetIndexInParent", "", [])
        row, col = await asyncio.gather(
            _int(bus, ref, TABLE, "GetRowAtIndex", "i", [index]),
            _int(bus, ref, TABLE, "GetColumnAtIndex", "i", [index]),
        )
    except CallError:
        return None
    return (row, col) if row >= 0 and col >= 0 else None


async def _range(
    bus: AtspiBus, ref: Ref, box: Rect | None, rows: int, cols: int
) -> tuple[int, int, int, int]:
    """First and last row and column on screen (the top-left corner when unknown)."""
    if box is None or box.empty:
        return 0, 0, min(rows, CELL_CAP) - 1, 0
    first, last = await asyncio.gather(
        _first_cell(bus, ref, box),
        _cell_at(bus, ref, box.right - _INSET, box.bottom - _INSET),
    )
    r0, c0 = first or (0, 0)
    if last is None:
        # Past the last row or column (a short list in a tall view): go to the ends.
        r1, c1 = rows - 1, cols - 1
    else:
        r1, c1 = last
    return r0, c0, max(r1, r0), max(c1, c0)


async def _first_cell(bus: AtspiBus, ref: Ref, box: Rect) -> tuple[int, int] | None:
    # Column headers sit at the top of a tree view: step down until a cell answers.
    for dy in (_INSET, 24, 48):
        if dy < box.h:
            found = await _cell_at(bus, ref, box.x + _INSET, box.y + dy)
            if found is not None:
                return found
    return None


async def _table(bus: AtspiBus, ref: Ref, box: Rect | None) -> Shown:
    rows, cols = await asyncio.gather(_prop_int(bus, ref, "NRows"), _prop_int(bus, ref, "NColumns"))
    if rows <= 0 or cols <= 0:
        return Shown(children=[], summary=f"{max(rows, 0)} rows; 0 cells shown")
    r0, c0, r1, c1 = await _range(bus, ref, box, rows, cols)
    c1 = min(c1, cols - 1, c0 + CELL_CAP - 1)
    width = c1 - c0 + 1
    r1 = min(r1, rows - 1, r0 + max(CELL_CAP // width, 1) - 1)
    spots = [(r, c) for r in range(r0, r1 + 1) for c in range(c0, c1 + 1)]
    replies = await bus.calls(
        [(*ref, TABLE, "GetColumnHeader", "i", [c]) for c in range(c0, c1 + 1)]
        + [(*ref, TABLE, "GetAccessibleAt", "ii", [r, c]) for r, c in spots]
    )
    found = [_ref(body) for body in replies if not isinstance(body, CallError)]
    children = list(dict.fromkeys(r for r in found if r is not None and r != ref))
    cells: dict[Ref, tuple[int, int]] = {}
    for spot, body in zip(spots, replies[width:], strict=True):
        cell = _ref(body) if not isinstance(body, CallError) else None
        if cell is not None:
            cells[cell] = spot
    summary = f"{rows} rows, {cols} columns; {len(cells)} cells shown"
    if rows == r1 - r0 + 1 and cols == width:
        summary = f"{rows} rows, {cols} columns"
    return Shown(children=children, summary=summary, cells=cells)


async def cell_at(bus: AtspiBus, table: Ref, row: int, col: int) -> Ref | None:
    """The object for one cell of ``table`` now, or ``None`` when it has none.

    Raises:
        OperationTimeout, BackendUnavailable: when the bus fails.

    """
    try:
        return _ref(await bus.call(*table, TABLE, "GetAccessibleAt", "ii", [row, col]))
    except CallError:
        return None


async def _prop_int(bus: AtspiBus, ref: Ref, name: str) -> int:
    try:
        return int(await bus.prop(ref, TABLE, name))
    except (CallError, TypeError, ValueError):
        return -1


async def visible_children(
    bus: AtspiBus, ref: Ref, *, box: Rect | None, has_table: bool, child_count: int
) -> Shown:
    """The children of a ``manages-descendants`` object worth reading, never all of them.

    Raises:
        OperationTimeout, BackendUnavailable: when the bus fails.

    """
    if has_table:
        return await _table(bus, ref, box)
    if child_count < 0:
        # Toolkit caches say -1 for "ask me": LibreOffice's document views do.
        try:
            child_count = int(await bus.prop(ref, ACCESSIBLE, "ChildCount"))
        except (CallError, TypeError, ValueError):
            child_count = 0
    n = min(max(child_count, 0), CHILD_CAP)
    replies = await bus.calls([(*ref, ACCESSIBLE, "GetChildAtIndex", "i", [i]) for i in range(n)])
    children = [r for r in (_ref(b) for b in replies if not isinstance(b, CallError)) if r]
    summary = f"{child_count} children; {len(children)} shown" if child_count > n else ""
    return Shown(children=children, summary=summary)
