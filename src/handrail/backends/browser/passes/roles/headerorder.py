"""A grid's header row drawn above its records reads before them.

w2ui draws its column headers in a table of their own placed after the records' table in
the page (``div.w2ui-grid-records`` before ``div.w2ui-grid-columns``) and lays it over
them at the top: the read, in the page's order, gave the headers after the last record,
so a person reading down met the records before what their columns are.

A row of column headers only (:mod:`headerrows` names one Chromium left unnamed) that
comes after a row drawn below it (its top at or past the header row's bottom, the two
sharing some width) under a common element at most :data:`_UP` elements up reads, with
the part of that element holding it, right before the part holding that row.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from handrail.backends.browser.passes.kinds import children_of
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["headers_first"]

_UP = 5
"""How many elements up from a header row the element it shares with its records may be."""
_SLACK = 2.0
"""How many pixels a record's top may lie above the header row's bottom."""


def _chain(d: Draft, by_locator: dict[str, Draft]) -> list[str]:
    """``d``'s locator and those of up to :data:`_UP` elements above it, nearest first."""
    out = [d.locator]
    up = d.parent
    while up is not None and len(out) <= _UP:
        out.append(up)
        above = by_locator.get(up)
        up = above.parent if above is not None else None
    return out


def _below(head: Sequence[float], row: Sequence[float]) -> bool:
    """Whether box ``row`` is drawn below box ``head``, the two sharing some width."""
    if len(head) < 4 or len(row) < 4:
        return False
    shared = min(head[0] + head[2], row[0] + row[2]) - max(head[0], row[0])
    return shared > 0 and row[1] >= head[1] + head[3] - _SLACK


def headers_first(
    drafts: list[Draft], box: Callable[[str, int], Sequence[float] | None]
) -> list[Draft] | None:
    """The drafts with each header row drawn above earlier records moved before them."""
    children = None
    heads: list[Draft] = []
    for d in drafts:
        if d.role is Role.ROW and d.bid is not None:
            children = children if children is not None else children_of(drafts)
            cells = children.get(d.locator, [])
            if cells and all(c.role is Role.COLUMNHEADER for c in cells):
                heads.append(d)
    if not heads:
        return None
    out = list(drafts)
    moved = False
    for head in heads:
        by_locator = {d.locator: d for d in out}
        at = out.index(head)
        hb = box(head.sid, head.bid or 0)
        if hb is None:
            continue
        first = next(
            (
                q
                for q in out[:at]
                if q.role is Role.ROW
                and q.bid is not None
                and q.sid == head.sid
                and (qb := box(q.sid, q.bid)) is not None
                and _below(hb, qb)
            ),
            None,
        )
        if first is None:
            continue
        ours, theirs = _chain(head, by_locator), _chain(first, by_locator)
        common = next((u for u in ours[1:] if u in theirs), None)
        if common is None:
            continue
        start = by_locator[ours[ours.index(common) - 1]]
        before = by_locator[theirs[theirs.index(common) - 1]]
        i = out.index(start)
        inside, j = {start.locator}, i + 1
        while j < len(out) and out[j].parent in inside:
            inside.add(out[j].locator)
            j += 1
        block = out[i:j]
        del out[i:j]
        k = out.index(before)
        out[k:k] = block
        moved = True
    return out if moved else None
