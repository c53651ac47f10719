"""An element that only holds a control and lends it its words is no control of its own.

A settings list draws a row holding a switch: ``<x-list-item nonclickable
headline="Offline sync">`` around ``<x-switch>``. The library still listens on the row
(for its ripple), so the read took it for something to press and read ``clickable
Offline sync`` over ``switch Offline sync``: the same words twice, the first a line whose
press does nothing. A clickable row of the same list is focusable (``tabindex=0``) and
draws a pointer cursor.

A custom element (a web component's item, its words drawn by its shadow root) of no
role, clickable, that cannot take the focus, whose own cursor is not a pointer, and
which holds a control named by its very words (words the tree did not name it by), goes:
the control reads once, and what the element held moves up to its place. A plain
``<div>`` holding a check box and its ``<label>`` (Fomantic-UI's ``ui checkbox``) is that
box's face, which the box needs to be pressed: it stays.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import first_entries
from handrail.backends.browser.passes.kinds import children_of
from handrail.backends.browser.passes.looks.classlooks import snapshot_docs
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["without_control_holders"]

_CURSOR = 0
"""Where ``cursor`` is in a node's snapshot styles (:data:`layout.SNAPSHOT_STYLES`)."""
_NO_ROLE = frozenset({Role.GENERIC, Role.GROUP, Role.SECTION, Role.UNKNOWN, Role.LISTITEM})
_DOWN = 4
"""How many drafts down from the holder its control may be."""


def _named_control(d: Draft, children: dict[str, list[Draft]]) -> bool:
    """Whether ``d`` holds, a few drafts down, a control reading ``d``'s words."""
    words = d.name.split()
    todo = [(k, 1) for k in children.get(d.locator, ())]
    while todo:
        k, depth = todo.pop()
        if k.role in INTERACTIVE_ROLES and k.name.split() == words:
            # Named by the read from its holder's words, the tree naming it nothing.
            return not str((k.named or {}).get("value") or "").strip()
        if depth < _DOWN:
            todo.extend((g, depth + 1) for g in children.get(k.locator, ()))
    return False


def without_control_holders(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` without the unfocusable holders lending their words to their control."""
    holders = [
        d
        for d in drafts
        if d.role in _NO_ROLE
        and State.CLICKABLE in d.states
        and State.FOCUSABLE not in d.states
        and d.bid is not None
        and d.name.strip()
    ]
    if not holders:
        return drafts
    children = children_of(drafts)
    wanted: dict[str, dict[int, Draft]] = {}
    for d in holders:
        if d.bid is not None and _named_control(d, children):
            wanted.setdefault(d.sid, {})[d.bid] = d
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        lay = doc.doc.get("layout", {})
        styles = first_entries(lay.get("nodeIndex", []), lay.get("styles", []))
        for i in hits:
            st = styles.get(i)
            if not st or s(st[_CURSOR]) == "pointer" or "-" not in s(doc.names[i]):
                continue
            d = found[doc.bids[i]]
            gone.add(d.locator)
            moved[d.locator] = d.parent
    return drop(drafts, gone, moved) if gone else drafts
