"""What kind of draft a pass is looking at, for passes of every group.

A pressable element that is no control of its own (a ``<div>`` with a click listener),
a dialog, and the elements that hold a draft of some kind.
"""

from __future__ import annotations

from collections.abc import Callable

from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["DIALOGS", "ancestors_of", "pressed"]

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
