"""Fake pages of an event-ticketing site, a restaurant-reservation app and crowdfunding and
donation sites: what commits there in words of its own, the look-alikes that commit nothing,
a page whose headings and help lines say what a bare button does, and switches that
message only the person or act for them."""

from __future__ import annotations

import functools

from handrail.backends.fake import FakeApp, FakeNode
from handrail.vocab import Role

TIX = [
    # what commits: messages sent to a whole list of people
    (Role.BUTTON, "Email to 48 contacts"), (Role.GENERIC, "Message all 4,213 backers"),
    (Role.BUTTON, "Send to all attendees"), (Role.GENERIC, "Email all 120 guests"),
    (Role.BUTTON, "Text 12 friends"),
    # look-alikes that commit nothing
    (Role.LINK, "Contacts"), (Role.LINK, "Emails to backers"), (Role.TAB, "Attendees"),
    (Role.LINK, "Guest list"), (Role.BUTTON, "Copy link"),
]  # fmt: skip
TIX_ACTING = 5
"""The first this many of :data:`TIX` commit something."""


def tix_page() -> FakeApp:
    """Cards of a ticketing, a reservation and a donation site: each a heading, a help line
    and bare buttons, and an amount picker's price chips."""
    from safety_fake_parts import Page, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()

    card = functools.partial(page.panel, role=Role.BUTTON)
    kids: list[FakeNode] = [
        card("Sell your tickets",
             "List 2 tickets for resale at $310.00 each. Buyers can purchase them immediately.",
             "List"),
        card("Review your donation",
             "$50.00 donation + $3.75 tip to GiveNow · charged to Visa •••• 4242",
             "Continue", "Back"),
        card("Join the waitlist for tonight",
             "We'll text you at (415) 555-0142 when your table is ready.", "Continue"),
        card("Confirm your table", "Party of 4 · Fri, Mar 7 at 7:30 PM", "Confirm"),
        card("Transfer Tickets",
             "Send 2 tickets to jamie@example.com. Once accepted, they leave your account.",
             "Transfer", "Cancel"),
        card("Choose an amount", "Every gift helps the Rivera family.", "$25", "$50"),
        # look-alikes: the same bare words where nothing around says they commit
        card("Shipping address", "You won't be charged until you review your order.",
             "Continue"),
        card("Shopping list", "3 items", "List"),
        card("Your seats", "Section 114, Row 12 · Seats 7–8", "Continue"),
        # a switch that texts only the person, and one that charges them by itself
        page.control(Role.SWITCH, "Text me when a table opens"),
        page.control(Role.SWITCH, "Charge me when tickets go on sale"),
        page.control(Role.SWITCH, "Email my guests when the table is ready"),
    ]  # fmt: skip
    window = window_of("Tickets · Tables · Give", kids, page.status)
    return FakeApp(name="fake-tix", pid=pid(), window=window)


TIX_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.BUTTON, "List@1", True),
    ("click", Role.BUTTON, "Continue@1", True),
    ("click", Role.BUTTON, "Back", False),
    ("click", Role.BUTTON, "Continue@2", True),
    ("click", Role.BUTTON, "Confirm", True),
    ("click", Role.BUTTON, "Transfer", True),
    ("click", Role.BUTTON, "Cancel", False),
    ("click", Role.BUTTON, "$25", False),
    ("click", Role.BUTTON, "$50", False),
    ("click", Role.BUTTON, "Continue@3", False),
    ("click", Role.BUTTON, "List@2", False),
    ("click", Role.BUTTON, "Continue@4", False),
    ("click", Role.SWITCH, "Text me when a table opens", False),
    ("click", Role.SWITCH, "Charge me when tickets go on sale", True),
    ("click", Role.SWITCH, "Email my guests when the table is ready", True),
]
