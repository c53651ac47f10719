"""A leaf of a tree or a cascader opens nothing, whatever its ``aria-expanded`` says.

Element Plus marks every tree item ``aria-expanded=true``, a leaf too, and draws a leaf's
expander as a transparent icon whose class says so (``el-tree-node__expand-icon
is-leaf``): Chromium reads ``expanded treeitem View invoices`` holding ``clickable
covered (icon: tree node expand leaf)``. Its cascader's leaf options are menu items
with ``aria-expanded=false`` and no popup, read ``collapsed``. A tree item with no tree
item inside it, in a tree whose items hold their children, or one holding an expander
drawn as a leaf, loses its expanded state and the expander goes; a menu item with no
popup loses ``expanded`` and ``collapsed`` (``tests/browser/test_browser_lib10_element.py``).
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.kinds import pressed
from handrail.backends.browser.passes.looks.classlooks import classed
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import Role, State

__all__ = ["without_leaf_states"]

_LEAF_CLASS = re.compile(r"(?:^|[-_])leaf$", re.IGNORECASE)
"""A class word that draws a tree's expander as a leaf's (``is-leaf``, ``node-leaf``)."""
_OPEN = frozenset({State.EXPANDED, State.COLLAPSED})


def _leaf_icons(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> set[str]:
    """Locators of the unnamed clickable icons whose class draws a leaf's expander."""
    wanted: dict[str, dict[int, str]] = {}
    for d in drafts:
        if d.bid is not None and pressed(d) and not d.name.strip():
            wanted.setdefault(d.sid, {})[d.bid] = d.locator
    return classed(snaps, wanted, _LEAF_CLASS)


def _item_above(d: Draft, by_locator: dict[str, Draft]) -> Draft | None:
    """The tree item ``d`` lies in, if any."""
    up = by_locator.get(d.parent) if d.parent is not None else None
    while up is not None and up.role is not Role.TREEITEM:
        up = by_locator.get(up.parent) if up.parent is not None else None
    return up


def without_leaf_states(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` with the leaves of trees and cascaders read without an open state.

    Returns: the drafts left (a leaf's expander icon goes); states changed in place.
    """
    by_locator = {d.locator: d for d in drafts}
    for d in drafts:
        if d.role is Role.MENUITEM and State.HASPOPUP not in d.states:
            d.states -= _OPEN
    items = [d for d in drafts if d.role is Role.TREEITEM]
    if not items:
        return drafts
    holding = {up.locator for d in items if (up := _item_above(d, by_locator)) is not None}
    icons = {
        k for k in _leaf_icons(drafts, snaps) if _item_above(by_locator[k], by_locator) is not None
    }
    leaves = {
        up.locator for k in icons if (up := _item_above(by_locator[k], by_locator)) is not None
    }
    if holding:  # a tree whose items hold their children: one holding none is a leaf
        leaves |= {d.locator for d in items if d.locator not in holding}
    for locator in leaves:
        by_locator[locator].states.discard(State.EXPANDED)
    if not icons:
        return drafts
    return drop(drafts, icons, {k: by_locator[k].parent for k in icons})
