"""Fake pages of a brokerage, a crypto exchange and an e-signature envelope: what commits
there in words of its own, the look-alikes that commit nothing, and a page whose help
lines, ticked boxes, rows and switches say what a bare button does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp, FakeNode
from handrail.geometry import Rect
from handrail.vocab import Role, State

TRADE = [
    # what commits: orders, positions and recurring investments
    (Role.MENUITEM, "Convert to market order"), (Role.BUTTON, "Replace order"),
    (Role.GENERIC, "Cancel all (2)"), (Role.BUTTON, "Cancel all open orders"),
    (Role.GENERIC, "Stop recurring investment"), (Role.GENERIC, "Invest $100 weekly in AAPL"),
    (Role.MENUITEM, "Take profit at +10%"), (Role.MENUITEM, "Liquidate"),
    (Role.MENUITEM, "Reduce by 50"), (Role.BUTTON, "Reduce position"),
    (Role.BUTTON, "Cover short"),
    # an account's margin and options
    (Role.GENERIC, "Enable margin"), (Role.BUTTON, "Upgrade to Level 3"),
    (Role.BUTTON, "Enable options trading"), (Role.GENERIC, "Deposit $1,000"),
    # a crypto exchange's conversions, futures, loans and staking locks
    (Role.MENUITEM, "Convert to USDC"), (Role.BUTTON, "Convert small balances to BNB"),
    (Role.GENERIC, "Market close"), (Role.BUTTON, "Close short"), (Role.GENERIC, "Open long"),
    (Role.GENERIC, "Open short"), (Role.GENERIC, "Borrow 1,000 USDT"), (Role.GENERIC, "Repay"),
    (Role.GENERIC, "Lock for 30 days · 8.2% APR"),
    (Role.GENERIC, "Set up recurring buy · $50 daily"), (Role.BUTTON, "Add ¥500 credit"),
    # look-alikes that commit nothing
    (Role.LINK, "Market orders explained"), (Role.LINK, "Replacing an order"),
    (Role.GENERIC, "Cancelled (2)"), (Role.LINK, "Cancelled orders"),
    (Role.LINK, "Recurring investments"), (Role.LINK, "Investing basics"),
    (Role.LINK, "Take-profit orders explained"), (Role.GENERIC, "Liquidation price"),
    (Role.GENERIC, "Reduce motion"), (Role.CHECKBOX, "Reduce-only"),
    (Role.GENERIC, "Cover photo"), (Role.LINK, "Margin requirements"),
    (Role.LINK, "Options levels explained"), (Role.GENERIC, "Options chain"),
    (Role.LINK, "Deposit history"), (Role.MENUITEM, "Convert to PDF"),
    (Role.LINK, "Small balances history"), (Role.GENERIC, "Market closed"),
    (Role.LINK, "How to close a short"), (Role.GENERIC, "Long/short ratio"),
    (Role.LINK, "Borrow rates"), (Role.LINK, "Repayment schedule"),
    (Role.GENERIC, "Locked for 30 days"), (Role.LINK, "Recurring plans"),
    (Role.GENERIC, "Deposit"), (Role.GENERIC, "Convert"),
    # an order's option, and signing on paper instead
    (Role.CHECKBOX, "Allow extended-hours trading"), (Role.MENUITEM, "Print & sign"),
    # a *y* before a number is no yen (*by 7*)
    (Role.MENUITEM, "Extend expiration by 7 days"), (Role.GENERIC, "Run every 5 minutes"),
]  # fmt: skip
TRADE_ACTING = 26
"""The first this many of :data:`TRADE` commit something."""


def trade_page() -> FakeApp:
    """A signing page's footer and keys, a disclosure's ticked consent, positions' rows,
    and a brokerage's switches that protect its account."""
    from safety_fake_parts import Page, control, text_field

    page = Page()
    lay = page.lay
    on = {State.CHECKED}

    def footer(button: str, line: str) -> list[FakeNode]:
        """A sticky footer: Previous, Next, a bare button and a help line after it."""
        y = lay.box().y
        return [
            control(Role.GENERIC, "Previous", Rect(20, y, 70, 28), page.press),
            control(Role.GENERIC, "Next", Rect(100, y, 60, 28), page.press),
            control(Role.GENERIC, button, Rect(170, y, 60, 28), page.press),
            FakeNode(role=Role.TEXT, name=line, bounds=Rect(240, y, 560, 28)),
        ]

    def box(title: str, tick: str, ticked: bool) -> FakeNode:
        """A page's own overlay: a title, a box to tick and the button that goes on."""
        y = lay.box(h=120).y
        return FakeNode(role=Role.GENERIC, name="", bounds=Rect(20, y, 500, 120), children=[
            FakeNode(role=Role.HEADING, name=title, bounds=Rect(30, y + 4, 480, 24)),
            control(Role.CHECKBOX, tick, Rect(30, y + 40, 480, 24), page.press,
                    states=on if ticked else None),
            control(Role.GENERIC, "Continue", Rect(30, y + 80, 90, 28), page.press),
        ])  # fmt: skip

    def row(*cells: str) -> FakeNode:
        """A table's row: its cells, then a bare Cover."""
        y = lay.box().y
        kids = [
            FakeNode(role=Role.CELL, name=c, bounds=Rect(20 + 150 * i, y, 140, 28))
            for i, c in enumerate(cells)
        ]
        button = control(Role.GENERIC, "Cover", Rect(20 + 150 * len(cells), y, 60, 28), page.press)
        return FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 900, 28), children=[
            *kids, button])  # fmt: skip

    def order_row(symbol: str, *items: str) -> FakeNode:
        """An open order's row: its cells, and the ⋮ menu drawn open in its last cell."""
        y = lay.box(h=28 + 28 * len(items)).y
        menu = [
            control(Role.GENERIC, n, Rect(460, y + 28 * (i + 1), 160, 28), page.press)
            for i, n in enumerate(items)
        ]
        cells = [
            FakeNode(role=Role.CELL, name=symbol, bounds=Rect(20, y, 140, 28)),
            FakeNode(role=Role.CELL, name="Working", bounds=Rect(170, y, 140, 28)),
            FakeNode(role=Role.CELL, name="", bounds=Rect(460, y, 160, 28), children=[
                control(Role.GENERIC, "⋮", Rect(460, y, 20, 28), page.press), *menu]),
        ]  # fmt: skip
        return FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 900, 28), children=cells)

    def edit_row(name: str) -> FakeNode:
        """A row edited in place: its field, Save and Cancel."""
        y = lay.box().y
        return FakeNode(role=Role.ROW, name="", bounds=Rect(20, y, 900, 28), children=[
            text_field("Alert price", "200", Rect(20, y, 140, 28)),
            control(Role.GENERIC, "Save", Rect(170, y, 60, 28), page.press),
            control(Role.GENERIC, name, Rect(240, y, 60, 28), page.press),
        ])  # fmt: skip

    def dialog(title: str, line: str, button: str) -> FakeNode:
        """A dialog: its title, a line of text and one button."""
        y = lay.box(h=100).y
        return FakeNode(role=Role.DIALOG, name=title, bounds=Rect(20, y, 500, 100), children=[
            FakeNode(role=Role.TEXT, name=line, bounds=Rect(30, y + 30, 480, 24)),
            control(Role.BUTTON, button, Rect(30, y + 64, 90, 28), page.press),
        ])  # fmt: skip

    kids: list[FakeNode] = [
        *footer("Finish", "Select Finish to complete signing and send to the next recipient."),
        *footer("Done", "Select Done to close this tour."),
        page.text("Keyboard: Alt+F finishes and sends the document."),
        page.text("Alt+N moves and scrolls to the next field."),
        box("Electronic Record and Signature Disclosure",
            "I agree to use electronic records and signatures", True),
        box("Display preferences", "Show page thumbnails", True),
        FakeNode(role=Role.HEADING, name="Positions", bounds=lay.box()),
        row("GME GameStop (short)", "-100", "$24.50"),
        row("Summer playlist", "24 songs", "1h 32m"),
        FakeNode(role=Role.HEADING, name="Trading settings", bounds=lay.box()),
        page.control(Role.SWITCH, "Paper trading mode", states=on),
        page.control(Role.SWITCH, "One-click trading"),
        page.control(Role.SWITCH, "Confirm orders before sending", states=on),
        page.control(Role.SWITCH, "Show P/L as a percentage", states=on),
        page.control(Role.SWITCH, "Trade confirmations by email", states=on),
        # a deposit's address tells what to send to it; a send's dialog sends
        dialog("Deposit BTC", "Send only BTC to this address.", "Done"),
        dialog("Send 0.5 BTC", "Sent coins cannot be recalled.", "Confirm"),
        # an open order's ⋮ menu, and a price alert's row edited in place
        FakeNode(role=Role.HEADING, name="Open orders", bounds=lay.box()),
        order_row("NVDA", "Edit order", "Cancel", "Convert to market order", "View details"),
        # the orders' own Cancel all (2), drawn on the line the menu's Cancel hangs over
        control(Role.GENERIC, "Cancel all (2)", Rect(20, lay.y - 44 - 28 * 2, 120, 28),
                page.press),
        edit_row("Cancel"),
    ]  # fmt: skip
    return page.app("fake-trade", kids)


TRADE_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Finish", True),
    ("click", Role.GENERIC, "Next", False),
    ("click", Role.GENERIC, "Done", False),
    ("key:alt+f", None, None, True),
    ("key:alt+n", None, None, False),
    ("click", Role.GENERIC, "Continue@1", True),
    ("click", Role.GENERIC, "Continue@2", False),
    ("click", Role.CHECKBOX, "Show page thumbnails", False),
    ("click", Role.GENERIC, "Cover@1", True),
    ("click", Role.GENERIC, "Cover@2", False),
    ("click", Role.SWITCH, "Paper trading mode", True),
    ("click", Role.SWITCH, "One-click trading", True),
    ("click", Role.SWITCH, "Confirm orders before sending", True),
    ("click", Role.SWITCH, "Show P/L as a percentage", False),
    ("click", Role.SWITCH, "Trade confirmations by email", False),
    ("click", Role.BUTTON, "Done", False),
    ("click", Role.BUTTON, "Confirm", True),
    ("click", Role.GENERIC, "Cancel@1", True),
    ("click", Role.GENERIC, "Cancel@2", False),
]
