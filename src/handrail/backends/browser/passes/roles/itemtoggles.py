"""A tree item's one unnamed control is its open/close toggle, and reads as the item's.

jsTree draws a node's arrow as an ``<i class="jstree-ocl">`` beside its ``role=treeitem``
anchor (read inside the item by :func:`treerows.nested_items`), PrimeVue its toggle as
an unnamed ``<button>`` in the item's row: with no name, each was hinted by its class
words (``jstree ocl``, ``tree node toggle leaf chevron``, the leaf word of a class its
folder wears too). jsTree draws the node again on each open and close, so the arrow,
one of several alike and placed by the names inside its folder, also took a new id.

An item that says whether it is open (``aria-expanded``) and holds, right inside it,
exactly one unnamed control that holds nothing but the unnamed image drawing it (a
clickable element of no role or a button; Element Plus's ``<i>`` around an arrow's
``<svg>``): that control opens and closes the item. It reads as a button named as the item
and in the item's open state (``collapsed button Pictures``); named, it is no look-alike
of the other arrows, and keeps its id when the library draws it again.
"""

from __future__ import annotations

from handrail.backends.browser.passes.kinds import pressed
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["item_toggles"]

_OPEN = frozenset({State.EXPANDED, State.COLLAPSED})


def _unnamed_control(d: Draft) -> bool:
    """Whether ``d`` is a control with no name of its own (an icon)."""
    if d.bid is None or d.name.strip() or d.value:
        return False
    return pressed(d) or d.role is Role.BUTTON


def _drawing(d: Draft, inside: dict[str, list[Draft]]) -> bool:
    """Whether ``d`` only draws the control holding it: an unnamed image holding nothing.

    Element Plus's toggle is an ``<i>`` holding an arrow's ``<svg>``.
    """
    return d.role is Role.IMAGE and not d.name.strip() and d.locator not in inside


def item_toggles(drafts: list[Draft]) -> None:
    """Each open or shut tree item's one unnamed control reads as its toggle (in place)."""
    items = {d.locator: d for d in drafts if d.role is Role.TREEITEM and d.states & _OPEN}
    if not items:
        return
    inside: dict[str, list[Draft]] = {}
    for d in drafts:
        if d.parent is not None:
            inside.setdefault(d.parent, []).append(d)
    found: dict[str, list[Draft]] = {}
    for d in drafts:
        if d.parent in items and _unnamed_control(d):
            found.setdefault(d.parent, []).append(d)
    for locator, controls in found.items():
        if len(controls) != 1 or not all(
            _drawing(k, inside) for k in inside.get(controls[0].locator, [])
        ):
            continue
        item, toggle = items[locator], controls[0]
        toggle.role = Role.BUTTON
        toggle.name = item.name
        toggle.states -= _OPEN | {State.CLICKABLE}
        toggle.states |= item.states & _OPEN
