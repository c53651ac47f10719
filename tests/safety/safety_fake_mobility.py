"""Fake pages of food delivery, ride hailing, rental cars and home rentals: what commits
there in words of its own, the look-alikes that commit nothing, and a page whose fine
print says what a footer's button charges and whose cart marks an order as a gift."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

MOBILITY = [
    # what commits: an application's fee, a trip or rental ended, a door code sent
    (Role.BUTTON, "Apply now · $45 fee"), (Role.GENERIC, "Apply · $50 application fee"),
    (Role.GENERIC, "End trip"), (Role.BUTTON, "End rental"),
    (Role.GENERIC, "Send door code to guest"), (Role.MENUITEM, "Share lockbox code"),
    # look-alikes that commit nothing
    (Role.LINK, "Application fees explained"), (Role.LINK, "Apply filters"),
    (Role.LINK, "Trip history"), (Role.GENERIC, "Trip ended"),
    (Role.GENERIC, "View door code"), (Role.LINK, "Door code settings"),
]  # fmt: skip
MOBILITY_ACTING = 6
"""The first this many of :data:`MOBILITY` commit something."""


def mobility_page() -> FakeApp:
    """A rental's sticky footer over its fine print, a cart's gift switch, a host's
    pending and confirmed bookings, and a checkout's chosen way to pay."""
    from safety_fake_parts import Page, control

    page = Page()
    lay = page.lay

    def footer(button: str) -> list[FakeNode]:
        """A sticky footer: a total, a bare button and Back."""
        y = lay.box().y
        return [
            FakeNode(role=Role.TEXT, name="Total $412.80", bounds=Rect(20, y, 120, 28)),
            control(Role.GENERIC, button, Rect(150, y, 140, 28), page.press),
            control(Role.GENERIC, "Back", Rect(300, y, 60, 28), page.press),
        ]

    def switch_row(name: str, on: bool = False) -> FakeNode:
        """A cart's clickable row: its text and a drawn switch of that name."""
        y = lay.box().y
        row = control(Role.GENERIC, name, Rect(20, y, 400, 28), page.press)
        row.children = [
            FakeNode(role=Role.TEXT, name=name, bounds=Rect(20, y, 200, 28)),
            control(Role.SWITCH, name, Rect(360, y, 40, 20), page.press,
                    states={State.CHECKED} if on else None),
        ]  # fmt: skip
        return row

    def booking(*cells: str) -> FakeNode:
        """A host's reservation row: its cells, then a bare Accept and Decline."""
        y = lay.box().y
        kids = [
            FakeNode(role=Role.CELL, name=c, bounds=Rect(20 + 120 * i, y, 110, 28))
            for i, c in enumerate(cells)
        ]
        x = 20 + 120 * len(cells)
        return FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 900, 28), children=[
            *kids,
            control(Role.GENERIC, "Accept", Rect(x, y, 60, 28), page.press),
            control(Role.GENERIC, "Decline", Rect(x + 70, y, 60, 28), page.press),
        ])  # fmt: skip

    def pay_choice() -> list[FakeNode]:
        """A checkout's chosen way to pay, Add coupon and a link to report the listing."""
        return [
            page.control(Role.RADIO, "Pay $630 now", states={State.CHECKED}),
            page.control(Role.RADIO, "Pay part now, part later"),
            page.control(Role.GENERIC, "Add coupon"),
            page.control(Role.LINK, "Report this listing"),
            page.control(Role.GENERIC, "Report this listing"),
        ]

    def tiers() -> FakeNode:
        """A ride's priced tiers, one chosen, and a rental's priced protection."""
        y = lay.box(h=160).y
        names = [
            ("UberX · 4 min · $18.20", True),
            ("Comfort · 6 min · $24.75", False),
            ("Yes, add Loss Damage Waiver · $29/day", False),
        ]
        group = [
            control(
                Role.RADIO,
                n,
                Rect(20, y + 30 * i, 400, 28),
                page.press,
                states={State.CHECKED} if on else None,
            )
            for i, (n, on) in enumerate(names[:2])
        ]
        cover = [
            control(Role.RADIO, names[2][0], Rect(20, y + 70, 400, 28), page.press),
            control(
                Role.RADIO,
                "No, I'll rely on my own coverage",
                Rect(20, y + 100, 400, 28),
                page.press,
                states={State.CHECKED},
            ),
        ]
        return FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 500, 160), children=[
            FakeNode(role=Role.GROUP, name="Choose a ride", bounds=Rect(20, y, 500, 60),
                     children=group),
            FakeNode(role=Role.GROUP, name="Protection", bounds=Rect(20, y + 70, 500, 60),
                     children=cover),
        ])  # fmt: skip

    kids: list[FakeNode] = [
        *footer("Skip the counter"),
        page.text(
            "By selecting Skip the counter you agree to be charged for the rental at pickup."
        ),
        *footer("Skip the tour"),
        page.text("By selecting Skip the tour you agree to see the tips later."),
        switch_row("Send as a gift"),
        switch_row("Leave at my door", on=True),
        page.control(Role.BUTTON, "Send gift"),
        FakeNode(role=Role.HEADING, name="Reservations", bounds=lay.box()),
        booking("Sam R.", "Dec 20–23", "Pending"),
        booking("Lee K.", "Jan 2–5", "Confirmed"),
        *pay_choice(),
        tiers(),
    ]
    return page.app("fake-mobility", kids)


MOBILITY_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Skip the counter", True),
    ("click", Role.GENERIC, "Skip the tour", False),
    ("click", Role.GENERIC, "Back@1", False),
    ("click", Role.SWITCH, "Send as a gift", False),
    ("click", Role.GENERIC, "Send as a gift", False),
    ("click", Role.SWITCH, "Leave at my door", False),
    ("click", Role.BUTTON, "Send gift", True),
    ("click", Role.GENERIC, "Accept@1", True),
    ("click", Role.GENERIC, "Decline@1", True),
    ("click", Role.GENERIC, "Accept@2", False),
    ("click", Role.GENERIC, "Add coupon", False),
    ("click", Role.LINK, "Report this listing", False),
    ("click", Role.GENERIC, "Report this listing", True),
    ("click", Role.RADIO, "Comfort · 6 min · $24.75", False),
    ("click", Role.RADIO, "Yes, add Loss Damage Waiver · $29/day", True),
]
