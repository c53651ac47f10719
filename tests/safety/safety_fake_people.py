"""Fake pages of help desks, CRMs, HR and payroll: what commits there in words of their
own, and the look-alikes that commit nothing."""

from __future__ import annotations

from handrail.vocab import Role

PEOPLE = [
    # what commits: tickets, contacts and deals, pay runs
    (Role.MENUITEM, "Redact all attachments"), (Role.GENERIC, "Call"),
    (Role.BUTTON, "Call +1 555 0100"), (Role.BUTTON, "Mark deal as lost"),
    (Role.BUTTON, "Run payroll"), (Role.MENUITEM, "Cancel payroll"),
    # look-alikes that commit nothing
    (Role.LINK, "Redacted attachments"), (Role.GENERIC, "Calls"),
    (Role.LINK, "Call +1 555 0100 from 9 to 5"), (Role.LINK, "Lost deals report"),
    (Role.LINK, "Run payroll report"), (Role.LINK, "When can I cancel a payroll?"),
    (Role.MENUITEM, "Refund issued – close"), (Role.MENUITEM, "Change manager"),
]  # fmt: skip
PEOPLE_ACTING = 6
"""The first this many of :data:`PEOPLE` commit something."""
