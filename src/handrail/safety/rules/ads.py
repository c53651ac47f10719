"""Rules of ad platforms and broadcast consoles: a switch that spends or sends, a test send.

What stands around a switch says it spends or sends, and a send to one's own test device
sends to no one else.
A campaign's on/off switch sits in the row of its budget or bid: turned on, it starts
spending. A recurring message's switch whose help line says turning it on sends to the
list starts a broadcast.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.place import same_row, section_of
from handrail.safety.rules.view import ALLOW, TOGGLE_ROLES, Assessment, View, called
from handrail.vocab import Role, State

__all__ = ["ads_plain", "spends_switch"]

_SPEND = re.compile(
    r"\b(?:(?:daily|lifetime|total) )?budget\b|\b(?:max(?:imum)? )?(?:cpc |cpm )?bids?\b"
)
"""A field in a campaign's row: what it may spend."""

_SENDS = re.compile(
    r"\b(?:turning (?:it |this )?on|when (?:it is |it's )?on|once on|if on)\b,? (?:it )?"
    r"(?:sends?|texts?|pushes|notifies|emails|messages|charges|spends"
    r"|starts (?:sending|delivering))\b"
)
"""A switch's help line saying that turning it on reaches people or spends."""

_TEST_SEND = re.compile(
    r"^send (?:to |a )?(?:(?:my|a|the) )?test (?:device|phone|number|sms|push|message)s?$"
    r"|^send to (?:my |a |the )?test (?:device|phone|number|audience)s?$"
)
"""A send to one's own test device or number, not to the list."""

_REVIEW = re.compile(r"^review (?:and|&) (?:publish|send|launch|schedule|submit)$")
"""A button that opens the review step before a publish or send, which asks again."""


def ads_plain(element: Element, label: str, view: View) -> bool:
    """A send to one's own test device, or the review step that asks again before a send."""
    return bool(_TEST_SEND.match(label) or _REVIEW.match(label))


def spends_switch(element: Element, label: str, view: View) -> Assessment:
    """A switch turned on that spends or sends.

    Either it stands in a campaign's row (its budget or bid beside it), or its section's
    help line says turning it on sends or spends.
    """
    if element.role not in TOGGLE_ROLES or element.role is Role.RADIO:
        return ALLOW
    if element.has(State.CHECKED):
        return ALLOW  # turning a campaign or a broadcast off sends and spends nothing
    row = [e for e in view.snapshot.elements if e is not element and same_row(e, element)]
    if any(_SPEND.search(p.fold(e.name)) for e in row if e.role is Role.TEXTBOX):
        return Assessment(
            verdict=Verdict.APPROVE,
            risk="pay",
            reason=f"{called(element)} turns on a campaign with a budget: it starts spending",
            rule="builtin:ads-spends-switch",
        )
    said = " ".join(p.fold(e.name) for e in section_of(element, view) if not e.interactive)
    found = _SENDS.search(said)
    if found is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="send",
        reason=f"{called(element)} turned on: {found.group(0)!r}",
        rule="builtin:ads-spends-switch",
    )
