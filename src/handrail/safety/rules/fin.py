"""The risk policy's rules for online banks, small-business ledgers, insurers and lenders.

Their bare answers say little: *Continue* under *Continuing will run a hard credit
search*, *Yes* under *Mark invoice as paid? This records a payment of £1,240.00*, *Yes,
it's me* under *A new device is trying to sign in to your account*. What stands around
them says what they do. And what only leads to a further step: *Review transfer* shows
the transfer to be checked before it is sent; *Make a payment* outside a filled form opens
the form that asks how much.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.model import Element
from handrail.safety.rules.devops import said_by, texts_around
from handrail.safety.rules.place import section_of
from handrail.safety.rules.view import ALLOW, EDITABLE_ROLES, Assessment, View, pressable

__all__ = ["fin_answer", "fin_plain"]

_BARE = re.compile(
    r"^(?:ok|okay|yes|yes\b[^.!?]{1,24}|continue|confirm|agree|i agree|approve|accept|allow"
    r"|done|next|submit)$"
)
"""Answers whose label alone does not say what they commit."""

_AROUND = (
    (re.compile(r"\bhard (?:credit )?(?:search|check|inquiry|enquiry|pull)\b"), "submit",
     "runs a hard credit search"),
    (re.compile(r"\brecords? (?:a|the) (?:payment|receipt|refund)\b"
                r"|\bmark(?:ed)? (?:\S+ )?as paid\b"), "pay", "records a payment"),
    (re.compile(r"\b(?:trying|attempting|wants) to (?:sign|log) ?in\b|\bis this you signing in\b"
                r"|\bapprove (?:this |the )?(?:sign|log)-? ?in\b"),
     "security", "lets a new device into the account"),
)  # fmt: skip
"""What a heading or help line near a bare answer says it does, its risk and a reason."""

_SOFT = re.compile(r"\bwon'?t (?:affect|impact|harm) your credit\b|\bsoft (?:credit )?search\b")
"""A help line saying a check leaves no mark on the credit file."""

_REVIEW = re.compile(
    r"^review (?:(?:your|the|this|my) )?(?:transfer|payment|transaction|order|claim|quote"
    r"|application|details|changes|direct debit|standing order)s?$"
)
"""A step that shows what is about to be done, to be checked before it is."""
_OPENS = re.compile(r"^(?:make|start|new) (?:a |an )?(?:payment|transfer|claim)$")
"""A button that opens the form of a payment, a transfer or a claim."""


def fin_answer(element: Element, label: str, view: View) -> Assessment:
    """A bare answer judged by the heading or help line that stands with it.

    *Continue* under a hard credit search, *Yes* under a payment recorded, *Yes, it's
    me* under a sign-in from a new device.
    """
    if not _BARE.match(label.strip()) or not pressable(element):
        return ALLOW
    return said_by(element, texts_around(element, view), _AROUND, "fin:said-around", _SOFT)


def fin_plain(element: Element, label: str, view: View) -> bool:
    """A press that only leads to a further step: a review, or a payment's empty form.

    *Make a payment* beside a filled amount may be that form's own commit, so only one
    with no filled field in its form or section is plain.
    """
    word = label.strip()
    if _REVIEW.match(word):
        return True
    if not _OPENS.match(word):
        return False
    form = view.form_of(element)
    pool = [*section_of(element, view), *(view.descendants(form) if form is not None else ())]
    return not any(e.role in EDITABLE_ROLES and p.fold(e.value or "").strip() for e in pool)
