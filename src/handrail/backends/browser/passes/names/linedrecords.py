"""A row's lone check box drawn in a table beside its record's, named by that record.

Grids that keep a column in place while the rest scrolls draw it as a table of its own
beside the records' table: w2ui puts each row's select box in a "frozen" table, one
row per record, lined up with the record's row in the other table. Chromium reads the
boxes apart from their records, unnamed (``checkbox (icon: grid select check)``), so a
box's line says nothing of what it selects.

An unnamed check box (or radio button) alone in a row with no words, in one table, is
named by the row of another table on the same line that has words: by that row's
header, else its first cell whose words are more than a number (an id or a line number
is no record's title): ``checkbox Ana Ruiz``. A row whose only words are numbers counts
as wordless: TOAST UI Grid keeps the line number (``2``) and a frozen id column
(``1001``) in the box's table. A row of column headers names none; a line with more
than one such row is left as it is.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from handrail.backends.browser.passes.kinds import children_of, enclosing
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["lined_records"]

_TOGGLES = frozenset({Role.CHECKBOX, Role.RADIO})
_CELLS = frozenset({Role.CELL, Role.ROWHEADER, Role.COLUMNHEADER})


def lined_records(drafts: list[Draft], box: Callable[[str, int], Sequence[float] | None]) -> None:
    """Name each unnamed lone box of a wordless row by the record on its line (in place)."""
    if not any(d.role in _TOGGLES and not d.name.strip() for d in drafts):
        return
    by_locator = {d.locator: d for d in drafts}
    children = children_of(drafts)
    rows = [d for d in drafts if d.role is Role.ROW and d.bid is not None]
    titled = [
        (r, t, enclosing(r, by_locator, Role.TABLE)) for r in rows if (t := _title(r, children))
    ]
    if not titled:
        return
    for d in drafts:
        if d.role not in _TOGGLES or d.name.strip():
            continue
        row = _row_of(d, by_locator, children)
        if row is None or row.bid is None:
            continue
        here = box(row.sid, row.bid)
        table = enclosing(row, by_locator, Role.TABLE)
        if here is None or len(here) < 4 or table is None:
            continue
        lined = [
            title
            for r, title, other in titled
            if r.sid == row.sid
            and other not in (None, table)
            and _same_line(here, box(r.sid, r.bid or 0))
        ]
        if len(lined) == 1:
            d.name = lined[0]


def _row_of(
    toggle: Draft, by_locator: dict[str, Draft], children: dict[str, list[Draft]]
) -> Draft | None:
    """The row ``toggle`` is alone in (directly or in a cell), if it has no words but numbers."""
    up = by_locator.get(toggle.parent or "")
    if up is not None and up.role is Role.CELL:
        up = by_locator.get(up.parent or "")
    if up is None or up.role is not Role.ROW:
        return None
    inside = [up]
    toggles = 0
    while inside:
        n = inside.pop()
        for c in children[n.locator]:
            if c.role in _TOGGLES:
                toggles += 1
            elif c.name.strip() and not _number(c.name.strip()):
                return None
            inside.append(c)
    return up if toggles == 1 else None


def _title(row: Draft, children: dict[str, list[Draft]]) -> str:
    """A record row's title: its row header, else its first cell of more than a number."""
    cells = [c for c in children[row.locator] if c.role in _CELLS]
    if not cells or any(c.role is Role.COLUMNHEADER for c in cells):
        return ""
    if any(c.role in _TOGGLES for c in children[row.locator]):
        return ""
    for c in cells:
        if c.role is Role.ROWHEADER and c.name.strip():
            return " ".join(c.name.split())
    for c in cells:
        words = " ".join(c.name.split())
        if words and not _number(words):
            return words
    return ""


def _number(words: str) -> bool:
    return all(ch.isdigit() or ch in " .,-#" for ch in words)


def _same_line(a: Sequence[float], b: Sequence[float] | None) -> bool:
    """Whether two boxes (x, y, w, h) share most of their height: one line of a grid."""
    if b is None or len(b) < 4:
        return False
    overlap = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return overlap > 0.5 * min(a[3], b[3])
