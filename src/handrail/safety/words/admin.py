"""Verbs of payments dashboards, identity admin consoles and e-signature documents, as data.

Captures and payouts, a webhook's endpoint, a person's factors, sessions and password, and
the tags a signer clicks in a document. Merged into :data:`handrail.safety.words.verbs.SPACED` by
category; folded like the labels they are matched against (lower case, ``&`` kept). Each is
anchored to the whole label and names its object, so that a tab (*Uncaptured*), a filter
(*Paused payouts*) or a link about the action (*Multifactor reset history*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_ADMIN"]

_AMOUNT = r"[$£€¥₹] ?\d[\d.,]*"
"""An amount with its currency sign (*$129.00*)."""

SPACED_ADMIN: dict[str, tuple[str, ...]] = {
    "pay": (
        rf"^capture (?:now$|{_AMOUNT}(?: \w{{3}})?$)",
        r"^capture (?:the |this |all |selected )?(?:charges?|funds|authori[sz]ations?"
        r"|amount)$",
    ),
    "cancel": (
        r"^pause (?:all )?(?:the )?payouts$",
        r"^pause (?:the )?(?:payment |invoice )?collection$",
    ),
    "destroy": (
        r"^disable (?:the |this )?(?:webhook )?endpoint$",
    ),
    "reset": (
        r"^reset (?:the |user'?s? |all )?(?:multi-?factor(?: authentication)?|mfa|2fa"
        r"|two-factor(?: authentication)?|authenticators?|factors?)$",
    ),
    "revoke": (
        r"^(?:clear|end|terminate|kill) (?:all )?(?:the )?(?:user'?s? )?(?:active )?sessions$",
    ),
    "security": (
        r"^expire (?:the |user'?s? |all )?(?:password|passwords)(?: now)?$",
    ),
    "submit": (
        # The tag's arrow ends the label after the word: looked ahead, past its boundary.
        r"^sign(?: here)?(?= ?[⬇↓▼⤓]$)",
        r"^initial(?: here$|(?= ?[⬇↓▼⤓]$))",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
