"""The box a popup draws around its controls, which takes the focus, is no control.

Quasar's ``q-menu`` is a ``<div tabindex=-1>`` that takes the focus as it opens and
listens for clicks to close itself; Chromium names a focused box by its contents, so
the menu read ``focused clickable Print Share`` over ``button Print`` and ``button
Share``, and the date popup, whose words ``finish.py`` leaves to its calendar,
``focused clickable`` over its buttons. A clickable element of no role that one can
focus, holding at least two controls and no words of its own (unnamed, or named by
all their words and no others: a card named by the link it begins with keeps it), is
their container: it loses ``clickable`` and that name.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["unpressed_popup_boxes"]

_CONTROLS = 2
"""The controls a box holds at least to be their container."""


def unpressed_popup_boxes(drafts: list[Draft]) -> None:
    """Make focusable clickable boxes holding controls and no words plain containers.

    Changed in place.
    """
    by_locator = {d.locator: d for d in drafts}
    boxes = {
        d.locator: d
        for d in drafts
        if d.role is Role.GENERIC
        and State.CLICKABLE in d.states
        and State.FOCUSABLE in d.states
        and d.bid is not None
    }
    if not boxes:
        return
    held: dict[str, list[Draft]] = {}
    for d in drafts:
        if d.role not in INTERACTIVE_ROLES:
            continue
        up = by_locator.get(d.parent) if d.parent is not None else None
        while up is not None:
            if up.locator in boxes:
                held.setdefault(up.locator, []).append(d)
            up = by_locator.get(up.parent) if up.parent is not None else None
    for locator, controls in held.items():
        if len(controls) < _CONTROLS:
            continue
        box = boxes[locator]
        theirs = {w for c in controls for w in c.name.split()}
        if not box.name.split() or set(box.name.split()) == theirs:
            box.states.discard(State.CLICKABLE)
            box.name = ""
