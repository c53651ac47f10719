"""The risk policy's rules for wallets, NFT marketplaces and staking dashboards.

Their bare buttons say little: *Speed up* beside a pending transaction signs and broadcasts
its replacement, *Connect* under *app.blur.io will be able to see your address …* lets a
site in, *Done* under *Delegate voting power* delegates it, *For* and *Against* under a
proposal cast a vote, *Claim*, *Harvest* and *Compound* beside a pool's rewards move them on
chain. What stands around them says what they do. And what only leads to a review step:
*Review bridge*, *Preview conversion*.
"""

from __future__ import annotations

import re

from handrail.model import Element
from handrail.safety.rules.devops import said_by, texts_around
from handrail.safety.rules.view import ALLOW, Assessment, View, pressable

__all__ = ["crypto_plain", "crypto_said"]

_BARE = re.compile(
    r"^(?:ok|okay|yes|continue|confirm|done|connect|speed up|accelerate|for|against|abstain"
    r"|claim|harvest|compound|submit|sign|approve)$"
)
"""Buttons whose label alone does not say what they do on chain."""

_AROUND: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"\bpending\b.*\bnonce \d+|\bnonce \d+\b.*\bpending\b"), "send",
     "replaces a pending transaction"),
    (re.compile(r"\bwill be able to see your (?:address|balance|accounts?)\b"
                r"|\brequest approval for transactions\b|^connect (?:with|to) \S+$"), "grant",
     "connects the site"),
    (re.compile(r"^delegat(?:e|ing) (?:your )?(?:voting power|votes)\b|^delegatee\b"), "send",
     "delegates voting power"),
    (re.compile(r"\bvoting (?:ends|closes)\b|^(?:[a-z]{2,5}ip|proposal)[- ]\d+\b"), "send",
     "casts a governance vote"),
    (re.compile(r"^claimable\b|\bunclaimed (?:rewards|tokens)\b|\byour stake\b"), "trade",
     "moves rewards on chain"),
)  # fmt: skip
"""What texts around a bare button say it does on chain."""

_PLAIN = re.compile(
    r"^(?:review|preview) (?:the |your )?(?:swap|bridge|order|transaction|conversion|transfer"
    r"|withdrawal|trade|stake)$"
)
"""Presses that only lead to a review of what would be sent, before its own confirmation."""


def crypto_said(element: Element, label: str, view: View) -> Assessment:
    """A bare button judged by the heading, line or row that stands with it.

    *Speed up* beside *Send 0.4 ETH · pending (nonce 41)*, *Connect* under a site's
    request to see the address, *For* under *LIP-21: …* / *Voting ends in 2 days*.
    """
    if not _BARE.match(label.strip()) or not pressable(element):
        return ALLOW
    return said_by(element, texts_around(element, view), _AROUND, "builtin:crypto-said")


def crypto_plain(element: Element, label: str, view: View) -> bool:
    """A press that only leads to a review step: *Review bridge*, *Preview conversion*."""
    return bool(_PLAIN.match(label.strip()))
