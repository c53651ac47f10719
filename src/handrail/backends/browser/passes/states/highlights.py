"""The item a drop-down's keyboard highlight rests on is not its choice.

Semantic UI and Fomantic-UI mark the item of a drop-down's ``menu`` that the arrow keys
(or the pointer) rest on ``selected``, and the chosen one ``active`` (``item active
selected`` once the highlight is on it too). A multiple drop-down's highlight moves with
the keys and chooses nothing: ``item selected`` alone there is no choice, though the class
word reads as one (:func:`classlooks.chosen_looks`).
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.passes.looks.classlooks import node_attribute

__all__ = ["highlighted_items", "highlighted_options"]

_HIGHLIGHT = re.compile(r"^(?:is-)?highlighted$|^[a-z][a-z0-9-]*?(?:-|__|--)highlighted$")
"""A class word that marks where a list's highlight rests (``is-highlighted``)."""
_UP = 3
"""Levels above an item at which its drop-down may be."""


def highlighted_items(
    snap: dict[str, Any], layout: SessionLayout | None, wanted: set[int]
) -> set[int]:
    """Of ``wanted``, the items of a drop-down's menu marked ``selected`` but not ``active``."""
    if layout is None or not wanted:
        return set()
    own = node_attribute(snap, wanted, "class")
    marked = {
        bid
        for bid, words in own.items()
        if "selected" in words.split() and "active" not in words.split()
    }
    chains: dict[int, list[int]] = {}
    for bid in marked:
        chain: list[int] = []
        node = layout.parent(bid)
        while node is not None and len(chain) < _UP:
            chain.append(node)
            node = layout.parent(node)
        chains[bid] = chain
    classes = node_attribute(snap, {n for chain in chains.values() for n in chain}, "class")
    return {
        bid
        for bid, chain in chains.items()
        if chain
        and "menu" in classes.get(chain[0], "").split()
        and any("dropdown" in classes.get(n, "").split() for n in chain[1:])
    }


def highlighted_options(snap: dict[str, Any], wanted: set[int]) -> dict[int, str]:
    """Of ``wanted`` (options), those whose class marks a highlight, with their press text.

    That is the words drawn after their own saying what a press does (their
    ``data-select-text``; ``""`` for none).
    """
    if not wanted:
        return {}
    classes = node_attribute(snap, wanted, "class")
    marked = {b for b, words in classes.items() if any(map(_HIGHLIGHT.match, words.split()))}
    said = node_attribute(snap, marked, "data-select-text")
    return {b: " ".join(said.get(b, "").split()) for b in marked}
