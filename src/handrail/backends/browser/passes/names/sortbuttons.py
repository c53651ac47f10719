"""A sort button in each column's header, told by its column; its order, the header's.

Grid.js puts ``<button class="gridjs-sort gridjs-sort-neutral" aria-label="Sort column
ascending">`` in every sortable header: four lines ``button Sort column ascending``
that only the tree's nesting tells apart. A button in a column header, in a row where
other headers hold buttons too, is named with its header's words first (``Total: Sort
column ascending``, and ``Total: Sort column descending`` once sorted), as DataTables
names its own (``Name: Activate to sort``); a name that says its column already is left.
A header's control with no name whose class names a sort (TOAST UI Grid's bare
``<a class="tui-grid-btn-sorting">``, read ``link (icon: tui grid sorting)``) is named
``Sort by`` its column.

Grid.js says which column the rows are sorted by only by that button's class
(``gridjs-sort-asc``, ``gridjs-sort-desc``), some tables by the header's own
(``sorting_asc``, ``sorted-desc``; w2ui's ``w2ui-sort-up``, an arrow's way up for
ascending, as Font Awesome's ``fa-sort-up`` draws it), Naive UI's only by the sort icon
inside the header (``n-data-table-sorter--desc``): the header takes ``ascending`` or
``descending``, unless the page says it by ``aria-sort``; an icon inside it counts only
when the icons there say one order.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    DocNodes,
    class_of,
    snapshot_docs,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["told_sort_buttons"]

_ORDER = re.compile(
    r"(?:^|[-_])sort(?:ed|ing|er)?[-_]+(asc|desc|up|down)(?:ending)?$", re.IGNORECASE
)
"""A class word saying which way a column is sorted (``gridjs-sort-asc``, ``sorting_desc``,
``n-data-table-sorter--asc``)."""
_INSIDE = 12
"""Nodes inside a header looked through for the sort icon saying its order."""
_ORDERS = {
    "asc": State.ASCENDING,
    "up": State.ASCENDING,
    "desc": State.DESCENDING,
    "down": State.DESCENDING,
}
_SORT = re.compile(r"(?:^|[-_])sort(?:ing|able|er)?(?:$|[-_])", re.IGNORECASE)
"""A class word naming a sort control (``tui-grid-btn-sorting``, ``sort-button``)."""
_CONTROLS = frozenset({Role.BUTTON, Role.LINK})
_SAID = frozenset({State.ASCENDING, State.DESCENDING})


def told_sort_buttons(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Name each header's button by its column; mark a sorted column (in place)."""
    headers = {d.locator: d for d in drafts if d.role is Role.COLUMNHEADER}
    if not headers:
        return
    buttons = [d for d in drafts if d.role is Role.BUTTON and d.parent in headers]
    bare = _bare_sorters(drafts, headers, snaps)
    for b in bare:
        column = _column_words(headers[b.parent or ""].name, buttons)
        if column:
            b.name = f"Sort by {column}"
    rows: dict[str | None, set[str]] = {}
    for b in buttons:
        rows.setdefault(headers[b.parent or ""].parent, set()).add(b.parent or "")
    for b in buttons:
        name = " ".join(b.name.split())
        column = _column_words(headers[b.parent or ""].name, buttons)
        told = len(rows.get(headers[b.parent or ""].parent, ())) > 1
        if name and column and told and column.casefold() not in name.casefold():
            b.name = f"{column}: {name}"
            headers[b.parent or ""].name = column
    _sorted_headers(headers, [*buttons, *bare], snaps)


def _bare_sorters(
    drafts: list[Draft], headers: dict[str, Draft], snaps: dict[str, dict[str, Any]]
) -> list[Draft]:
    """The unnamed links or buttons right in a column header whose class names a sort."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role in _CONTROLS and d.parent in headers and not d.name.strip() and d.bid:
            wanted.setdefault(d.sid, {})[d.bid] = d
    if not wanted:
        return []
    found: list[Draft] = []
    for got, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            if any(_SORT.search(w) for w in class_of(doc.attrs, i, s).split()):
                found.append(got[doc.bids[i]])
    return found


def _column_words(header: str, buttons: list[Draft]) -> str:
    """A header's words less its buttons' names (Chromium names it by all of its text)."""
    words = " ".join(header.split())
    for b in buttons:
        said = " ".join(b.name.split())
        if said and words.endswith(" " + said):
            words = words[: -len(said) - 1].rstrip()
    return words


def _sorted_headers(
    headers: dict[str, Draft], buttons: list[Draft], snaps: dict[str, dict[str, Any]]
) -> None:
    """Give a header the order its own class or its buttons' says, where ARIA does not."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in [*headers.values(), *buttons]:
        if d.bid is not None and d.sid in snaps:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            d = found[doc.bids[i]]
            header = headers.get(d.parent or "") if d.role in _CONTROLS else d
            if header is None or header.states & _SAID or _aria_sorted(doc.attrs, i, s):
                continue
            order = _order(class_of(doc.attrs, i, s))
            if order is None and d is header:
                order = _drawn_order(doc, i, s)
            if order is not None:
                header.states.add(order)


def _order(classes: str) -> State | None:
    """The order the first class word saying one says."""
    for w in classes.split():
        m = _ORDER.search(w)
        if m is not None:
            return _ORDERS[m.group(1).lower()]
    return None


def _drawn_order(doc: DocNodes, i: int, s: Any) -> State | None:
    """The one order the elements inside header ``i`` say by their class (its sort icon).

    Naive UI draws it only so: ``<span class="n-data-table-sorter
    n-data-table-sorter--desc">`` among the header's words. Two icons saying two orders
    (both arrows drawn, the lit one told by colour) say none.
    """
    seen: set[State] = set()
    todo = list(doc.children.get(i, ()))
    looked = 0
    while todo and looked < _INSIDE:
        j = todo.pop(0)
        looked += 1
        order = _order(class_of(doc.attrs, j, s))
        if order is not None:
            seen.add(order)
        todo.extend(doc.children.get(j, ()))
    return seen.pop() if len(seen) == 1 else None


def _aria_sorted(attrs: list[list[int]], i: int, s: Any) -> bool:
    """Whether node ``i`` says its order by ``aria-sort`` itself."""
    pairs = attrs[i] if i < len(attrs) else []
    return any(s(pairs[k]) == "aria-sort" for k in range(0, len(pairs) - 1, 2))
