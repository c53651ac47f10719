"""A box one can tab to so that keys scroll it is no control to press.

A dialog's or a panel's content box that scrolls (``overflow: auto`` or ``scroll``) is
often given ``tabindex=0`` so that a keyboard can scroll it (Kendo UI's Dialog puts the
focus on its ``k-dialog-content`` as it opens). The read takes a focusable element of no
role for something to operate, so the question the dialog asks read ``focused clickable
Delete this record?``. Such a box, holding no control the read shows, with no click
listener of its own and no pointer cursor, is a text: it loses ``clickable``.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import first_entries
from handrail.backends.browser.passes.kinds import children_of
from handrail.backends.browser.passes.looks.classlooks import snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["unpressed_scroll_boxes"]

_CURSOR, _OVERFLOW_X, _OVERFLOW_Y = 0, 1, 2
"""Where ``cursor`` and ``overflow-x``/``-y`` are in a node's snapshot styles
(:data:`layout.SNAPSHOT_STYLES`)."""
_SCROLLS = ("auto", "scroll")
_NO_ROLE = frozenset({Role.GENERIC, Role.GROUP, Role.SECTION})


def _holds_control(d: Draft, children: dict[str, list[Draft]]) -> bool:
    todo = list(children.get(d.locator, ()))
    while todo:
        k = todo.pop()
        if k.role in INTERACTIVE_ROLES or State.CLICKABLE in k.states:
            return True
        todo.extend(children.get(k.locator, ()))
    return False


def unpressed_scroll_boxes(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Each focusable scrolling box of ``drafts`` holding no control made unclickable."""
    boxes = [
        d
        for d in drafts
        if d.role in _NO_ROLE
        and {State.CLICKABLE, State.FOCUSABLE} <= d.states
        and d.bid is not None
    ]
    if not boxes:
        return
    children = children_of(drafts)
    wanted: dict[str, dict[int, Draft]] = {}
    for d in boxes:
        if d.bid is not None and not _holds_control(d, children):
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        lay = doc.doc.get("layout", {})
        styles = first_entries(lay.get("nodeIndex", []), lay.get("styles", []))
        listened = set(doc.doc.get("nodes", {}).get("isClickable", {}).get("index", []))
        for i in hits:
            st = styles.get(i)
            if i in listened or not st or len(st) <= _OVERFLOW_Y:
                continue
            if s(st[_CURSOR]) == "pointer":
                continue
            if s(st[_OVERFLOW_X]) in _SCROLLS or s(st[_OVERFLOW_Y]) in _SCROLLS:
                found[doc.bids[i]].states.discard(State.CLICKABLE)
