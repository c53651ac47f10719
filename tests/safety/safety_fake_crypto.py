"""Fake pages of a crypto exchange, a self-custody wallet, an NFT marketplace and a staking
dashboard: what commits there in words of its own, the look-alikes that commit nothing, and
a page whose headings and lines say what a bare button does (a pending transaction sped up,
a site connected, a vote cast, rewards harvested)."""

from __future__ import annotations

from handrail.backends.fake import FakeApp
from handrail.vocab import Role

CRYPTO = [
    # a wallet's pending transaction replaced, a token burned, a site let in
    (Role.BUTTON, "Speed up transaction"), (Role.BUTTON, "Cancel transaction"),
    (Role.MENUITEM, "Burn NFT"), (Role.BUTTON, "Burn tokens"), (Role.MENUITEM, "Burn"),
    # rewards claimed, harvested or compounded on chain
    (Role.BUTTON, "Harvest"), (Role.BUTTON, "Harvest rewards"), (Role.BUTTON, "Compound"),
    (Role.BUTTON, "Compound rewards"), (Role.BUTTON, "Claim rewards"),
    (Role.BUTTON, "Claim all rewards"),
    # governance votes cast, power delegated
    (Role.BUTTON, "Cast vote"), (Role.BUTTON, "Vote for"), (Role.BUTTON, "Vote against"),
    (Role.BUTTON, "Delegate votes to 0xdead…beef"),
    # listings, swaps and mints
    (Role.BUTTON, "Complete listing"), (Role.BUTTON, "Accept offer"),
    (Role.BUTTON, "Confirm swap"), (Role.BUTTON, "Wrap ETH"), (Role.BUTTON, "Mint"),
    # look-alikes that commit nothing
    (Role.LINK, "Rewards history"), (Role.LINK, "Harvest schedule"),
    (Role.LINK, "Compounding explained"), (Role.TAB, "Claimed"), (Role.TAB, "Governance"),
    (Role.LINK, "Voting power"), (Role.LINK, "Burn address"), (Role.LINK, "Listings"),
    (Role.LINK, "Transaction history"), (Role.BUTTON, "Connect wallet"),
    (Role.BUTTON, "Review swap"), (Role.BUTTON, "Review bridge"), (Role.TAB, "Votes"),
]  # fmt: skip
CRYPTO_ACTING = 20
"""The first this many of :data:`CRYPTO` commit something."""


def crypto_page() -> FakeApp:
    """A wallet's pending transaction and connect request, a staking pool's row, a
    proposal's vote, a delegation's dialog and their look-alikes elsewhere."""
    from safety_fake_parts import Page, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    kids = [
        page.panel("Pending", "Send 0.4 ETH · pending (nonce 41)", "Speed up"),
        page.panel("Playback", "Video · 2:31 of 14:02", "Speed up"),
        page.panel("Connect with Vessel",
                   "app.blur.io will be able to see your address, balance and activity, and "
                   "request approval for transactions.", "Cancel", "Connect"),
        page.panel("Delegate voting power", "Delegatee 0xdead…beef", "Done"),
        page.panel("Tour complete", "You are all set.", "Done"),
        page.panel("LIP-21: Raise staking fee to 10%", "Voting ends in 2 days", "For", "Against"),
        page.panel("Rewards", "Claimable: 41.2 LDO", "Claim"),
        page.panel("CRV/ETH LP", "APR 12.1% · Your stake 310 LP", "Harvest", "Compound"),
        page.panel("Bridge", "From Ethereum to Arbitrum", "Review bridge"),
        page.panel("List item", "Price 13 ETH · Duration 1 month", "Complete listing"),
        page.control(Role.SWITCH, "Show test networks"),
    ]  # fmt: skip
    window = window_of("Vessel Wallet", kids, page.status)
    return FakeApp(name="fake-crypto", pid=pid(), window=window)


CRYPTO_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Speed up@1", True),
    ("click", Role.GENERIC, "Speed up@2", False),
    ("click", Role.GENERIC, "Cancel", False),
    ("click", Role.GENERIC, "Connect", True),
    ("click", Role.GENERIC, "Done@1", True),
    ("click", Role.GENERIC, "Done@2", False),
    ("click", Role.GENERIC, "For", True),
    ("click", Role.GENERIC, "Against", True),
    ("click", Role.GENERIC, "Claim", True),
    ("click", Role.GENERIC, "Harvest", True),
    ("click", Role.GENERIC, "Compound", True),
    ("click", Role.GENERIC, "Review bridge", False),
    ("click", Role.GENERIC, "Complete listing", True),
    ("click", Role.SWITCH, "Show test networks", False),
]
