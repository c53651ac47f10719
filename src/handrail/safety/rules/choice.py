"""The risk policy's rules for a button read with the choice or the place it stands by.

A pop-over's *Schedule* carries out the option it is named after (*Schedule — Select a
date to make your video public*), and a plain clickable *Send feedback* outside any form
or dialog leads to a feedback form, as a link of that name does.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.view import (
    ALLOW,
    COMMIT_ROLES,
    TOGGLE_ROLES,
    Assessment,
    View,
    called,
)
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["content_named", "leads_to_form", "named_choice", "one_of_choices"]

_BRACKETED = re.compile(r"\([^()]*\)")
_COMMAND_WORDS = 6
"""A clickable element named by more words than this is named by its content."""

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


def one_of_choices(element: Element, buttons: list[Element]) -> bool:
    """True for one of a dialog's rows a person picks from, which commits nothing itself.

    A clickable row named by its content (*Private  Only you and people you choose can
    watch your video*) beside another such row, neither naming a risk nor agreeing.
    """
    if not content_named(element):
        return False
    rows = [e for e in buttons if content_named(e)]
    if len(rows) < 2 or element not in rows:
        return False
    words = p.fold(element.name)
    return not p.categories(words) and not p.AFFIRMATIVE.match(words)


def content_named(element: Element) -> bool:
    """True for a clickable element that is no control, named by the text it holds.

    What a label adds in brackets is no content: "Restore domain ($80 redemption fee +
    $14.99)" is a command of two words.
    """
    if not element.has(State.CLICKABLE) or element.role in INTERACTIVE_ROLES:
        return False
    # A separator (*Lock for 30 days · 8.2% APR*) is no word of its content.
    words = [w for w in _BRACKETED.sub(" ", element.name).split() if any(c.isalnum() for c in w)]
    if len(words) <= _COMMAND_WORDS:
        return False
    # An amount after a verb is a command however long (*Pay $1,240 + $24.18 fee by card*).
    folded = p.fold(element.name)
    return not (p.PRICE.search(folded) and p.begins_with_risk(folded))
