"""Verbs of online banks, small-business ledgers, insurers and lenders.

A credit check run on someone (a hard search other lenders see). Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are matched
against (lower case, ``&`` kept). Each is anchored, so that a link about the action
(*Credit checks explained*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_FIN"]

SPACED_FIN: dict[str, tuple[str, ...]] = {
    "submit": (
        r"^run (?:a |the |my |this )?(?:hard )?credit (?:check|search|inquiry|enquiry)$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
