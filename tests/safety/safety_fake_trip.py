"""Fake pages of an airline's manage-booking and check-in, a hotel's property extranet, a
cruise and tour booking and a travel agency's back office: what commits there in words of
its own, the look-alikes that commit nothing, and a page whose headings, help lines and
dialogs say what a bare button or switch does."""

from __future__ import annotations

from collections.abc import Callable

from handrail.backends.fake import FakeApp
from handrail.vocab import Role, State

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
    # a booked excursion, cruise or flight segment cancelled
    (Role.GENERIC, "Cancel excursion"), (Role.BUTTON, "Cancel cruise"),
    (Role.MENUITEM, "Cancel segment"),
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
    (Role.LINK, "Cancellation policy"), (Role.LINK, "Cancelled excursions"),
]  # fmt: skip
TRIP_ACTING = 29
"""The first this many of :data:`TRIP` commit something."""


def trip_page() -> FakeApp:
    """An airline's schedule change, a hotel's rates grid, bulk edit and booking request."""
    from safety_fake_parts import Page, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    kids = [
        page.panel("Schedule change: your flight now departs 07:40",
                   "Accept the new time or ask for a refund.", "Accept", "View options"),
        page.panel("Rates & availability",
                   "Changes you save go live on all connected channels.", "Save"),
        page.panel("Guest notes", "Only your staff see these notes.", "Save"),
        page.panel("Bulk edit", "Set price €119 for Double room, 14 nights from 1 Apr.",
                   "Apply"),
        page.panel("Filters", "Show only rooms with a sea view.", "Apply"),
        page.panel("Accept this booking request?",
                   "Guest L. Berg asks for 3 nights from 20 Mar.", "Confirm", "Decline"),
        page.panel("Cookie preferences", "We use cookies to improve the site.", "Decline"),
        page.panel("Ticketing", "PNR QX7P2L · Okafor family · 4 passengers", "Ticket", "Queue"),
        page.panel("Support", "Something wrong with your trip? Tell us.", "Ticket"),
        page.panel("Overbooking",
                   "Relocate J. Moreau to Hotel Sol. The guest is told by email.", "Done"),
        page.panel("Room moved", "J. Moreau now stays in room 214.", "Done"),
        page.control(Role.SWITCH, "Open for sale", states={State.CHECKED}),
        page.control(Role.SWITCH, "Show prices with tax"),
    ]  # fmt: skip
    window = window_of("Rates & availability · Extranet", kids, page.status)
    return FakeApp(name="fake-trip", pid=pid(), window=window)


TRIP_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Accept", True),
    ("click", Role.GENERIC, "View options", False),
    ("click", Role.GENERIC, "Save@1", True),
    ("click", Role.GENERIC, "Save@2", False),
    ("click", Role.GENERIC, "Apply@1", True),
    ("click", Role.GENERIC, "Apply@2", False),
    ("click", Role.GENERIC, "Confirm", True),
    ("click", Role.GENERIC, "Decline@1", True),
    ("click", Role.GENERIC, "Decline@2", False),
    ("click", Role.GENERIC, "Ticket@1", True),
    ("click", Role.GENERIC, "Queue", False),
    ("click", Role.GENERIC, "Ticket@2", False),
    ("click", Role.GENERIC, "Done@1", True),
    ("click", Role.GENERIC, "Done@2", False),
    ("click", Role.SWITCH, "Open for sale", True),
    ("click", Role.SWITCH, "Show prices with tax", False),
]


def _hold_dialogs() -> dict[str, Callable[[], FakeApp]]:
    """A cabin's hold released by a bare *Yes*, and a dialog whose *Yes* only shows more."""
    from safety_fake_dialogs import dialogs

    return {
        "trip-release": dialogs(
            "",
            "Release your cabin hold? Cabin 8122 will be offered to other guests.",
            "Yes",
            "No",
            name="fake-trip-release",
            default=False,
        ),
        "trip-more": dialogs(
            "",
            "Would you like to see more cabins on deck 9?",
            "Yes",
            "No",
            name="fake-trip-more",
            default=False,
        ),
    }


TRIP_DIALOGS = _hold_dialogs()
TRIP_ANSWERS = [
    # (app, action, role, name, irreversible)
    ("trip-release", "click", Role.BUTTON, "Yes", True),
    ("trip-release", "click", Role.BUTTON, "No", False),
    ("trip-more", "click", Role.BUTTON, "Yes", False),
]
"""A hold released gives the cabin away; a question that only shows more commits nothing."""
