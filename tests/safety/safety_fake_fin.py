"""Fake pages of online banking, small-business accounting, insurance and buy-now-pay-later
or loan accounts: what commits there in words of its own, the look-alikes that commit
nothing, and a page whose headings and help lines say what a bare answer does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.vocab import Role

FIN = [
    # what commits: a sign-in approved, a credit search run, a payment recorded
    (Role.BUTTON, "Approve sign-in"), (Role.BUTTON, "Run credit check"),
    (Role.GENERIC, "Mark as paid"), (Role.MENUITEM, "Write off"),
    (Role.MENUITEM, "Void invoice"), (Role.BUTTON, "Accept settlement offer"),
    (Role.BUTTON, "Skip payment"), (Role.GENERIC, "Pay off plan"),
    # look-alikes that open a step or a form, or only show
    (Role.BUTTON, "Review transfer"), (Role.BUTTON, "Review payment"),
    (Role.GENERIC, "Make a payment"), (Role.LINK, "Write-offs"),
    (Role.LINK, "Voided invoices"), (Role.LINK, "Credit checks explained"),
    (Role.TAB, "Paid"), (Role.LINK, "Settlement offers"),
]  # fmt: skip
FIN_ACTING = 8
"""The first this many of :data:`FIN` commit something."""


def fin_page() -> FakeApp:
    """A lender's eligibility steps, a ledger's *Mark as paid?*, a bank's sign-in prompt and
    the step before a transfer is checked."""
    from safety_fake_parts import Page, text_field, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    lay = page.lay
    kids = [
        page.panel("Check your eligibility",
                   "Continuing will run a hard credit search, which other lenders can see.",
                   "Continue"),
        page.panel("Check your rate", "This won't affect your credit score.", "Continue"),
        page.panel("Mark invoice as paid?",
                   "This records a payment of £1,240.00 on 12 Mar into Business current account.",
                   "Yes", "No"),
        page.panel("Is this you signing in?",
                   "A new device (iPhone, London) is trying to sign in to your account.",
                   "Yes, it's me", "No, it's not me"),
        page.panel("Payment received", "Thanks, we've received £30.00.", "Yes"),
        text_field("Amount", "250.00", lay.box()),
        page.control(Role.GENERIC, "Review transfer"),
        FakeNode(role=Role.HEADING, name="Next payment · £30.00 due 14 April", bounds=lay.box()),
        page.control(Role.GENERIC, "Make a payment"),
    ]  # fmt: skip
    window = window_of("Accounts · Online Banking", kids, page.status)
    return FakeApp(name="fake-fin", pid=pid(), window=window)


FIN_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Continue@1", True),
    ("click", Role.GENERIC, "Continue@2", False),
    ("click", Role.GENERIC, "Yes@1", True),
    ("click", Role.GENERIC, "No", False),
    ("click", Role.GENERIC, "Yes, it's me", True),
    ("click", Role.GENERIC, "No, it's not me", False),
    ("click", Role.GENERIC, "Yes@2", False),
    ("click", Role.GENERIC, "Review transfer", False),
    ("click", Role.GENERIC, "Make a payment", False),
]
