"""A text field laid over a table's cell is named by the cell's column.

A grid opens its cell editor as a field of its own drawn over the cell (TOAST UI Grid's
``div.tui-grid-layer-editing`` beside the tables, holding an ``<input>``), which Chromium
names nothing: ``focused textbox = Alice``. A person reads it by the header of the column
it covers, and so is it named: ``textbox Customer = Alice``. The field is an unnamed
text field or combo box whose centre lies in a cell's box, drawn apart from it (not
inside it: a field a cell holds is the cell's row's to name); the column's header is the
nearest column header above that cell whose box spans the field's centre across.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["named_by_column"]

_FIELDS = frozenset({Role.TEXTBOX, Role.COMBOBOX, Role.SPINBUTTON})
_CELLS = frozenset({Role.CELL, Role.ROWHEADER})
_SLACK = 2.0
"""How far (px) a header's bottom may lie below the cell's top (a shared border)."""

Box = Callable[[str, int], Sequence[float] | None]


def named_by_column(drafts: list[Draft], placeheld: dict[str, str], box: Box) -> None:
    """Name each unnamed field drawn over a table's cell by that cell's column header."""
    fields = [
        d
        for d in drafts
        if d.role in _FIELDS
        and d.bid is not None
        and not d.name.strip()
        and d.locator not in placeheld
    ]
    if not fields:
        return
    cells = [d for d in drafts if d.role in _CELLS and d.bid is not None]
    held = _in_cells(drafts)
    headers = [d for d in drafts if d.role is Role.COLUMNHEADER and d.bid is not None]
    if not cells or not headers:
        return
    for f in fields:
        assert f.bid is not None
        if f.locator in held:
            continue
        own = box(f.sid, f.bid)
        if own is None or len(own) < 4 or min(own[2], own[3]) <= 0:
            continue
        cx, cy = own[0] + own[2] / 2, own[1] + own[3] / 2
        cell = _around(cells, f.sid, cx, cy, box)
        if cell is None:
            continue
        name = _column(headers, f.sid, cx, cell[1], box)
        if name:
            f.name = name


def _in_cells(drafts: list[Draft]) -> set[str]:
    """The locators of the drafts inside a cell (at any depth)."""
    kind = {d.locator: d.role for d in drafts}
    parent = {d.locator: d.parent for d in drafts}
    out: set[str] = set()
    for d in drafts:
        up = d.parent
        while up is not None:
            if kind.get(up) in _CELLS:
                out.add(d.locator)
                break
            up = parent.get(up)
    return out


def _around(cells: list[Draft], sid: str, cx: float, cy: float, box: Box) -> Sequence[float] | None:
    """The box of the smallest cell of session ``sid`` holding the point."""
    best: Sequence[float] | None = None
    for c in cells:
        assert c.bid is not None
        b = box(c.sid, c.bid) if c.sid == sid else None
        if b is None or len(b) < 4:
            continue
        inside = b[0] <= cx <= b[0] + b[2] and b[1] <= cy <= b[1] + b[3]
        if inside and (best is None or b[2] * b[3] < best[2] * best[3]):
            best = b
    return best


def _column(headers: list[Draft], sid: str, cx: float, top: float, box: Box) -> str:
    """The name of the nearest column header above ``top`` spanning ``cx`` across."""
    best: tuple[float, str] | None = None
    for h in headers:
        assert h.bid is not None
        b = box(h.sid, h.bid) if h.sid == sid else None
        name = " ".join(h.name.split())
        if b is None or len(b) < 4 or not name:
            continue
        bottom = b[1] + b[3]
        above = b[0] <= cx <= b[0] + b[2] and bottom <= top + _SLACK
        if above and (best is None or bottom > best[0]):
            best = (bottom, name)
    return best[1] if best else ""
