"""A column header that does not sort, among headers that do, is no control.

DataTables listens for a press on every ``<th>`` of its head, but draws a sort button
(``<div role=button aria-label="Name: Activate to sort">``) only in a column that sorts;
a column made with ``orderable: false`` (*Actions*) holds none, and a press on it only
moves the focus: Chromium's listener made it ``clickable columnheader Actions`` beside
headers that really sort. In a row of headers where some hold a sort button, a header
holding no button, with no sort state and no ``aria-sort`` of its own, loses
``clickable``; the headers that sort keep it and their order.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import string_at, wanted_nodes
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["unsorted_headers"]

_SAID = frozenset({State.ASCENDING, State.DESCENDING})


def _sort_said(snap: dict[str, Any], bids: set[int]) -> set[int]:
    """Those of ``bids`` (backend node ids) with an ``aria-sort`` attribute, any value."""
    out: set[int] = set()
    s = string_at(snap.get("strings", []))
    for doc, hits in wanted_nodes(snap, bids):
        for i in hits:
            pairs = doc.attrs[i] if i < len(doc.attrs) else []
            if any(s(pairs[k]) == "aria-sort" for k in range(0, len(pairs) - 1, 2)):
                out.add(doc.bids[i])
    return out


def unsorted_headers(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Headers with no sort button beside headers holding one lose ``clickable`` (in place)."""
    headers = {d.locator: d for d in drafts if d.role is Role.COLUMNHEADER}
    if not headers:
        return
    holding = {d.parent for d in drafts if d.role is Role.BUTTON and d.parent in headers}
    rows: dict[str | None, list[Draft]] = {}
    for h in headers.values():
        rows.setdefault(h.parent, []).append(h)
    plain: list[Draft] = []
    for row in rows.values():
        if any(h.locator in holding for h in row):
            plain += [
                h
                for h in row
                if h.locator not in holding
                and State.CLICKABLE in h.states
                and not h.states & _SAID
                and h.bid is not None
            ]
    for sid in {h.sid for h in plain}:
        snap = snaps.get(sid)
        if snap is None:
            continue
        mine = [h for h in plain if h.sid == sid]
        said = _sort_said(snap, {h.bid for h in mine if h.bid is not None})
        for h in mine:
            if h.bid not in said:
                h.states.discard(State.CLICKABLE)
