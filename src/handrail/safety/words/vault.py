"""Verbs of password managers, phone carriers' account pages and app stores, as data.

A vault's *Reveal password* and *Get link to share*; a store's *Try free for 7 days* and
an item priced in gems (*Nebula skin 💎 300*). Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are matched
against (lower case). Each is anchored and names its object, so that a link about the
action (*How free trials work*, *Sharing links explained*) or a filter commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_VAULT"]

_SECRET = (
    r"(?:password|passcode|passphrase|pin|one-time (?:password|code)|otp|totp|security code"
    r"|cvv|cvc|card number|secure note|recovery code)"
)
"""What a vault keeps masked until it is revealed."""

_GEMS = r"(?:💎|🪙|gems?|coins?|crystals?|diamonds?|v-?bucks|robux)"
"""The currencies a game's shop prices its items in."""

SPACED_VAULT: dict[str, tuple[str, ...]] = {
    "security": (
        rf"^(?:reveal|unmask|unhide) (?:the |this |my )?{_SECRET}$",
    ),
    "publish": (
        r"^(?:get|create|generate) (?:a |the )?(?:link to share|share(?:able)? link"
        r"|sharing link)$",
    ),
    "purchase": (
        r"^(?:try (?:it )?(?:for )?free|start (?:my |your |a |the )?free trial)"
        r"(?: for \d+ (?:days?|weeks?|months?))?$",
        r"\w+(?<!balance)(?<!total) (?:💎|🪙) ?\d[\d,]*$",
        rf"^(?:buy|unlock|get) (?:it |this )?(?:for|with) \d[\d,]* {_GEMS}$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
