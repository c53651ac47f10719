"""A drop-down drawn by its class around a hidden form value is a combobox.

Semantic UI and Fomantic-UI draw a select as ``<div class="ui selection dropdown">``
holding ``<input type=hidden name=country>`` (the value the form sends), the choice in a
``<div class="text">`` (``default text`` while it shows a placeholder) and a ``menu`` of
``item`` divs; no element of it has a role, so Chromium reads ``clickable France`` beside
the ``Country`` caption and, once open, ``clickable France Germany Italy`` over plain
clickable items. A clickable element with no role whose class names a drop-down or a
select and that holds a hidden input (and no field of its own: a searchable one keeps its
text box) is a ``combobox``: its words, less its items', are its value unless a
placeholder class draws them (then they are its hint), its name is left to its field's
caption (``besidetext.py``), it is ``expanded`` while its items are shown, and those
items are options, ``selected`` by the one class word saying so among them
(``active``; a menu's ``selected`` without ``active`` is the keys' highlight,
``highlights.py``).

A select may send no form value at all (Naive UI's ``n-select`` draws a ``<div
class=n-base-selection>`` holding the focusable ``<div tabindex=0>`` that shows the
choice, its menu drawn elsewhere in the page): a focusable element whose own class or
its parent's names a select (``select``, ``selection``: not ``dropdown``, which a menu
button is too) reads so as well; its items, if any, are not inside it, so it gets no
expanded state. Such a select may hold buttons (Naive UI's multiple select draws its
chosen tags in its box, each with a close button, the box not clickable itself): its
tags' words are its value (``combobox Tags = Urgent, Bug``), the tags go and their
buttons read right in it. A filterable one, opened, hands the focus from its box to the
text field right in it (its box out of the tab order then): the box stays the combobox
with that field in it, not ``clickable Lisbon`` over ``focused textbox``.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.passes.looks.classlooks import (
    DocNodes,
    attribute_of,
    chosen_looks,
    class_of,
    string_at,
    wanted_nodes,
)
from handrail.backends.browser.passes.states.highlights import highlighted_items
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["classed_a_select", "drawn_selects"]

_SELECT_CLASS = re.compile(r"^(?:[a-z0-9]+[-_])*(?:dropdown|select|selection)$", re.IGNORECASE)
"""A class word naming a drop-down or a select (``dropdown``, ``ui-select``)."""
CHOOSER_CLASS = re.compile(r"^(?:[a-z0-9]+[-_])*(?:select|selection)$", re.IGNORECASE)
"""A class word naming a select, not a drop-down menu (``n-base-selection``)."""
_BARE = frozenset({Role.GENERIC, Role.GROUP})
"""What Chromium makes of a focusable element with no role (a select's box of tags)."""
_TYPED = frozenset({Role.TEXTBOX, Role.SEARCHBOX})
"""A select's filter input, focused once it is opened (``filterinputs.py``)."""
_HELD = frozenset({Role.BUTTON})
"""Controls a select sending no form value may hold (its chosen tags' close buttons)."""
_PLACEHOLDER_CLASS = re.compile(r"^default$|placeholder", re.IGNORECASE)
"""A class word saying a text is a placeholder (Semantic's ``default text``)."""


def _select_classed(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """Of ``wanted``, the nodes whose class names a drop-down or a select."""
    s = string_at(snap.get("strings", []))
    out: set[int] = set()
    for d, hits in wanted_nodes(snap, wanted):
        for i in hits:
            if any(_SELECT_CLASS.match(w) for w in class_of(d.attrs, i, s).split()):
                out.add(d.bids[i])
    return out


def _focus_selects(snap: dict[str, Any], wanted: set[int], typing: set[int]) -> set[int]:
    """Of ``wanted``, the focusable nodes whose class or their parent's names a select.

    Or one that handed the focus to the text field right in it (``typing``): a
    filterable select opened, its box out of the tab order while one types.
    """
    s = string_at(snap.get("strings", []))
    out: set[int] = set()
    for d, hits in wanted_nodes(snap, wanted):
        for i in hits:
            tab = attribute_of(d.attrs, i, s, "tabindex").strip()
            if not tab.lstrip("-").isdigit() or (int(tab) < 0 and d.bids[i] not in typing):
                continue
            if classed_a_select(d.attrs, d.parents, i, s):
                out.add(d.bids[i])
    return out


def classed_a_select(attrs: list[list[int]], parents: list[int], i: int, s: Any) -> bool:
    """Whether node ``i``'s class, or its parent's, names a select (``n-select``)."""
    up = parents[i] if i < len(parents) else -1
    words = class_of(attrs, i, s).split()
    if up >= 0:
        words += class_of(attrs, up, s).split()
    return any(CHOOSER_CLASS.match(w) for w in words)


def _marks(snap: dict[str, Any]) -> tuple[set[int], set[int]]:
    """The snapshot's hidden inputs and the nodes a class draws as a placeholder."""
    s = string_at(snap.get("strings", []))
    hidden: set[int] = set()
    held: set[int] = set()
    for doc in snap.get("documents", []):
        n = DocNodes.of(doc)
        for i, b in enumerate(n.bids):
            cls = class_of(n.attrs, i, s)
            if cls and any(_PLACEHOLDER_CLASS.search(w) for w in cls.split()):
                held.add(b)
            if i < len(n.names) and s(n.names[i]).upper() == "INPUT":
                pairs = n.attrs[i] if i < len(n.attrs) else []
                said = {s(pairs[k]): s(pairs[k + 1]) for k in range(0, len(pairs) - 1, 2)}
                if said.get("type", "").lower() == "hidden":
                    hidden.add(b)
    return hidden, held


def _value(box: Draft, items: list[Draft]) -> str:
    """``box``'s words less its items' words at their end (an open menu's)."""
    words = " ".join(box.name.split())
    for item in reversed(items):
        said = " ".join(item.name.split())
        if said and words.endswith(said):
            words = words[: len(words) - len(said)].rstrip()
    return words


def _typed_in(part: Draft, box: Draft) -> bool:
    """Whether ``part`` is the focused text field right in ``box`` (its filter, open)."""
    return part.role in _TYPED and State.FOCUSED in part.states and part.parent == box.locator


def _told_by_tags(buttons: list[Draft], tags: list[Draft], by_locator: dict[str, Draft]) -> None:
    """Name each button inside a tag by its own words and the tag's (``close Urgent``)."""
    words = {t.locator: " ".join(t.name.split()) for t in tags}
    for b in buttons:
        up = b.parent
        while up is not None and up not in words:
            d = by_locator.get(up)
            up = d.parent if d is not None else None
        said = words.get(up or "", "")
        if said and said not in b.name:
            b.name = f"{' '.join(b.name.split())} {said}".strip()


def drawn_selects(
    drafts: list[Draft],
    layouts: dict[str, SessionLayout],
    snaps: dict[str, dict[str, Any]],
) -> dict[str, str]:
    """Make the class-drawn drop-downs of ``drafts`` comboboxes and their items options.

    Returns:
        The hints of the comboboxes showing a placeholder (locator -> its words).

    """
    hints: dict[str, str] = {}
    plain = [
        d
        for d in drafts
        if (State.CLICKABLE in d.states or (State.FOCUSABLE in d.states and d.role in _BARE))
        and d.role not in INTERACTIVE_ROLES
        and d.bid is not None
        and d.sid in layouts
        and d.sid in snaps
    ]
    wanted: dict[str, set[int]] = {}
    for d in plain:
        wanted.setdefault(d.sid, set()).add(d.bid or -1)
    classed = {sid: _select_classed(snaps[sid], bids) for sid, bids in wanted.items()}
    by_locator = {d.locator: d for d in drafts}
    typing: set[int] = set()
    for d in drafts:
        if d.role in _TYPED and State.FOCUSED in d.states and d.parent in by_locator:
            typing.add(by_locator[d.parent].bid or -1)
    focused = {sid: _focus_selects(snaps[sid], bids, typing) for sid, bids in wanted.items()}
    boxes = [
        d
        for d in plain
        if d.bid in focused[d.sid] or (State.CLICKABLE in d.states and d.bid in classed[d.sid])
    ]
    if not boxes:
        return hints  # most pages: no element a class names a drop-down
    marks: dict[str, tuple[set[int], set[int]]] = {}
    inside: dict[str, list[Draft]] = {}
    for d in drafts:
        up = by_locator.get(d.parent) if d.parent is not None else None
        while up is not None:
            inside.setdefault(up.locator, []).append(d)
            up = by_locator.get(up.parent) if up.parent is not None else None
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    for box in boxes:
        layout, snap = layouts[box.sid], snaps[box.sid]
        if box.sid not in marks:
            marks[box.sid] = _marks(snap)
        hidden, held = marks[box.sid]
        if box.bid is None:
            continue
        sent = any(layout.within(h, box.bid) for h in hidden)
        if not sent and box.bid not in focused[box.sid]:
            continue
        parts = inside.get(box.locator, [])
        # A searchable drop-down: its text box is the field. A select sending no form
        # value may hold buttons: its chosen tags' close buttons (Naive UI's multiple).
        allowed = _HELD if box.bid in focused[box.sid] else frozenset()
        if any(
            p.role in INTERACTIVE_ROLES and p.role not in allowed and not _typed_in(p, box)
            for p in parts
        ):
            continue
        items = [
            p
            for p in parts
            if State.CLICKABLE in p.states
            and p.name.strip()
            and p.bid is not None
            and p.role not in INTERACTIVE_ROLES
            and p.role is not Role.IMAGE  # its arrow or an icon, no choice
        ]
        buttons = [p for p in parts if p.role in allowed]
        if buttons:
            # Its chosen tags, each with its close button: the tags are its value (its
            # options are drawn elsewhere), and their buttons read right in it.
            box.value = ", ".join(" ".join(p.name.split()) for p in items)
            _told_by_tags(buttons, items, by_locator)
            gone |= {p.locator for p in items}
            moved.update({p.locator: box.locator for p in items})
            box.role, box.name = Role.COMBOBOX, ""
            box.states.discard(State.CLICKABLE)
            continue
        shown = [p for p in items if State.HIDDEN not in p.states]
        pictures = [p for p in parts if p.role is Role.IMAGE]
        value = _value(box, [*items, *pictures, *buttons])
        # A placeholder class inside its items or its pictures (an arrow's empty
        # ``loading__placeholder`` box) draws no placeholder of the box's.
        aside = [*items, *pictures]
        placeheld = any(
            layout.within(h, box.bid) and not any(layout.within(h, i.bid or -1) for i in aside)
            for h in held
        )
        box.role, box.name = Role.COMBOBOX, ""
        box.value = "" if placeheld else value
        if placeheld and value:
            hints[box.locator] = value
        box.states.discard(State.CLICKABLE)  # a combobox: a press is what it takes
        if sent or items:
            box.states.add(State.EXPANDED if shown else State.COLLAPSED)
        bids = {i.bid for i in items if i.bid is not None}
        chosen = chosen_looks(snap, bids) - highlighted_items(snap, layout, bids)
        for item in items:
            item.role = Role.OPTION
            if item.bid in chosen:
                item.states.add(State.SELECTED)
    if gone:
        drafts[:] = drop(drafts, gone, moved)
    return hints
