"""Fake pages of a brokerage and a crypto exchange: what commits there in words of its own,
and the look-alikes that commit nothing."""

from __future__ import annotations

from handrail.vocab import Role

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
    (Role.GENERIC, "Set up recurring buy · $50 daily"),
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
]  # fmt: skip
TRADE_ACTING = 25
"""The first this many of :data:`TRADE` commit something."""
