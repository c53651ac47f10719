"""Fake pages of a listing manager, an applicant tracker and a tax e-filing service: the
statuses that commit there in words of their own, the look-alikes that commit nothing, and
a page whose headings and help lines say what a bare *Save* or *Continue* or a switch does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.vocab import Role, State

CIVIC2 = [
    # what commits: a listing's or a candidate's status, a job taken off the boards
    (Role.GENERIC, "Mark as pending"), (Role.BUTTON, "Mark as sold"),
    (Role.MENUITEM, "Mark as under contract"), (Role.GENERIC, "Mark as hired"),
    (Role.BUTTON, "Hire candidate"), (Role.GENERIC, "Close job"),
    (Role.MENUITEM, "Close this job posting"), (Role.BUTTON, "Close requisition"),
    # a listing taken down or put back, an offer taken back, a showing cancelled, a rate locked
    (Role.BUTTON, "Delist"), (Role.MENUITEM, "Take listing off market"),
    (Role.GENERIC, "Relist home"), (Role.BUTTON, "Rescind offer"),
    (Role.MENUITEM, "Cancel showing"), (Role.BUTTON, "Lock rate"),
    # a candidate turned down, offered, checked; a job paid to be shown
    (Role.GENERIC, "Decline candidate"), (Role.BUTTON, "Disqualify"),
    (Role.BUTTON, "Extend offer"), (Role.MENUITEM, "Request references"),
    (Role.BUTTON, "Order background check"), (Role.GENERIC, "Sponsor job"),
    (Role.BUTTON, "Promote job"),
    # a return signed, a benefit certified or requested, a claim closed, a sale reported
    (Role.BUTTON, "Sign return"), (Role.GENERIC, "Certify for benefits"),
    (Role.BUTTON, "Request weekly payment"), (Role.BUTTON, "Close claim"),
    (Role.BUTTON, "Notify DMV"),
    # look-alikes that commit nothing
    (Role.LINK, "Pending listings"), (Role.TAB, "Sold"), (Role.LINK, "Hired candidates"),
    (Role.TAB, "Closed jobs"), (Role.LINK, "How to close a job"),
    (Role.LINK, "Marking a home as pending"), (Role.LINK, "Job closing settings"),
    (Role.TAB, "Delisted homes"), (Role.LINK, "Rescinded offers"), (Role.LINK, "Showing schedule"),
    (Role.LINK, "Rate lock policy"), (Role.TAB, "Declined candidates"),
    (Role.TAB, "Disqualified"), (Role.LINK, "Offer templates"), (Role.TAB, "References"),
    (Role.LINK, "Background check settings"), (Role.TAB, "Sponsored jobs"),
    (Role.LINK, "Job promotion budget"), (Role.LINK, "Return signature help"),
    (Role.LINK, "Certification history"), (Role.TAB, "Closed claims"),
    (Role.LINK, "DMV notifications"),
    # a row's menu item that opens the scheduler, where the invitations are sent
    (Role.MENUITEM, "Schedule interview"),
]  # fmt: skip
CIVIC2_ACTING = 26
"""The first this many of :data:`CIVIC2` commit something."""


def civic2_page() -> FakeApp:
    """Sections drawn of boxes: a heading, a help line and a bare button or a switch."""
    from safety_fake_parts import Page, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()

    def panel(title: str, line: str, name: str, role: Role = Role.GENERIC) -> FakeNode:
        """A section of its heading, a line of text and one control (a switch is on)."""
        on = {State.CHECKED} if role is Role.SWITCH else None
        return page.panel(title, line, name, role=role, states=on)

    kids: list[FakeNode] = [
        panel("Reduce price", "Buyers who saved this home will be notified of the new price.",
              "Save"),
        panel("Sign and file your return",
              "By selecting Continue, you are signing your 2025 federal return under penalties"
              " of perjury and transmitting it to the IRS.", "Continue"),
        panel("Reject 2 candidates?", "The candidates will be notified by email.", "Done"),
        panel("Listing status",
              "When off, the listing is removed from all portals and saved searches.",
              "Show on market", Role.SWITCH),
        # look-alikes: the same bare words where nothing around says they commit
        panel("Profile", "Your display name is shown to other agents.", "Save"),
        panel("Income", "W-2 from Acme Corp imported.", "Continue"),
        panel("Saved search", "You will be notified of new homes that match.", "Done"),
        panel("Reminders", "When off, we won't email you before deadlines.", "Email me reminders",
              Role.SWITCH),
    ]  # fmt: skip
    window = window_of("12 Oak St — Listing manager", kids, page.status)
    return FakeApp(name="fake-civic2", pid=pid(), window=window)


CIVIC2_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Save@1", True),
    ("click", Role.GENERIC, "Continue@1", True),
    ("click", Role.GENERIC, "Done@1", True),
    ("click", Role.SWITCH, "Show on market", True),
    ("click", Role.GENERIC, "Save@2", False),
    ("click", Role.GENERIC, "Continue@2", False),
    ("click", Role.GENERIC, "Done@2", False),
    ("click", Role.SWITCH, "Email me reminders", False),
]
