"""A field named only by its placeholder takes the caption of the form item around it.

A form library draws each item as a caption beside a wrapper holding the field with its
icons or buttons (Naive UI's ``<label class=n-form-item-label>Max items</label><div
class=n-form-item-blank>`` around ``<div class=n-input-number>`` … ``<input
placeholder="Please Input">`` and its +/- buttons). The ``<label>`` has no ``for`` and
does not hold the field, so Chromium names the field by its placeholder; a person reads
the caption. Climbing from the field through its wrappers, while each holds no other
field and has no element before it, the first wrapper with an element before it is the
item's body: a ``<label>`` there (or an element a class names a label) with no ``for``
and a short text names the field (``besidetext.py`` takes a caption right before a
wrapper holding the field alone; these wrappers hold its buttons too).

A field left unnamed takes it too: Naive UI's ``n-select`` is a ``<div tabindex=0>``
(``drawnselects.py`` reads it as a combobox), whose placeholder Chromium takes as no
name; with the caption over it (``n-form``'s default) nothing beside it names it, and
it read ``combobox (icon: Role)``, its placeholder's words as an icon's.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.axdrafts import by_placeholder
from handrail.backends.browser.passes.looks.classlooks import (
    DocNodes,
    attribute_of,
    class_of,
    string_at,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["named_by_item_caption"]

_FIELDS = frozenset({Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX, Role.SPINBUTTON})
_FIELD_TAGS = frozenset({"INPUT", "SELECT", "TEXTAREA"})
_UP = 6
"""Wrappers a field may sit in below its item's body."""
_CAPTION_CHARS = 40


def _is_label(n: DocNodes, i: int, s: Any) -> bool:
    """Whether node ``i`` is a ``<label>`` (or classed a label) labelling no other control."""
    if attribute_of(n.attrs, i, s, "for"):
        return False
    if s(n.names[i]) == "LABEL":
        return True
    words = class_of(n.attrs, i, s).split()
    return any(w == "label" or w.endswith(("-label", "__label")) for w in words)


def _end(n: DocNodes, top: int) -> int:
    """The index after the last node under ``top`` (a subtree follows it in document order)."""
    end = top + 1
    inside = {top}
    while end < len(n.parents) and n.parents[end] in inside:
        inside.add(end)
        end += 1
    return end


def _text(n: DocNodes, top: int, s: Any) -> str:
    """The words of the nodes under ``top``."""
    parts = (s(n.values[k]) for k in range(top + 1, _end(n, top)) if s(n.names[k]) == "#text")
    return " ".join(" ".join(parts).split())


def _caption(n: DocNodes, field: int, s: Any) -> str:
    """The caption of the form item around node ``field``, or ``""``."""
    kids = n.children
    at = field
    own = range(field, _end(n, field))  # a drawn select's own filter input is no other field
    for _ in range(_UP):
        up = n.parents[at] if at < len(n.parents) else -1
        if up < 0:
            return ""
        sibs = [k for k in kids.get(up, []) if s(n.names[k]) not in ("#text", "#comment")]
        before = [k for k in sibs if k < at]
        if before:
            j = before[-1]
            if not _is_label(n, j, s):
                return ""
            words = _text(n, j, s).rstrip(":*").strip()
            return words if 0 < len(words) <= _CAPTION_CHARS else ""
        at = up
        # The wrapper holds no other field: the caption beside it is this field's.
        others = (k for k in range(at + 1, _end(n, at)) if k not in own and _field(n, k, s))
        if any(others):
            return ""
    return ""


def _field(n: DocNodes, k: int, s: Any) -> bool:
    """Whether node ``k`` is a field a person fills (no hidden input)."""
    if s(n.names[k]) not in _FIELD_TAGS:
        return False
    return attribute_of(n.attrs, k, s, "type").lower() != "hidden"


def named_by_item_caption(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Name the fields still named by their placeholder, or unnamed, by their item's caption."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role not in _FIELDS or d.bid is None:
            continue
        if not d.name.strip():
            wanted.setdefault(d.sid, {})[d.bid] = d  # a drawn select showing its placeholder
            continue
        if not by_placeholder(d.named):
            continue
        said = " ".join(str(((d.named or {}).get("value")) or "").split())
        if said and " ".join(d.name.split()) == said:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for sid, fields in wanted.items():
        snap = snaps.get(sid, {})
        s = string_at(snap.get("strings", []))
        for doc in snap.get("documents", []):
            n = DocNodes.of(doc)
            for i, b in enumerate(n.bids):
                field = fields.get(b)
                words = _caption(n, i, s) if field is not None else ""
                if field is not None and words:
                    field.name = words
