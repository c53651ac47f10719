"""Fake pages of a patient portal, a pharmacy and a school's learning system: what commits
there in words of its own, the look-alikes that commit nothing, and a gradebook whose
row menus and switches commit what their bare words do not say."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

CARE = [
    # what commits: a renewal asked of the doctor, work marked done, grades changed
    (Role.GENERIC, "Request renewal"), (Role.BUTTON, "Request prescription renewal"),
    (Role.GENERIC, "Ask my doctor for a new prescription"), (Role.GENERIC, "Mark as done"),
    (Role.MENUITEM, "Curve grades"), (Role.MENUITEM, "Excuse"),
    (Role.GENERIC, "Excuse student"), (Role.MENUITEM, "Mark as missing"),
    (Role.GENERIC, "Return to student"), (Role.BUTTON, "Return all"),
    (Role.BUTTON, "Return grades"), (Role.BUTTON, "Schedule appointment"),
    # look-alikes that commit nothing
    (Role.LINK, "Renewal requests"), (Role.LINK, "Asking your doctor for a prescription"),
    (Role.GENERIC, "Marked as done"), (Role.LINK, "Curving grades explained"),
    (Role.GENERIC, "Excused"), (Role.GENERIC, "Missing submissions"),
    (Role.GENERIC, "Return to course"), (Role.LINK, "Returned work"),
    (Role.LINK, "Return policy"),
    # a forum's notifications, a plan's terms, a term's dates, a form that opens
    (Role.GENERIC, "Subscribe to thread"), (Role.GENERIC, "Subscribe & save details"),
    (Role.GENERIC, "Drop/withdraw deadlines"), (Role.GENERIC, "+ Schedule an appointment"),
]  # fmt: skip
CARE_ACTING = 12
"""The first this many of :data:`CARE` commit something."""


def care_page() -> FakeApp:
    """A gradebook's row menus drawn open beside an order's, and its grading switches."""
    from safety_fake_parts import Page, control

    page = Page()
    lay = page.lay
    on = {State.CHECKED}

    def menu_row(first: str, *items: str) -> FakeNode:
        """A row: its name, and the ⋮ menu drawn open in its last cell."""
        y = lay.box(h=28 + 28 * len(items)).y
        menu = [
            control(Role.GENERIC, n, Rect(460, y + 28 * (i + 1), 160, 28), page.press)
            for i, n in enumerate(items)
        ]
        cells = [
            FakeNode(role=Role.CELL, name=first, bounds=Rect(20, y, 140, 28)),
            FakeNode(role=Role.CELL, name="", bounds=Rect(460, y, 160, 28), children=[
                control(Role.GENERIC, "⋮", Rect(460, y, 20, 28), page.press), *menu]),
        ]  # fmt: skip
        return FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 900, 28), children=cells)

    kids: list[FakeNode] = [
        # a gradebook's student row hands the work back; an order's row starts a return
        FakeNode(role=Role.HEADING, name="Gradebook · Lab report 3", bounds=lay.box()),
        menu_row("Ava Brown", "Grade history", "Return"),
        FakeNode(role=Role.HEADING, name="Your orders", bounds=lay.box()),
        menu_row("Order #1142 · Headphones", "Track package", "Return"),
        # a late penalty turned on deducts from every late grade
        FakeNode(role=Role.HEADING, name="Grading", bounds=lay.box()),
        page.control(Role.SWITCH, "Automatically apply deduction to late submissions"),
        page.control(Role.SWITCH, "Highlight late submissions"),
        page.control(Role.SWITCH, "Show totals as points", states=on),
    ]
    return page.app("fake-care", kids)


CARE_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Return@1", True),
    ("click", Role.GENERIC, "Return@2", False),
    ("click", Role.GENERIC, "Grade history", False),
    ("click", Role.SWITCH, "Automatically apply deduction to late submissions", True),
    ("click", Role.SWITCH, "Highlight late submissions", False),
    ("click", Role.SWITCH, "Show totals as points", False),
]
