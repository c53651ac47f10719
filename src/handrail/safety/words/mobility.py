"""Verbs of food delivery, ride hailing, rental cars, check-in and home rentals, as data.

An application's fee paid up front, a rental or ride ended (and billed), a door code sent
to a guest. Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like the
labels they are matched against (lower case, ``&`` kept). Each names its object or is
anchored to the whole label, so that a link about the action (*Application fees
explained*, *Trip history*, *View door code*) or a filter commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_MOBILITY"]

_AMOUNT = r"[$£€¥₹] ?\d[\d.,]*"
"""An amount with its currency sign (*$45*, *€12.50*)."""

SPACED_MOBILITY: dict[str, tuple[str, ...]] = {
    "pay": (
        # a rental application's fee, charged as it is sent: *Apply now · $45 fee*
        rf"^apply(?: now| online)?\W+{_AMOUNT} (?:application |processing |screening )?fee$",
        # a rental or a ride ended: the meter stops and the fare is charged
        r"^end (?:the |this |my |your )?(?:trip|ride|rental)$",
    ),
    "grant": (
        # a door's code sent to a guest opens the door to them
        r"^(?:send|share|text|email) (?:the )?(?:door|entry|gate|lock|lockbox|key ?box|access)"
        r" codes?(?: to (?:the |your )?(?:guests?|renters?|tenants?|visitors?))?$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
