"""A drop-down drawn as a box around a transparent combobox is valued by the box's words.

Ant Design's Select and Cascader (``rc-select``) draw a box (``.ant-select-selector``,
pressed through the handler React keeps at its root, so only its cursor says it is
clickable) holding a transparent read-only ``<input role=combobox>`` and, beside it,
the choice (``<span class=ant-select-selection-item>Office chair</span>``) or the
placeholder drawn over it. Chromium reads ``clickable Office chair`` holding an empty
``covered combobox Category``, and a live region of no size repeating the choice. The
box goes and its words are the combobox's value (a placeholder's are not):
``combobox Category = Office chair``; the repeat goes too. A press on the combobox
lands on those words, which are its own (``perform.py``, ``covered.py``).

Its open list is drawn as items with no role (``suggestions.py`` reads them as
options) beside a ``role=option`` copy of some in a ``listbox`` of no size, which no
person sees: that copy goes (:func:`without_unseen_lists`).
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.passes.looks.classlooks import class_of, string_at
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["valued_by_face", "without_unseen_lists"]

_TINY = 1.5
"""A box at most this wide or high (px) shows nothing: a live region's repeat."""


def _placeholders(snap: dict[str, Any] | None) -> set[int]:
    """The nodes whose class names a placeholder (``ant-select-selection-placeholder``)."""
    out: set[int] = set()
    if snap is None:
        return out
    s = string_at(snap.get("strings", []))
    for doc in snap.get("documents", []):
        nodes = doc.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        for i, b in enumerate(bids):
            if "placeholder" in class_of(attrs, i, s).lower():
                out.add(b)
    return out


_ARROW_LEVELS = 3
"""Levels below the drop-down's element at which its arrow may be drawn."""


def _arrows(
    box: Draft,
    siblings: list[Draft],
    by_parent: dict[str | None, list[Draft]],
    layout: SessionLayout,
) -> set[str]:
    """The unnamed clickable parts drawn beside ``box`` in the drop-down's element (its arrow).

    ``.ant-select-arrow`` lies beside the box in ``.ant-select``, takes no press
    (``pointer-events: none``) and read ``clickable covered (icon: down select suffix)``.
    """
    outer = layout.parent(box.bid) if box.bid is not None else None
    out: set[str] = set()
    for k in siblings:
        plain = k is not box and not k.name.strip() and k.role not in INTERACTIVE_ROLES
        if not plain or State.CLICKABLE not in k.states or k.bid is None or outer is None:
            continue
        if any(c.role in INTERACTIVE_ROLES for c in by_parent.get(k.locator, [])):
            continue
        node = layout.parent(k.bid)
        for _ in range(_ARROW_LEVELS):
            if node == outer:
                out.add(k.locator)
                out.update(c.locator for c in by_parent.get(k.locator, []))
                break
            node = layout.parent(node) if node is not None else None
    return out


def valued_by_face(
    drafts: list[Draft],
    layouts: dict[str, SessionLayout],
    snaps: dict[str, dict[str, Any]],
) -> list[Draft]:
    """``drafts`` without the clickable boxes drawn around an empty combobox.

    A clickable element with no role whose only draft inside is an empty combobox (its
    own child) goes; its words become the combobox's value unless a placeholder draws
    them, and a text of no size beside it repeating them goes too.
    """
    by_parent: dict[str | None, list[Draft]] = {}
    for d in drafts:
        by_parent.setdefault(d.parent, []).append(d)
    by_locator = {d.locator: d for d in drafts}
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    placeholders: dict[str, set[int]] = {}
    for d in drafts:
        box = by_locator.get(d.parent) if d.parent is not None else None
        if d.role is not Role.COMBOBOX or (d.value or "").strip() or box is None:
            continue
        if box.role in INTERACTIVE_ROLES or State.CLICKABLE not in box.states:
            continue
        if by_parent.get(box.locator, []) != [d] or box.bid is None:
            continue
        layout = layouts.get(box.sid)
        if layout is None:
            continue
        shown = " ".join(box.name.split())
        if box.sid not in placeholders:
            placeholders[box.sid] = _placeholders(snaps.get(box.sid))
        marks = placeholders[box.sid]
        drawn_by_placeholder = any(layout.within(p, box.bid) for p in marks)
        gone.add(box.locator)
        moved[box.locator] = box.parent
        gone.update(_arrows(box, by_parent.get(box.parent, []), by_parent, layout))
        if not shown or shown == " ".join(d.name.split()) or drawn_by_placeholder:
            continue
        d.value = shown
        for k in by_parent.get(box.parent, []):
            inside = by_parent.get(k.locator, [])
            words = k.name or " ".join(c.name for c in inside)
            if k is box or k.role in INTERACTIVE_ROLES or " ".join(words.split()) != shown:
                continue
            raw = layout.raw.get(k.bid) if k.bid is not None else None
            if (raw is None or min(raw[2], raw[3]) <= _TINY) and not any(
                by_parent.get(c.locator) for c in inside
            ):
                gone.add(k.locator)  # a live region's repeat of the choice
                gone.update(c.locator for c in inside)
    return drop(drafts, gone, moved) if gone else drafts


def without_unseen_lists(drafts: list[Draft], layouts: dict[str, SessionLayout]) -> list[Draft]:
    """``drafts`` without the lists of options laid out with no size (and their options).

    A list whose own box has no size but whose options are drawn with one (Material
    Web's select opens its options in a ``popover`` that overflows a menu element of no
    height) is seen: it stays.
    """
    gone: set[str] = set()
    seen: set[str] = set()
    """Lists of no size holding an option drawn with a size."""
    top: dict[str, str] = {}
    """Locator of a draft inside a list of no size -> that list's."""
    for d in drafts:
        layout = layouts.get(d.sid)
        raw = layout.raw.get(d.bid) if layout is not None and d.bid is not None else None
        sized = raw is not None and min(raw[2], raw[3]) > _TINY
        if d.parent in gone or d.parent in top:
            gone.add(d.locator)
            top[d.locator] = top.get(d.parent or "", d.parent or "")
            if d.role is Role.OPTION and sized:
                seen.add(top[d.locator])
            continue
        if d.role is Role.LISTBOX and raw is not None and not sized:
            gone.add(d.locator)
    gone -= seen
    gone = {g for g in gone if top.get(g) not in seen}
    if not gone:
        return drafts
    held = [d for d in drafts if d.parent in gone and d.role is not Role.OPTION]
    if any(d.role in INTERACTIVE_ROLES for d in held):
        return drafts  # holding more than options: not the copy
    return [d for d in drafts if d.locator not in gone]
