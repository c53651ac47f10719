"""What a web component's tag says it is, when neither it nor its shadow root says so.

A library of custom elements may give its elements no role and say their states only by
attributes on the element a page writes: ``<x-radio checked>Plain text</x-radio>``,
``<x-tab active>Primary</x-tab>``, ``<x-chip selected>Starred</x-chip>`` around a
``<button>`` in its shadow root, ``<x-switch checked>`` around an ``<input
type=checkbox>``. Chromium reads a focusable ``generic`` and a plain button or check
box: a read gave ``clickable Plain text``, ``clickable Primary``, ``button Starred`` and
an unnamed ``checked checkbox``, so an agent could not tell which choice was made.

The tag's last word (after its prefix's hyphen) says what a person sees, as a class word
does:

- a clickable element of no role whose tag ends ``-radio`` is a ``radio``, ``checked``
  when the element carries ``checked``;
- two or more such elements under one parent whose tag ends ``-tab`` are tabs,
  the one carrying ``active`` or ``selected`` ``selected``;
- a check box in the shadow root of an element whose tag ends ``-switch`` is a
  ``switch`` (its state the check box's own);
- a clickable element of no role whose tag ends ``-menu-item`` is a ``menuitem``,
  ``selected`` when it carries ``selected`` (a select's chosen choice);
- among two or more other clickable elements of one tag under one parent, the one
  carrying ``active`` is ``current`` (a navigation rail's destination, a list's item);
- a button in the shadow root of an element carrying ``selected`` (a chosen filter
  chip, a segmented button) is ``selected``, unless the tree says a state of its kind.

The element keeps ``clickable`` (left unsaid for these roles), so :mod:`drawnas` finds
it again by its words. Where both the element (focused: an open menu's first item) and
the clickable frame of its shadow root are read, with the same words, the frame goes.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import DocNodes, snapshot_docs
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["host_tag_roles"]

_UP = 3
"""How many levels above a control its element may lie (``input`` in a ``label``)."""
_SAID = frozenset({State.SELECTED, State.PRESSED, State.CHECKED, State.CURRENT})
"""States that already say a button is chosen."""
_TABS = 2
"""How many tabs under one parent make a row of them."""


def host_tag_roles(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """Read the drafts a web component's tag draws as a radio, tab, switch or chosen button.

    Returns: the drafts kept; an element's part read under it with its words (its
    shadow root's clickable frame, under the element focused) goes, the element is it.
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.bid is None or d.sid not in snaps:
            continue
        plain = State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
        if plain or d.role in (Role.BUTTON, Role.CHECKBOX):
            wanted.setdefault(d.sid, {})[d.bid] = d
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        tabs: dict[int, list[tuple[Draft, int]]] = {}
        hosted: dict[int, list[Draft]] = {}
        kin: dict[tuple[int, str], list[tuple[Draft, bool]]] = {}
        """Other elements by parent and tag: the one carrying ``active`` is current."""
        """Each element -> its plain drafts, itself first when it is one."""
        for i in hits:
            d = found[doc.bids[i]]
            host = _host(doc, i, s)
            if host is None:
                continue
            word = _last_word(s(doc.names[host]))
            if d.role is Role.CHECKBOX:
                if word == "switch":
                    d.role = Role.SWITCH
            elif d.role is Role.BUTTON:
                if "selected" in _attributes(doc, host, s) and not d.states & _SAID:
                    d.states.add(State.SELECTED)
            elif host == i:
                hosted.setdefault(host, []).insert(0, d)
            else:
                hosted.setdefault(host, []).append(d)
        for host, group in hosted.items():
            d = group[0]
            for part in group[1:]:
                if part.parent == d.locator and part.name.split() == d.name.split():
                    gone.add(part.locator)
                    moved[part.locator] = d.locator
            tag = s(doc.names[host])
            said = _attributes(doc, host, s)
            if _last_word(tag) == "radio":
                d.role = Role.RADIO
                if "checked" in said:
                    d.states.add(State.CHECKED)
            elif _menu_item(tag):
                d.role = Role.MENUITEM
                if "selected" in said:
                    d.states.add(State.SELECTED)
            elif _last_word(tag) == "tab" and host < len(doc.parents):
                tabs.setdefault(doc.parents[host], []).append((d, host))
            elif host < len(doc.parents):
                kin.setdefault((doc.parents[host], tag), []).append((d, "active" in said))
        for same in kin.values():
            marked = [d for d, active in same if active]
            if len(same) >= _TABS and len(marked) == 1 and not marked[0].states & _SAID:
                marked[0].states.add(State.CURRENT)
        for row in tabs.values():
            if len(row) < _TABS:
                continue
            for d, i in row:
                d.role = Role.TAB
                if {"active", "selected"} & _attributes(doc, i, s):
                    d.states.add(State.SELECTED)
    return drop(drafts, gone, moved) if gone else drafts


def _last_word(tag: str) -> str:
    """A custom element's tag's last word (``x-segmented-button`` -> ``button``), else ``""``."""
    if "-" not in tag:
        return ""
    return tag.rsplit("-", 1)[1].lower()


def _menu_item(tag: str) -> bool:
    """Whether a custom element's tag ends ``-menu-item`` (``x-menu-item``)."""
    return "-" in tag and tag.lower().endswith("-menu-item")


def _host(doc: DocNodes, i: int, s: Any) -> int | None:
    """The custom element node ``i`` is, or is drawn in a few levels up, if one.

    The snapshot lays a shadow root's nodes right under their element and a slotted node
    under its ``<slot>``: a slot is where the page's own nodes begin, and the walk up
    stops there.
    """
    up = i
    for _ in range(_UP + 1):
        if up < 0:
            return None
        tag = s(doc.names[up])
        if "-" in tag:
            return up
        if tag == "SLOT":
            return None
        up = doc.parents[up] if up < len(doc.parents) else -1
    return None


def _attributes(doc: DocNodes, i: int, s: Any) -> set[str]:
    """The names of node ``i``'s attributes."""
    pairs = doc.attrs[i] if i < len(doc.attrs) else []
    return {s(pairs[k]) for k in range(0, len(pairs) - 1, 2)}
