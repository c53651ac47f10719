"""A tree item's row is the item itself, and a leaf's open/close arrow is no control.

PrimeVue's Tree puts ``role=treeitem`` (``aria-label="Sales"``) on each node's ``<li>``
and draws the node's row inside it as a clickable ``<div>`` holding the toggle, the
check box and the label: Chromium reads the row as ``clickable Sales`` under ``treeitem
Sales``, the node said twice on two lines. A clickable element of no role right inside a
tree item and named as it is goes; what it holds (the toggle, the check box) is the
item's, and an unnamed check box among it is named by it, as the row's words named it.

jsTree puts ``role=treeitem`` on each node's anchor and its open/close arrow (``<i
class="jstree-ocl">``, pressed through the tree's listener) beside it in the node's
``<li class="jstree-leaf">``, which a leaf draws empty: an unnamed clickable icon whose
parent's class says leaf, right before a tree item, opens nothing and goes.

jsTree's ``<li>`` is ``role=none``, so the node's children (``<ul role=group>``, which
Chromium leaves out) and its arrow are the tree item's siblings and its children read
as its folder's peers: what lies in a group beside a tree item in its element is that
item's, and so is an unnamed clickable icon right before it there (its open/close
arrow, read after it).

A tree item whose own class says leaf (PrimeVue's ``<li class="p-tree-node-leaf"
aria-expanded="false">``) is neither expanded nor collapsed.
"""

from __future__ import annotations

import itertools
import re
from typing import Any

from handrail.backends.browser.passes.kinds import pressed
from handrail.backends.browser.passes.looks.classlooks import (
    classed,
    snapshot_docs,
)
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import Role, State

__all__ = [
    "leaf_classed",
    "nested_items",
    "shut_leaves",
    "without_item_rows",
    "without_leaf_arrows",
]

_LEAF_CLASS = re.compile(r"(?:^|[-_])leaf$", re.IGNORECASE)
"""A class word that marks a tree's leaf (``p-tree-node-leaf``, ``jstree-leaf``)."""
_TICKED = frozenset({Role.CHECKBOX, Role.SWITCH})
_OPEN = frozenset({State.EXPANDED, State.COLLAPSED})


def without_item_rows(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` without the clickable rows right inside a tree item named as it is.

    Returns: the drafts left; the rows' children are their tree item's, an unnamed check
    box among them named by it, as the row's words named it.
    """
    by_locator = {d.locator: d for d in drafts}
    moved: dict[str, str | None] = {}
    for d in drafts:
        up = by_locator.get(d.parent) if d.parent is not None else None
        if up is None or up.role is not Role.TREEITEM or d.role is not Role.GENERIC:
            continue
        if pressed(d) and d.name.strip() and d.name.strip() == up.name.strip():
            moved[d.locator] = up.locator
    if not moved:
        return drafts
    for d in drafts:
        if d.parent in moved and d.role in _TICKED and not d.name.strip():
            d.name = by_locator[d.parent].name  # as the row's words named it
    return drop(drafts, set(moved), moved)


def leaf_classed(
    snaps: dict[str, dict[str, Any]], wanted: dict[str, dict[int, str]], *, parent: bool = False
) -> set[str]:
    """The locators of those of ``wanted`` whose class has a word that marks a leaf.

    With ``parent``, their parent element's class is read instead.
    ``wanted`` maps a session id to backend node ids and their locators.
    """
    return classed(snaps, wanted, _LEAF_CLASS, parent=parent)


def without_leaf_arrows(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` without the unnamed clickable icons beside a tree item in a leaf's box.

    Such an icon is followed, under the same parent, by a tree item, and its parent
    element's class says leaf (jsTree's ``<li class="jstree-leaf">``).
    """
    wanted: dict[str, dict[int, str]] = {}
    for d, after in itertools.pairwise(drafts):
        if d.bid is None or not pressed(d) or d.name.strip() or d.role is not Role.GENERIC:
            continue
        if after.role is Role.TREEITEM and after.parent == d.parent:
            wanted.setdefault(d.sid, {})[d.bid] = d.locator
    if not wanted:
        return drafts
    gone = leaf_classed(snaps, wanted, parent=True)
    holders = {d.parent for d in drafts}
    gone -= holders
    return [d for d in drafts if d.locator not in gone] if gone else drafts


def shut_leaves(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Tree items whose class says leaf lose ``expanded`` and ``collapsed`` (in place)."""
    wanted: dict[str, dict[int, str]] = {}
    for d in drafts:
        if d.role is Role.TREEITEM and d.bid is not None and d.states & _OPEN:
            wanted.setdefault(d.sid, {})[d.bid] = d.locator
    if not wanted:
        return
    leaves = leaf_classed(snaps, wanted)
    for d in drafts:
        if d.locator in leaves:
            d.states -= _OPEN


def _attr(attrs: list[list[int]], i: int, s: Any, name: str) -> str:
    """Attribute ``name`` of node ``i`` (``s`` reads the snapshot's strings)."""
    pairs = attrs[i] if i < len(attrs) else []
    found = (s(pairs[k + 1]) for k in range(0, len(pairs) - 1, 2) if s(pairs[k]) == name)
    return next(found, "")


def _holders(
    drafts: list[Draft], snaps: dict[str, dict[str, Any]]
) -> dict[str, tuple[int, dict[int, int]]]:
    """Each tree item whose DOM parent holds no other tree item, and what that holds.

    For each backend node id in that parent: whether it lies in a ``role=group`` there.

    Returns: item locator -> (the parent's index, backend node id -> 1 for a node inside
    the group, 0 for a node right inside the parent).
    """
    wanted: dict[str, dict[int, str]] = {}
    for d in drafts:
        if d.role is Role.TREEITEM and d.bid is not None:
            wanted.setdefault(d.sid, {})[d.bid] = d.locator
    out: dict[str, tuple[int, dict[int, int]]] = {}
    for bids, doc, hits, s in snapshot_docs(snaps, wanted):
        kids: dict[int, list[int]] = {}
        for j, up in enumerate(doc.parents):
            kids.setdefault(up, []).append(j)
        for i in hits:
            box = doc.parents[i] if i < len(doc.parents) else -1
            if box < 0:
                continue
            roles = [(k, _attr(doc.attrs, k, s, "role")) for k in kids.get(box, [])]
            if any(r == "treeitem" and k != i for k, r in roles):
                continue  # the items' common list, not one node's element
            groups = [k for k, r in roles if r == "group"]
            inside: dict[int, int] = {doc.bids[k]: 0 for k in kids.get(box, [])}
            todo = list(groups)
            while todo:
                k = todo.pop()
                inside[doc.bids[k]] = 1
                todo.extend(kids.get(k, []))
            out[bids[doc.bids[i]]] = (box, inside)
    return out


def nested_items(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` with what a tree item's node holds beside it moved into the item.

    A tree item whose parent element (a ``role=none`` ``<li>``) holds no other tree
    item: the drafts right after it under the same parent that lie in that group
    are its children, and so is an unnamed clickable icon right before it in the same
    element (its open/close arrow), read right after it.

    Returns: the drafts in their new order; the parents changed in place.
    """
    held = _holders(drafts, snaps)
    if not held:
        return drafts
    siblings: dict[str | None, list[Draft]] = {}
    for d in drafts:
        siblings.setdefault(d.parent, []).append(d)
    arrows: dict[str, Draft] = {}
    for kids in siblings.values():
        for i, item in enumerate(kids):
            if item.locator not in held:
                continue
            inside = held[item.locator][1]
            for after in kids[i + 1 :]:
                if after.bid is None or inside.get(after.bid) != 1:
                    break
                after.parent = item.locator
            before = kids[i - 1] if i > 0 else None
            if (
                before is not None
                and before.bid is not None
                and inside.get(before.bid) == 0
                and before.role is Role.GENERIC
                and pressed(before)
                and not before.name.strip()
                and before.locator not in siblings
            ):
                before.parent = item.locator
                arrows[item.locator] = before
    if not arrows:
        return drafts
    moved = {a.locator for a in arrows.values()}
    out: list[Draft] = []
    for d in drafts:
        if d.locator in moved:
            continue
        out.append(d)
        arrow = arrows.get(d.locator)
        if arrow is not None:
            out.append(arrow)
    return out
