"""A tree item holding tree items reads ``expanded`` or ``collapsed`` when it says neither.

A tree item that holds tree items opens and shuts, whether or not it says so: Fluent UI
web components 3 set ``aria-expanded`` through ``ElementInternals`` only once the item's
children are slotted (an item shown open from the start, ``<fluent-tree-item expanded>``,
says nothing) and draw the chevron in the shadow root, so Chromium reads a plain
``treeitem Folders``. A tree item of ``drafts`` saying neither state is ``expanded`` when
a tree item is read inside it (its children are shown), else ``collapsed`` when its
element holds one the read leaves out (hidden): an element saying ``role=treeitem``, or
one of the item's own custom element (``<fluent-tree-item>`` in ``<fluent-tree-item>``).
An item holding none is a leaf and says nothing
(``tests/browser/test_browser_lib40_fluent_tree.py``). One saying ``collapsed`` while tree
items are read inside it and a class word of its element says it is open is drawn open
and reads ``expanded``: Kendo UI's PanelBar leaves ``aria-expanded="false"`` on a panel
its markup opens (``class="k-expanded"``). Without that word its items are only folding
away (Element Plus's closing transition).
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    attribute_of,
    class_of,
    snapshot_docs,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["open_tree_items"]

_DRAWN_OPEN = re.compile(r"^(?:(?:is|k)-)?(?:expanded|open)$|[-_](?:expanded|open)$")
"""A class word saying an item is drawn open (``k-expanded``, ``is-open``)."""
_SCAN = 5000
"""How many nodes after an item are looked through for a tree item inside it."""


def open_tree_items(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Mark each tree item holding tree items ``expanded`` or ``collapsed`` (in place).

    One saying ``collapsed`` that holds tree items the read shows, its class saying it is
    open, is ``expanded``.
    """
    items = {
        d.locator: d for d in drafts if d.role is Role.TREEITEM and State.EXPANDED not in d.states
    }
    if not items:
        return
    by_locator = {d.locator: d for d in drafts}
    shown: set[str] = set()
    for d in drafts:
        if d.role is not Role.TREEITEM:
            continue
        up = by_locator.get(d.parent) if d.parent else None
        while up is not None and up.role is not Role.TREEITEM:
            up = by_locator.get(up.parent) if up.parent else None
        if up is not None and up.locator in items:
            shown.add(up.locator)
    wanted: dict[str, dict[int, Draft]] = {}
    said_shut: dict[str, dict[int, Draft]] = {}
    for locator, d in items.items():
        if State.COLLAPSED in d.states:
            if locator in shown and d.bid is not None:
                said_shut.setdefault(d.sid, {})[d.bid] = d
        elif locator in shown:
            d.states.add(State.EXPANDED)
        elif d.bid is not None:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            tag = s(doc.names[i]) if i < len(doc.names) else ""
            inside = {i}
            for j in range(i + 1, min(len(doc.parents), i + _SCAN)):
                if doc.parents[j] not in inside:
                    break
                inside.add(j)
                name = s(doc.names[j]) if j < len(doc.names) else ""
                if ("-" in tag and name == tag) or attribute_of(
                    doc.attrs, j, s, "role"
                ) == "treeitem":
                    found[doc.bids[i]].states.add(State.COLLAPSED)
                    break
    for found, doc, hits, s in snapshot_docs(snaps, said_shut):
        for i in hits:
            if any(_DRAWN_OPEN.search(w) for w in class_of(doc.attrs, i, s).split()):
                d = found[doc.bids[i]]
                d.states.discard(State.COLLAPSED)
                d.states.add(State.EXPANDED)
