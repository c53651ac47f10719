"""Verbs of listing managers and applicant trackers, as data.

A home marked pending or sold (its buyers' agents and saved searches are told), a candidate
marked hired, a job closed to applicants. Merged into :data:`handrail.safety.words.SPACED`
by category; folded like the labels they are matched against (lower case, ``&`` kept).
Each is anchored and names its object, so that a tab (*Sold*), a link (*Hired candidates*,
*How to close a job*) or a filter commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_CIVIC2"]

SPACED_CIVIC2: dict[str, tuple[str, ...]] = {
    "publish": (
        r"^mark (?:it |this (?:home |listing |property )?|the (?:home |listing |property ))?as"
        r" (?:pending|sold|under contract|contingent|off[- ]market|withdrawn|expired)$",
        r"^close (?:the |this )?(?:job|posting|job posting|requisition|req|opening|position)$",
    ),
    "submit": (
        r"^(?:mark (?:the |this )?(?:candidate |applicant )?as hired|hire (?:the |this )?"
        r"(?:candidate|applicant))$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
