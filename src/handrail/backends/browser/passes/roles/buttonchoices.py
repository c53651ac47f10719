"""A radio button or check box written inside a button is named by the button's words.

Onsen UI's ``<ons-segment>`` writes each choice as ``<button class="segment__item">
<input type=radio value=0><div class="segment__button">Day</div></button>``: Chromium
reads ``button Day`` holding an unnamed ``radio``, which the value names ``0``, and a
press on the button is refused, since it lands on the control inside it. The button
is only the radio's face: an unnamed radio button or check box that is the one control
a named button holds takes the button's words, and the button goes (what it holds moves
up): ``checked radio Day``.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["named_by_button_around"]

_BOXES = frozenset({Role.CHECKBOX, Role.RADIO})


def named_by_button_around(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` with each box a button holds alone named by it, the button gone."""
    buttons = {d.locator: d for d in drafts if d.role is Role.BUTTON and d.name.strip()}
    if not buttons:
        return drafts
    held: dict[str, list[Draft]] = {}
    for d in drafts:
        control = d.role in INTERACTIVE_ROLES or State.CLICKABLE in d.states
        if d.parent in buttons and control:
            held.setdefault(d.parent, []).append(d)
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    for locator, inside in held.items():
        box = inside[0]
        if len(inside) != 1 or box.role not in _BOXES or box.name.strip():
            continue
        button = buttons[locator]
        box.name = " ".join(button.name.split())
        gone.add(locator)
        moved[locator] = button.parent
    return drop(drafts, gone, moved) if gone else drafts
