"""Fake pages of a marketplace seller console and an HR / payroll app: what commits there
in words of its own, the look-alikes that commit nothing, and a page whose rows and
switches say what a bare button or a switch does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

SELLER = [
    # what commits: orders shipped, tracking added, promotions, offers and payouts
    (Role.GENERIC, "Add tracking"), (Role.BUTTON, "Add tracking number"),
    (Role.GENERIC, "Mark 2 orders as shipped"), (Role.BUTTON, "Mark selected orders as fulfilled"),
    (Role.GENERIC, "Start campaign"), (Role.BUTTON, "Launch promoted listings campaign"),
    (Role.GENERIC, "Auto-accept offers at or above $20"),
    (Role.GENERIC, "Auto-decline offers below $15"),
    (Role.GENERIC, "Get paid now"), (Role.BUTTON, "Instant payout"),
    (Role.MENUITEM, "Pay out now"),
    # an HR app's hiring, offboarding, salary changes and answers to requests
    (Role.GENERIC, "Hire candidate"), (Role.MENUITEM, "Offboard"),
    (Role.BUTTON, "Offboard employee"), (Role.BUTTON, "Start offboarding"),
    (Role.GENERIC, "Save salary"), (Role.BUTTON, "Save compensation change"),
    (Role.GENERIC, "Deny request"), (Role.BUTTON, "Decline time off request"),
    # feedback left on a buyer is public and cannot be taken back
    (Role.GENERIC, "Leave positive feedback"), (Role.BUTTON, "Post feedback for buyer"),
    # look-alikes that commit nothing
    (Role.LINK, "Tracking help"), (Role.LINK, "Orders marked as shipped"),
    (Role.LINK, "Campaign start date"), (Role.GENERIC, "Auto-accept offers: Off"),
    (Role.LINK, "Auto-decline offers explained"), (Role.LINK, "Get paid faster"),
    (Role.LINK, "Instant payout fees"), (Role.LINK, "Payout schedule"),
    (Role.GENERIC, "Hire date"), (Role.LINK, "Offboarding checklist"),
    (Role.LINK, "Offboarding tasks"), (Role.LINK, "Salary history"),
    (Role.LINK, "Denied requests"), (Role.GENERIC, "Sell similar"),
    (Role.LINK, "Leave feedback"), (Role.LINK, "Feedback for buyers explained"),
    (Role.LINK, "Pay schedule"),
]  # fmt: skip
SELLER_ACTING = 21
"""The first this many of :data:`SELLER` commit something."""


def seller_page() -> FakeApp:
    """Table rows whose bare buttons answer for their record, and a shop's switches."""
    from safety_fake_parts import Page, control

    page = Page()
    lay = page.lay
    on = {State.CHECKED}

    def row(cells: list[str], buttons: list[str]) -> FakeNode:
        """A table's row: its cells, then its action buttons."""
        y = lay.box().y
        kids = [
            FakeNode(role=Role.CELL, name=c, bounds=Rect(20 + 120 * i, y, 110, 28))
            for i, c in enumerate(cells)
        ]
        x = 20 + 120 * len(cells)
        for b in buttons:
            kids.append(control(Role.GENERIC, b, Rect(x, y, 100, 28), page.press))
            x += 110
        return FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 1000, 28), children=kids)

    kids: list[FakeNode] = [
        control(Role.LINK, "Hire", Rect(20, lay.box().y, 60, 28), page.press),
        FakeNode(role=Role.HEADING, name="Expenses", bounds=lay.box()),
        row(["Ben Okafor", "Client dinner", "$184.20"], ["Approve", "Decline"]),
        FakeNode(role=Role.HEADING, name="Candidates", bounds=lay.box()),
        row(["Leo Park", "Engineer"], ["Send offer letter", "Hire", "Reject candidate"]),
        FakeNode(role=Role.HEADING, name="Orders", bounds=lay.box()),
        row(["#1002", "Sam Ortiz", "$18.50"], ["Refund", "Track package", ""]),
        row(["#1003", "Ines Roy", "$9.00"], ["Track package", ""]),
        FakeNode(role=Role.HEADING, name="Cookie preferences", bounds=lay.box()),
        row(["Analytics cookies"], ["Details", "Decline"]),
        FakeNode(role=Role.HEADING, name="Shop status", bounds=lay.box()),
        page.control(Role.SWITCH, "Vacation mode"),
        page.control(Role.SWITCH, "Auto-accept offers"),
        page.control(Role.SWITCH, "Holiday mode", states=on),
        page.control(Role.SWITCH, "Show sold items", states=on),
        page.control(Role.SWITCH, "Auto-renew listings"),
        FakeNode(role=Role.HEADING, name="Access", bounds=lay.box()),
        page.control(Role.SWITCH, "Make Ana a payroll admin"),
        page.control(Role.SWITCH, "Email me admin tips"),
        # a payroll's settings section, and the footer's Continue to the review after it
        FakeNode(role=Role.HEADING, name="Pay schedule", bounds=lay.box()),
        page.control(Role.RADIO, "Every other week", states=on),
        page.control(Role.GENERIC, "Continue"),
    ]
    return page.app("fake-seller", kids)


SELLER_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.LINK, "Hire", False),
    ("click", Role.GENERIC, "Decline@1", True),
    ("click", Role.GENERIC, "Hire", True),
    ("click", Role.GENERIC, "Decline@2", False),
    ("click", Role.GENERIC, "Details", False),
    ("click", Role.GENERIC, "unnamed:1", True),
    ("click", Role.GENERIC, "unnamed:2", False),
    ("click", Role.SWITCH, "Vacation mode", True),
    ("click", Role.SWITCH, "Auto-accept offers", True),
    ("click", Role.SWITCH, "Holiday mode", False),
    ("click", Role.SWITCH, "Show sold items", False),
    ("click", Role.SWITCH, "Auto-renew listings", True),
    ("click", Role.SWITCH, "Make Ana a payroll admin", True),
    ("click", Role.SWITCH, "Email me admin tips", False),
    ("click", Role.GENERIC, "Continue", False),
]
