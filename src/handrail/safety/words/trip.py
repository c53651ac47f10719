"""Verbs of airline, hotel-extranet, cruise and travel-agency pages.

A boarding pass or itinerary sent, an upgrade paid in miles, a waitlist joined, a cabin's
hold given up, a hotel's rooms closed out or put on sale, rates pushed to the channels that
sell them, a guest charged, a ticket reissued, an excursion cancelled or the sales day
closed. Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like the
labels they are matched against. Each is anchored, so that a link about the action (*How
close-outs work*, *Upgrade options*) or a tab (*Waitlist*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_TRIP"]

_PAPERS = (
    r"(?:boarding pass(?:es)?|itinerar(?:y|ies)|e-?tickets?|confirmations?|vouchers?|receipts?"
    r"|invoices?)"
)
"""What a travel page sends its traveller."""

_ROOMS = r"(?:(?:the |this |all )?(?:rooms?|dates?|nights?|room types?|rate plans?|inventory))"
"""What a hotel's extranet closes or opens for sale."""

SPACED_TRIP: dict[str, tuple[str, ...]] = {
    "send": (
        rf"^(?:e-?mail|text|sms|send|share) (?:the |my |your |this |all )?{_PAPERS}\b",
        r"^(?:resend|re-send) (?:the )?(?:booking )?(?:confirmation|itinerary|voucher)s?$",
    ),
    "pay": (
        r"^upgrade (?:now )?(?:for|with|using) [\d,.]+ ?k? (?:miles|points|avios)$",
        r"^(?:redeem|use) [\d,.]+ ?k? (?:miles|points|avios)$",
        r"^charge (?:the )?(?:guest|traveller|traveler|client|customer|no-?show)s?\b",
    ),
    "submit": (
        r"^join (?:the |this )?wait-?list$",
        r"^(?:re-?issue|reissue|exchange) (?:the |this |all )?tickets?$",
        r"^issue (?:an? |the )?(?:emds?|mcos?|vouchers?)$",
        r"^close (?:the )?(?:sales |business |end of )?day$",
        r"^release (?:the |this |my )?(?:hold|cabin|cabins|room|rooms|seats?|allotment)$",
    ),
    "cancel": (
        r"^cancel (?:the |this |my )?(?:shore )?(?:excursions?|cruises?|sailings?|cabins?"
        r"|segments?|legs?|sightseeing|activit(?:y|ies)|packages?|holidays?|tickets?|pnrs?)$",
    ),
    "publish": (
        rf"^(?:close out|stop[- ]sell)(?: {_ROOMS})?$", rf"^close {_ROOMS}$",
        rf"^open(?: {_ROOMS})? for sale$",
        r"^(?:push|publish|sync|send) (?:the |all )?(?:rates|prices|availability|inventory)"
        r"(?: (?:to|on) (?:all )?(?:the )?channels)?$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
