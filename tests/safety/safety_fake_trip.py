"""Fake pages of an airline's manage-booking and check-in, a hotel's property extranet, a
cruise and tour booking and a travel agency's back office: what commits there in words of
its own, and the look-alikes that commit nothing."""

from __future__ import annotations

from handrail.vocab import Role

TRIP = [
    # what commits: a boarding pass or itinerary sent, an upgrade paid in miles
    (Role.BUTTON, "Email boarding pass"), (Role.GENERIC, "Send boarding passes"),
    (Role.BUTTON, "Text boarding pass"), (Role.BUTTON, "Upgrade for 45,000 miles"),
    (Role.BUTTON, "Upgrade for €120"), (Role.GENERIC, "Redeem 30,000 points"),
    # a waitlist joined, a cabin's hold released, an excursion booked
    (Role.GENERIC, "Join waitlist"), (Role.BUTTON, "Join the waitlist"),
    (Role.BUTTON, "Release hold"), (Role.MENUITEM, "Release cabin"),
    # a hotel's rooms closed out or put on sale, rates pushed to its channels
    (Role.BUTTON, "Close out"), (Role.MENUITEM, "Stop sell"), (Role.BUTTON, "Close room"),
    (Role.BUTTON, "Open for sale"), (Role.BUTTON, "Push rates"),
    (Role.GENERIC, "Publish rates"), (Role.BUTTON, "Sync rates to channels"),
    # a guest charged, sent a payment link, marked a no-show
    (Role.MENUITEM, "Charge guest"), (Role.MENUITEM, "Charge card"),
    (Role.MENUITEM, "Send payment link"), (Role.MENUITEM, "Resend confirmation"),
    (Role.MENUITEM, "Mark as no-show"),
    # an agency's tickets voided, reissued, the day closed
    (Role.BUTTON, "Void ticket"), (Role.BUTTON, "Reissue ticket"),
    (Role.BUTTON, "Issue EMD"), (Role.BUTTON, "Close sales day"),
    # look-alikes that commit nothing
    (Role.LINK, "Boarding passes"), (Role.BUTTON, "Download boarding pass"),
    (Role.LINK, "Upgrade options"), (Role.LINK, "Miles and points"),
    (Role.TAB, "Waitlist"), (Role.LINK, "How the waitlist works"),
    (Role.LINK, "Hold policy"), (Role.LINK, "Close-out history"),
    (Role.LINK, "How close-outs work"), (Role.TAB, "Stop-sell calendar"),
    (Role.LINK, "Rate plan history"), (Role.LINK, "Channel manager settings"),
    (Role.LINK, "No-show policy"), (Role.LINK, "Payment links"),
    (Role.LINK, "Voided tickets"), (Role.LINK, "Ticket history"),
    (Role.LINK, "Sales report"), (Role.BUTTON, "Print itinerary"),
    (Role.BUTTON, "Re-price"), (Role.BUTTON, "Preview invoice"),
]  # fmt: skip
TRIP_ACTING = 26
"""The first this many of :data:`TRIP` commit something."""
