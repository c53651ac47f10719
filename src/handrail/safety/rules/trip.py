"""The risk policy's rules for airline, hotel-extranet, cruise and travel-agency pages.

Their bare buttons say little: *Accept* under *Schedule change: your flight now departs
07:40* takes the new flight, *Save* under *Rates & availability* (*changes go live on all
connected channels*) sells at the new rates, *Apply* beside *Set price €119 for 14 nights*,
*Decline* under *Accept this booking request?*, *Yes* in a dialog saying *Cabin 8122 will
be offered to other guests*, *Ticket* in a booking's row (*PNR QX7P2L*), *Done* under a
guest's relocation that *the guest is told by email*. What stands around them says what
they do. And a room's switch *Open for sale* puts it on sale, or takes it off, on every
channel at once.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.devops import said_by, texts_around
from handrail.safety.rules.place import section_of
from handrail.safety.rules.view import ALLOW, TOGGLE_ROLES, Assessment, View, called, pressable

__all__ = ["said_by_trip", "sale_switch"]

_BARE = re.compile(
    r"^(?:ok|okay|yes|accept|confirm|decline|reject|save|save changes|apply|apply changes"
    r"|continue|done|submit|update|ticket|ticket now|issue)$"
)
"""Buttons whose label alone does not say what they do to a booking, a rate or a room."""

_AROUND: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"^schedule change\b|\bflight (?:now )?(?:departs|leaves|arrives)\b"), "submit",
     "answers the airline's schedule change"),
    (re.compile(r"\bgo(?:es)? live on (?:all )?(?:the )?(?:connected |your )?(?:sales )?"
                r"channels\b|^rates? (?:&|and) availability$|^(?:rate|availability|inventory)"
                r" (?:calendar|grid)$"), "publish", "sells at the rates set"),
    (re.compile(r"^set (?:the )?(?:price|rate)s? (?:to |at )?\S{0,3} ?\d"), "publish",
     "sets the price the rooms sell at"),
    (re.compile(r"\bbooking request\b|\basks? (?:to book |for )\d+ nights?\b"), "submit",
     "answers a guest's booking request"),
    (re.compile(r"\bpnr\b|\brecord locator\b|^ticketing$"), "purchase",
     "issues the booking's tickets"),
    (re.compile(r"\b(?:guest|traveller|traveler|passenger|client|customer)s? (?:is|are|will be)"
                r" (?:told|notified|e-?mailed|sent)\b"), "send", "tells the guest"),
    (re.compile(r"\bwill be (?:offered|released|given) to other (?:guests|travell?ers"
                r"|passengers|customers)\b"), "submit", "gives up what is held"),
)  # fmt: skip
"""What a heading or help line near a bare button says it does, its risk and a reason."""

_SALE = re.compile(
    r"\b(?:open|available|on) for (?:sale|booking)\b|\bstop[- ]sell\b|\bsellable\b"
    r"|\bclosed? (?:out|to arrivals?|to departures?)\b"
)
"""A room's or rate's switch that puts it on sale or takes it off."""


def said_by_trip(element: Element, label: str, view: View) -> Assessment:
    """A bare button judged by the heading, help line or dialog text that stands with it.

    The help lines of its section count too: a rates grid's *Save* stands below the grid's
    fields, away from the line that says saved rates go live on every channel.
    """
    if not _BARE.match(label.strip()) or not pressable(element):
        return ALLOW
    texts = texts_around(element, view)
    texts += [
        p.fold(e.name)
        for e in section_of(element, view)
        if e.name and not e.interactive and e.id != element.id
    ]
    return said_by(element, texts, _AROUND, "trip:said-around")


def sale_switch(element: Element, label: str, view: View) -> Assessment:
    """A room's or rate plan's switch *Open for sale*: either way, every channel sells it or not."""
    if element.role not in TOGGLE_ROLES:
        return ALLOW
    said = p.fold(f"{label} {element.description}")
    if not _SALE.search(said):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="publish",
        reason=f"{called(element)} puts rooms on sale or takes them off: {said[:80]!r}",
        rule="trip:sale-switch",
    )
