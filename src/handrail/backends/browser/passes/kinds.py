"""What kind of draft a pass is looking at, for passes of every group.

A pressable element that is no control of its own (a ``<div>`` with a click listener),
a dialog, and the elements that hold a draft of some kind; the drafts under each, and
the nearest one of a role above a draft.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping

from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["DIALOGS", "ancestors_of", "children_of", "enclosing", "pressed"]

DIALOGS = frozenset({Role.DIALOG})


def pressed(d: Draft) -> bool:
    """Whether ``d`` is a clickable element that is no control of its own."""
    return d.bid is not None and State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES


def ancestors_of(drafts: list[Draft], chosen: Callable[[Draft], bool]) -> set[str]:
    """The locators of every element that holds, at any depth, a draft ``chosen`` picks."""
    parent = {d.locator: d.parent for d in drafts}
    found: set[str] = set()
    for d in drafts:
        if chosen(d):
            up = d.parent
            while up is not None and up not in found:
                found.add(up)
                up = parent.get(up)
    return found


def children_of(drafts: list[Draft]) -> defaultdict[str, list[Draft]]:
    """Each draft's locator -> the drafts right under it, in document order."""
    children: defaultdict[str, list[Draft]] = defaultdict(list)
    for d in drafts:
        if d.parent is not None:
            children[d.parent].append(d)
    return children


def enclosing(d: Draft, by_locator: Mapping[str, Draft], role: Role) -> Draft | None:
    """The nearest draft of ``role`` above ``d`` (``by_locator`` maps locators to drafts)."""
    up = by_locator.get(d.parent) if d.parent is not None else None
    while up is not None and up.role is not role:
        up = by_locator.get(up.parent) if up.parent is not None else None
    return up
