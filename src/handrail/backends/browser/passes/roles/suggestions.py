"""The suggestions an autocomplete lists under a field with no roles are options.

jQuery UI's autocomplete lists them as ``<ul class="ui-menu ui-autocomplete"><li
class="ui-menu-item"><div class="ui-menu-item-wrapper">Paris</div>`` and gives them no
role (its menu's ``menuitem`` roles are turned off there): each read ``clickable
Paris``, like any text with a listener. A clickable element with no role whose own
class, or that of one of the few elements around it, names an autocomplete or its
suggestions is an ``option``, which a press picks. So is one that says ``role=option``
where Chromium read it as a plain element (jQuery UI's selectmenu puts its options in
``<li>`` items of a ``role=listbox`` list, and Chromium drops the role there), and so
is one whose own class names a list's option (Ant Design's Select draws its items as
``<div class="ant-select-item ant-select-item-option">``, no role); its class draws the
item the keys are on as ``-active``, which highlights it, and the chosen one as
``-selected`` (:func:`option_looks`). Naive UI's select draws its menu at the end of
``<body>``, away from the box, its items ``<div class="n-base-select-option">`` with no
role, the chosen one ``--selected``, the one the keys are on ``--pending``: options too.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.passes.looks.classlooks import node_attribute
from handrail.vocab import State

__all__ = ["option_looks", "suggested_items"]

_LISTED = re.compile(r"autocomplete|suggestions?(?:$|[-_])", re.IGNORECASE)
_OPTION = re.compile(r"^(?:[a-z0-9]+[-_])*(?:item|select)[-_]option$", re.IGNORECASE)
"""An item's own class word naming it a list's or a select's option
(``ant-select-item-option``, ``n-base-select-option``)."""
_ACTIVE = re.compile(r"^(?:[a-z0-9]+[-_])*option(?:[-_]|--)(?:active|pending)$", re.IGNORECASE)
"""The keys' highlight (``ant-select-item-option-active``, ``…-option--pending``)."""
_CHOSEN = re.compile(r"^(?:[a-z0-9]+[-_])*option(?:[-_]|--)selected$", re.IGNORECASE)
"""The choice (``ant-select-item-option-selected``, ``n-base-select-option--selected``)."""
_UP = 3
"""Levels above an item at which its list's class may say it suggests."""


def suggested_items(
    snap: dict[str, Any], layout: SessionLayout | None, wanted: set[int]
) -> set[int]:
    """Of ``wanted`` (clickable elements with no role), those listed as suggestions."""
    if layout is None or not wanted:
        return set()
    chains: dict[int, list[int]] = {}
    for bid in wanted:
        chain, node = [bid], layout.parent(bid)
        while node is not None and len(chain) <= _UP:
            chain.append(node)
            node = layout.parent(node)
        chains[bid] = chain
    classes = node_attribute(snap, {n for chain in chains.values() for n in chain}, "class")
    said = node_attribute(snap, wanted, "role")
    return {
        bid
        for bid, chain in chains.items()
        if said.get(bid, "").strip().lower() == "option"
        or any(_OPTION.match(w) for w in classes.get(bid, "").split())
        or any(_LISTED.search(w) for n in chain for w in classes.get(n, "").split())
    }


def option_looks(snap: dict[str, Any], items: set[int]) -> dict[int, set[State]]:
    """The states the class of each of ``items`` (options) draws.

    ``highlighted`` for ``-option-active`` (where the keys are), ``selected`` for
    ``-option-selected`` (the choice).
    """
    out: dict[int, set[State]] = {}
    for bid, value in node_attribute(snap, items, "class").items():
        words = value.split()
        states = {State.HIGHLIGHTED} if any(_ACTIVE.match(w) for w in words) else set()
        if any(_CHOSEN.match(w) for w in words):
            states.add(State.SELECTED)
        if states:
            out[bid] = states
    return out
