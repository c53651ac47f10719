"""The risk policy's rules for event-ticketing, restaurant-reservation and donation sites.

Their cards say little on their buttons: *List* under *Sell your tickets* beside *List 2
tickets for resale at $310.00 each*, *Continue* under *Review your donation* beside
*charged to Visa •••• 4242*, *Continue* under *We'll text you when your table is ready*.
What stands around them says what they do. And what only picks something: an amount
picker's price chips (*$25*, *$50*) under *Choose an amount*.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.model import Element
from handrail.safety.rules.devops import said_by, texts_around
from handrail.safety.rules.view import ALLOW, Assessment, View, pressable
from handrail.vocab import Role, State

__all__ = ["amount_chip", "said_near"]

_BARE = re.compile(
    r"^(?:ok|okay|yes|continue|confirm|list|list (?:them|it|now)|submit|done|next|finish"
    r"|complete|place|go)$"
)
"""Buttons whose label alone does not say what they do to an order, a table or a gift."""

_AROUND: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"\bfor resale\b|\blist (?:\d+ |your |these |the )?tickets?\b"), "publish",
     "lists the tickets for sale"),
    (re.compile(r"\bcharged to (?:visa|mastercard|amex|american express|discover|paypal"
                r"|apple pay|google pay|(?:your |the |my )?(?:card|account))\b"), "pay",
     "pays what the line says"),
    (re.compile(r"\bwhen your table is ready\b|\bparty of \d+ · \w"), "confirm",
     "books the table"),
)  # fmt: skip
"""What a heading or help line near a bare button says it does, its risk and a reason."""

_LINES = 4
"""How many lines of text between a card's heading and its button are read, at most."""

_NOT = re.compile(r"\b(?:won't|will not|not|never|aren't|isn't) (?:yet )?(?:be )?charged\b")
"""A line that says nothing is charged yet."""

_AMOUNT = re.compile(
    r"\b(?:choose|select|pick|enter|set) (?:an |a |your )?(?:donation |gift |pledge |tip )?amount\b"
    r"|^(?:donation |gift |pledge |tip )?amount\b|\bhow much (?:would|do) you\b"
)
"""The heading of an amount picker: its price chips only fill in the amount."""


def _since_heading(element: Element, view: View) -> list[str]:
    """The folded plain texts between the heading before ``element`` and it, nearest first.

    A browser's tree keeps no box a card is drawn in: its help line stands alone between
    the card's heading and its buttons.
    """
    found: list[str] = []
    for e in view.snapshot.elements:
        if e is element or e.id == element.id:
            break
        if e.role is Role.HEADING:
            found = []
        elif e.name and not (e.interactive or e.has(State.CLICKABLE)):
            found.append(p.fold(e.name))
    return list(reversed(found))[:_LINES]


def said_near(element: Element, label: str, view: View) -> Assessment:
    """A bare button judged by the heading or help line of the card it stands in.

    *List* beside *List 2 tickets for resale*, *Continue* beside *charged to Visa ••••
    4242*, *Continue* beside *We'll text you when your table is ready*.
    """
    if not _BARE.match(label.strip()) or not pressable(element):
        return ALLOW
    texts = [*texts_around(element, view), *_since_heading(element, view)]
    return said_by(element, texts, _AROUND, "builtin:tix-said-near", skip=_NOT)


def amount_chip(element: Element, view: View) -> bool:
    """Whether a price-only button is a chip of an amount picker.

    *$25* under *Choose an amount* fills in the amount, which a later *Donate* pays.
    """
    return bool(_AMOUNT.search(view.heading_before(element)))
