"""Fake pages of a payments dashboard, an identity admin console and an e-signature
document: what commits there in words of its own, the look-alikes that commit nothing, and
a page whose rows and signing tags say what a bare button does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role

ADMIN = [
    # what commits: a payment's capture and the account's payouts
    (Role.GENERIC, "Capture $129.00"), (Role.MENUITEM, "Capture now"),
    (Role.GENERIC, "Pause payouts"), (Role.MENUITEM, "Pause payment collection"),
    (Role.MENUITEM, "Disable endpoint"),
    # a person's factors, sessions and password
    (Role.GENERIC, "Reset Multifactor"), (Role.BUTTON, "Reset MFA"),
    (Role.MENUITEM, "Clear user sessions"), (Role.MENUITEM, "Expire password"),
    # a signer's tags in a document
    (Role.GENERIC, "Sign ⬇"), (Role.GENERIC, "Initial here"),
    # look-alikes that commit nothing
    (Role.BUTTON, "Capture screenshot"), (Role.GENERIC, "Capture method"),
    (Role.GENERIC, "Paused payouts"), (Role.LINK, "Payment collection settings"),
    (Role.LINK, "Endpoint details"), (Role.LINK, "Multifactor reset history"),
    (Role.LINK, "Session history"), (Role.LINK, "Password expiry policy"),
    (Role.GENERIC, "Signed ✓"), (Role.GENERIC, "Initial balance"),
    # a menu's item whose ellipsis says a dialog asks first
    (Role.MENUITEM, "Refund payment…"), (Role.MENUITEM, "Roll key..."),
]  # fmt: skip
ADMIN_ACTING = 11
"""The first this many of :data:`ADMIN` commit something."""


def admin_page() -> FakeApp:
    """A payments table whose rows' ⋮ menus hold a bare *Capture*, and a document with the
    tags a signer fills above a sticky footer's bare *Finish*."""
    from safety_fake_parts import Page, control, text_field

    page = Page()
    lay = page.lay

    def row(*cells: str, item: str = "Capture", kebab: str = "⋮") -> FakeNode:
        """A table's row: its cells, and a ⋮ menu drawn open with a bare ``item``."""
        y = lay.box(h=84).y
        kids = [
            FakeNode(role=Role.CELL, name=c, bounds=Rect(20 + 150 * i, y, 140, 28))
            for i, c in enumerate(cells)
        ]
        menu = FakeNode(role=Role.CELL, name="", bounds=Rect(620, y, 160, 28), children=[
            control(Role.GENERIC, kebab, Rect(620, y, 20, 28), page.press),
            control(Role.GENERIC, item, Rect(620, y + 28, 160, 28), page.press),
            control(Role.GENERIC, "View details", Rect(620, y + 56, 160, 28), page.press),
        ])  # fmt: skip
        return FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 900, 28), children=[
            *kids, menu])  # fmt: skip

    kids: list[FakeNode] = [
        FakeNode(role=Role.HEADING, name="Payments", bounds=lay.box()),
        row("$129.00 USD", "Uncaptured", "Order #1042"),
        FakeNode(role=Role.HEADING, name="Recordings", bounds=lay.box()),
        row("Screen 1", "Idle", "Window capture"),
        # a webhook's ⋮ menu opens its editor; the field under it is the allow-list's
        FakeNode(role=Role.HEADING, name="Webhooks", bounds=lay.box()),
        row("https://acme.com/hooks", "Enabled", item="Update details"),
        row("Secret key", "sk_live_••••", item="Roll key…", kebab="Key actions"),
        text_field("Allow IP addresses", "0.0.0.0/0", Rect(400, lay.box().y, 300, 28)),
        control(Role.BUTTON, "Save", Rect(400, lay.box().y, 60, 28), page.press),
        FakeNode(role=Role.HEADING, name="Offer letter", bounds=lay.box()),
        page.text("Employee signature:"),
        page.text("Date Signed"),
        page.control(Role.GENERIC, "Initial"),
        page.control(Role.GENERIC, "Finish Later"),
        page.control(Role.GENERIC, "Finish"),
    ]
    return page.app("fake-admin", kids)


ADMIN_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Capture@1", True),
    ("click", Role.GENERIC, "Capture@2", False),
    ("click", Role.GENERIC, "View details@1", False),
    ("click", Role.GENERIC, "Finish", True),
    ("click", Role.GENERIC, "Initial", True),
    ("click", Role.GENERIC, "Finish Later", False),
    ("click", Role.GENERIC, "Update details", False),
    ("click", Role.GENERIC, "Roll key…", False),
    ("click", Role.BUTTON, "Save", True),
]
