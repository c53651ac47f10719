"""Verbs of marketing-email, ads-manager, blog and domain-registrar pages, as data.

Campaign resends, imports, automations, ad recommendations and a post switched
back to a draft. Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like
the labels they are matched against (lower case, ``&`` kept). Each is anchored and names
its object, so that a link about the action (*Test email settings*, *Import history*,
*Recommendations*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_MARKET"]

SPACED_MARKET: dict[str, tuple[str, ...]] = {
    "send": (
        r"^resend (?:it |this |the campaign |the e-?mail )?to (?:the )?(?:non-?openers"
        r"|unopened|unengaged|everyone|all (?:subscribers|contacts))\b",
        r"^activate (?:the |this )?(?:automation|journey|workflow|flow|sequence"
        r"|autoresponder|drip)s?$",
    ),
    "submit": (
        r"^(?:complete|finish|confirm) (?:the |this )?import$",
    ),
    "pay": (
        r"^apply (?:all )?(?:the )?recommendations?(?: \(\d+\))?$",
    ),
    "publish": (
        r"^switch (?:it |this post |the post )?(?:back )?to draft$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
