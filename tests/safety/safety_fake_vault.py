"""Fake pages of a password manager, a phone carrier's account and an app store: what
commits there in words of its own, the look-alikes that commit nothing, and a page whose
prices, rows, dialogs, headings and side menu say what a bare button does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

VAULT = [
    # what commits: a vault's secrets and share links, a store's trials and gem prices
    (Role.BUTTON, "Reveal password"), (Role.GENERIC, "Unmask PIN"),
    (Role.BUTTON, "Get link to share"), (Role.GENERIC, "Create sharing link"),
    (Role.GENERIC, "Try free for 7 days"), (Role.BUTTON, "Start your free trial"),
    (Role.GENERIC, "Nebula skin 💎 300"), (Role.BUTTON, "Unlock for 300 gems"),
    # look-alikes that commit nothing
    (Role.LINK, "How to reveal a password"), (Role.LINK, "Sharing links explained"),
    (Role.LINK, "How free trials work"), (Role.GENERIC, "Gem balance 💎 300"),
    (Role.LINK, "Get more gems"),
]  # fmt: skip
VAULT_ACTING = 8
"""The first this many of :data:`VAULT` commit something."""


def vault_page() -> FakeApp:
    """A store's price-only buttons and app rows, a vault's move dialogs, a login's
    two-step switches, a generator's and an app password's *Regenerate*, and a side menu's
    *Redeem code* beside the page's own."""
    from safety_fake_parts import Page, control, text_field

    page = Page()
    lay = page.lay
    on = {State.CHECKED}

    def heading(name: str) -> FakeNode:
        return FakeNode(role=Role.HEADING, name=name, bounds=lay.box())

    def dialog(title: str, line: str, button: str) -> FakeNode:
        """A dialog: its title, a line of text and one button."""
        y = lay.box(h=100).y
        return FakeNode(role=Role.DIALOG, name=title, bounds=Rect(20, y, 500, 100), children=[
            FakeNode(role=Role.TEXT, name=line, bounds=Rect(30, y + 30, 480, 24)),
            control(Role.BUTTON, button, Rect(30, y + 64, 90, 28), page.press),
        ])  # fmt: skip

    y = lay.box().y
    menu = FakeNode(role=Role.NAVIGATION, name="", bounds=Rect(20, y, 200, 28), children=[
        control(Role.GENERIC, "Redeem code", Rect(20, y, 200, 28), page.press)])  # fmt: skip
    y = lay.box().y
    redeem = [
        text_field("Enter code", "ABCD-1234", Rect(20, y, 200, 28)),
        control(Role.GENERIC, "Redeem code", Rect(230, y, 120, 28), page.press),
    ]
    kids: list[FakeNode] = [
        menu,
        heading("Starfall Legends"),
        page.control(Role.BUTTON, "$59.99"),
        page.control(Role.LINK, "Under $10"),
        *page.line("Pocket Farm · Free · In-app purchases", "Get"),
        *page.line("Weather in Paris tomorrow", "Get"),
        dialog("Move item", "Everyone in the Family vault will be able to see this item.",
               "Move"),
        dialog("Move item", "Choose a folder for this item.", "Move"),
        heading("Two-step login"),
        page.control(Role.SWITCH, "Authenticator app", states=on),
        page.control(Role.SWITCH, "Security key"),
        heading("Appearance"),
        page.control(Role.SWITCH, "Compact mode", states=on),
        heading("Password generator"),
        page.control(Role.GENERIC, "Regenerate password"),
        heading("App passwords"),
        page.control(Role.GENERIC, "Regenerate password"),
        *redeem,
        heading("Gem shop"),
        page.control(Role.RADIO, "Nebula skin 💎 300"),
        page.control(Role.RADIO, "Gem balance 💎 300"),
        *page.line("One-time password ••• •••", "👁"),
        *page.line("Views 1,204", "👁"),
    ]  # fmt: skip
    return page.app("fake-vault", kids)


VAULT_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.BUTTON, "$59.99", True),
    ("click", Role.LINK, "Under $10", False),
    ("click", Role.GENERIC, "Get@1", True),
    ("click", Role.GENERIC, "Get@2", False),
    ("click", Role.BUTTON, "Move@1", True),
    ("click", Role.BUTTON, "Move@2", False),
    ("click", Role.SWITCH, "Authenticator app", True),
    ("click", Role.SWITCH, "Security key", False),
    ("click", Role.SWITCH, "Compact mode", False),
    ("click", Role.GENERIC, "Regenerate password@1", False),
    ("click", Role.GENERIC, "Regenerate password@2", True),
    ("click", Role.GENERIC, "Redeem code@1", False),
    ("click", Role.GENERIC, "Redeem code@2", True),
    ("click", Role.RADIO, "Nebula skin 💎 300", True),
    ("click", Role.RADIO, "Gem balance 💎 300", False),
    ("click", Role.GENERIC, "👁@1", True),
    ("click", Role.GENERIC, "👁@2", False),
]
