"""A toolbar's format button turned on, as its class says, is ``pressed``.

An editor's toolbar draws the formats on at the caret by a class word alone: Trix marks
its Bold button ``trix-active`` (and ``data-trix-active``), EasyMDE its ``active``, with
no ``aria-pressed``. A read gave ``button Bold`` whether it was on or off, and a press
that turned it on read as no visible change. Among two or more buttons of one toolbar
(an ancestor up to three levels whose role, tag or class names a toolbar or a button
group), each one a class word draws as on (:data:`classlooks._CHOSEN_CLASS`: ``active``,
``is-active``, ``trix-active``, or ``checked``: w2ui's check and radio items, clickable
``<div>`` elements of no role) or a ``data-…-active`` attribute marks, while not all of
them are, is ``pressed``. A page's own ``aria-pressed`` makes a toggle button, which
this leaves alone.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    attribute_of,
    class_of,
    snapshot_docs,
    without_chosen_words,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["pressed_in_toolbars"]

_BAR = re.compile(r"toolbar|button[-_]?(?:group|row|bar)|btn[-_]?(?:group|bar)", re.I)
"""A role, tag or class word naming a toolbar or a group of buttons."""
_ACTIVE_ATTR = re.compile(r"^data-(?:[a-z0-9]+-)*active$")
"""An attribute marking a button on (Trix's ``data-trix-active``)."""
_LEVELS = 3
_CHECKED = frozenset({"checked", "is-checked"})
"""Class words that draw a toolbar's check or radio item on."""


def pressed_in_toolbars(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Mark the buttons of each toolbar among ``drafts`` that are drawn on ``pressed``."""
    barred = {sid for sid, snap in snaps.items() if _BAR.search("\n".join(snap.get("strings", [])))}
    """Sessions whose snapshot names a toolbar somewhere: the others hold none to read."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        # A toolbar's item may be a clickable ``<div>`` of no role (w2ui's ``w2ui-tb-button``).
        item = d.role is Role.BUTTON or (
            State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
        )
        plain = item and State.PRESSED not in d.states
        if plain and d.bid is not None and d.sid in barred:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        bars: dict[int, list[tuple[int, bool]]] = {}
        for i in hits:
            bar = _bar_of(doc.parents, doc.names, doc.attrs, i, s)
            if bar is not None:
                bars.setdefault(bar, []).append((doc.bids[i], _on(doc.attrs, i, s)))
        for group in bars.values():
            on = [bid for bid, lit in group if lit]
            if len(group) > 1 and 0 < len(on) < len(group):
                for bid in on:
                    found[bid].states.add(State.PRESSED)


def _bar_of(
    parents: list[int], names: list[int], attrs: list[list[int]], i: int, s: Any
) -> int | None:
    """The index of the toolbar around node ``i``, if one is within a few levels."""
    up = parents[i] if i < len(parents) else -1
    for _ in range(_LEVELS):
        if up < 0:
            return None
        said = [
            s(names[up]) if up < len(names) else "",
            class_of(attrs, up, s),
            attribute_of(attrs, up, s, "role"),
        ]
        if any(_BAR.search(w) for w in said):
            return up
        up = parents[up] if up < len(parents) else -1
    return None


def _on(attrs: list[list[int]], i: int, s: Any) -> bool:
    """Whether node ``i``'s class or a ``data-…-active`` attribute draws it on."""
    words = class_of(attrs, i, s)
    if len(without_chosen_words(words).split()) < len(words.split()):
        return True
    if any(w.lower() in _CHECKED for w in words.split()):
        return True  # a check or radio item turned on (w2ui's ``checked``)
    pairs = attrs[i] if i < len(attrs) else []
    return any(
        _ACTIVE_ATTR.match(s(pairs[k])) and s(pairs[k + 1]).lower() != "false"
        for k in range(0, len(pairs) - 1, 2)
    )
