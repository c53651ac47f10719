"""Verbs of listing managers, applicant trackers and tax and benefits services, as data.

A home marked pending, delisted or relisted (its buyers' agents and saved searches are
told), an offer rescinded, a rate locked; a candidate marked hired, declined or checked,
a job closed or paid to be shown; a return signed, a benefit certified, a claim closed.
Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they
are matched against (lower case, ``&`` kept).
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
        r"^(?:de-?list|re-?list)(?: (?:the |this )?(?:home|listing|property))?$",
        r"^take (?:the |this )?(?:listing|home|property) off(?: the)? market$",
    ),
    "submit": (
        r"^(?:mark (?:the |this )?(?:candidate |applicant )?as hired|hire (?:the |this )?"
        r"(?:candidate|applicant))$",
        r"^(?:rescind|extend) (?:the |this |an )?offer$",
        r"^decline (?:the |this )?(?:candidate|applicant)$",
        r"^disqualify(?: (?:the |this )?(?:candidate|applicant))?$",
        r"^(?:order|run|start|request) (?:an? |the )?background check$",
        r"^lock (?:the |my |this |your )?(?:interest )?rate$",
        r"^(?:e-?)?sign (?:the |my |this |your )?(?:\d{4} )?(?:tax )?return$",
        r"^certify (?:for )?(?:my |your |weekly |this week'?s? )*(?:benefits|claim|payment)$",
        r"^request (?:a |my |this week'?s? )?(?:weekly |biweekly )?(?:benefit )?payment$",
        r"^close (?:the |my |this |your )?(?:benefits? )?claim$",
    ),
    "send": (
        r"^request (?:the |their )?references$",
        r"^notify (?:the )?dmv(?: of (?:the |this )?(?:sale|transfer))?$",
    ),
    "pay": (
        r"^(?:sponsor|promote|boost) (?:the |this )?(?:job|posting|job posting|listing)$",
    ),
    "cancel": (
        r"^cancel (?:the |this )?(?:showing|tour|open house visit)$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
