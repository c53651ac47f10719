"""The risk policy's rules for a button read with the choice or the place it stands by.

A pop-over's *Schedule* carries out the option it is named after (*Schedule — Select a
date to make your video public*), and a plain clickable *Send feedback* outside any form
or dialog leads to a feedback form, as a link of that name does.
"""

from __future__ import annotations

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.policy_view import (
    ALLOW,
    COMMIT_ROLES,
    TOGGLE_ROLES,
    Assessment,
    View,
    called,
)
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["leads_to_form", "named_choice"]

_CHOICE_REACH = 3
"""How many containers up from a button its options may lie (a pop-over's footer)."""


def leads_to_form(element: Element, label: str, view: View) -> bool:
    """True for a plain clickable element that, like a link, opens a form (*Send feedback*).

    Only outside a form or dialog, where such an element could be the form's own commit.
    """
    if element.role in INTERACTIVE_ROLES or not element.has(State.CLICKABLE):
        return False
    if view.form_of(element) is not None or view.dialog_of(element) is not None:
        return False
    if not p.SAFE_LINK.search(label):
        return False
    return not p.categories(p.SAFE_LINK.sub(" ", label))


def named_choice(element: Element, label: str, view: View) -> Assessment:
    """A one-word button named after the option beside it does what that option says.

    A visibility pop-over's *Schedule* below the chosen *Schedule — Select a date to make
    your video public* makes the video public on that date.
    """
    word = label.strip()
    if not word.isalpha() or len(word) < 3:
        return ALLOW
    if element.role not in COMMIT_ROLES - {Role.LINK} and not element.has(State.CLICKABLE):
        return ALLOW
    for i, box in enumerate(view.ancestors(element)):
        if i >= _CHOICE_REACH:
            break
        for option in view.descendants(box):
            if option.id == element.id or not _choice(option):
                continue
            name = p.fold(option.name).strip()
            if not name.startswith(f"{word} "):
                continue
            rest = name[len(word) + 1 :]
            cats = p.categories(rest) or (["publish"] if p.PUBLIC_TOGGLE.search(rest) else [])
            if cats:
                return Assessment(
                    verdict=Verdict.APPROVE,
                    risk=cats[0],
                    reason=(
                        f'{called(element)} carries out the option "{option.name[:80]}":'
                        f" it would {p.doing(cats[0])}"
                    ),
                    rule=f"builtin:{cats[0]}",
                )
    return ALLOW


def _choice(e: Element) -> bool:
    """An option a person picks: a radio button, or a clickable element that holds words."""
    if e.role in TOGGLE_ROLES or e.role in (Role.RADIO, Role.OPTION):
        return True
    return e.has(State.CLICKABLE) and e.role not in INTERACTIVE_ROLES and bool(e.name)
