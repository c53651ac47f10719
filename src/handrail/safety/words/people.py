"""Verbs of help desks, CRMs, HR and payroll systems, as data.

Tickets and their comments, contacts and deals, employees, their pay and their devices.
Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they
are matched against (lower case). Each is anchored and names its object, so that a link
about the action (*Payroll history*, *When can I cancel a payroll?*), a filter or a tab
(*Calls*, *Won deals*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_PEOPLE"]

SPACED_PEOPLE: dict[str, tuple[str, ...]] = {
    "pay": (
        r"^run (?:the |this |a )?(?:regular )?payroll(?: now)?$",
    ),
    "send": (
        # A contact card's phone icon dials at once ("Call", "Call +1 555 0100").
        r"^call(?: now)?$",
        r"^call \+?\(?\d[\d ().-]{5,}$",
    ),
    "delete": (
        r"^redact (?:all |the |this )?(?:attachments?|comments?|messages?|content|text"
        r"|replies)$",
    ),
    "submit": (
        r"^mark (?:the |this )?(?:deal|opportunity|lead) (?:as )?(?:won|lost)$",
    ),
    "cancel": (
        r"^cancel (?:the |this )?(?:regular |off-cycle )?(?:payroll|pay ?run|payroll run)$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
