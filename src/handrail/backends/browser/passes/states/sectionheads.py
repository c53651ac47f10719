"""Whether a collapsible section's header is open, by the body drawn after it.

A web component may draw a collapsible section as a header slot and a body slot in its
shadow root (mdui's ``<mdui-collapse-item>``: ``<slot class="header">`` and ``<slot
class="body">``) and keep whether it is open as its own state, said nowhere a read can
see but on the body: its class (``body active``, ``body active opened``) and its height
(none while shut). The header a page puts in it (a list item) read only ``clickable How
much space do I have?``: whether the answer shows was left unsaid.

A clickable element of no open state, the one element (up to three levels down) in an
element whose class word is ``header``, is a section's header when the first element
after that header whose class word is ``body``, ``content`` or ``panel`` is drawn to be
shut: it clips what it holds (``overflow: hidden``, to grow its height as it opens) or a
class word says it open (``active``, ``open``, ``opened``, ``expanded``, ``show``). The
header is ``expanded`` when the body is said open or has a height, else ``collapsed``.
A page's header holding its logo above its content, which does not clip, says nothing.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import first_boxes, first_entries
from handrail.backends.browser.passes.looks.classlooks import DocNodes, class_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, State

__all__ = ["section_heads"]

_UP = 3
"""How many levels above the clickable element its header may be (its shadow root's
frame, the element, the header slot)."""
_HEADER = frozenset({"header"})
_BODY = frozenset({"body", "content", "panel"})
_OPEN = frozenset({"active", "open", "opened", "expanded", "show"})
_SAID = frozenset({State.EXPANDED, State.COLLAPSED})
_OVERFLOW_Y = 2
"""Where ``overflow-y`` is in a node's snapshot styles (:data:`layout.SNAPSHOT_STYLES`)."""
_CLIPS = frozenset({"hidden", "clip"})


def _body_after(doc: DocNodes, header: int, s: Any) -> int | None:
    """The first element after ``header`` under its parent whose class word says a body."""
    parent = doc.parents[header] if header < len(doc.parents) else -1
    if parent < 0:
        return None
    kin = doc.children.get(parent, [])
    for k in kin[kin.index(header) + 1 :]:
        if _BODY & set(class_of(doc.attrs, k, s).lower().split()):
            return k
    return None


def _header_above(doc: DocNodes, i: int, s: Any) -> int | None:
    """The element of class word ``header`` that node ``i`` lies in, holding no other element."""
    up = i
    for _ in range(_UP):
        below = up
        up = doc.parents[up] if up < len(doc.parents) else -1
        if up < 0:
            return None
        if _HEADER & set(class_of(doc.attrs, up, s).lower().split()):
            held = [k for k in doc.children.get(up, []) if s(doc.names[k])[:1] != "#"]
            return up if held == [below] else None
    return None


def section_heads(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Mark each collapsible section's header ``expanded`` or ``collapsed`` (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if (
            d.bid is not None
            and State.CLICKABLE in d.states
            and d.role not in INTERACTIVE_ROLES
            and not d.states & _SAID
        ):
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        lay = doc.doc.get("layout", {})
        boxes: dict[int, list[float]] | None = None
        styles: dict[int, list[int]] | None = None
        for i in hits:
            header = _header_above(doc, i, s)
            body = None if header is None else _body_after(doc, header, s)
            if body is None:
                continue
            if boxes is None or styles is None:
                boxes = first_boxes(lay)
                styles = first_entries(lay.get("nodeIndex", []), lay.get("styles", []))
            said = bool(set(class_of(doc.attrs, body, s).lower().split()) & _OPEN)
            st = styles.get(body) or []
            if not said and (len(st) <= _OVERFLOW_Y or s(st[_OVERFLOW_Y]) not in _CLIPS):
                continue
            box = boxes.get(body)
            shown = said or (box is not None and box[3] > 0)
            found[doc.bids[i]].states.add(State.EXPANDED if shown else State.COLLAPSED)
