"""Fake pages of an e-signature app, a contract manager, a court's e-filing portal and an
online notary: what commits there in words of its own, the look-alikes that commit
nothing, and a page whose headings and help lines say what a bare button does."""

from __future__ import annotations

from handrail.backends.fake import FakeApp
from handrail.vocab import Role

LEGAL = [
    # what commits: envelopes signed, sent, voided
    (Role.BUTTON, "Void envelope"), (Role.GENERIC, "Adopt and Sign"),
    (Role.MENUITEM, "Resend envelope"), (Role.BUTTON, "Decline to sign"),
    # contracts approved, executed, terminated
    (Role.BUTTON, "Execute contract"), (Role.GENERIC, "Terminate contract"),
    (Role.BUTTON, "Send for signature"),
    # a court's filings filed, served, paid
    (Role.GENERIC, "File motion"), (Role.BUTTON, "File document"),
    (Role.GENERIC, "Serve"), (Role.BUTTON, "Serve parties"),
    (Role.BUTTON, "Pay filing fee"), (Role.GENERIC, "E-file"),
    # a notary's seals, a registry's records, powers revoked
    (Role.GENERIC, "Notarize"), (Role.BUTTON, "Notarize document"),
    (Role.GENERIC, "Record deed"), (Role.GENERIC, "eRecord"),
    (Role.BUTTON, "Revoke power of attorney"),
    # look-alikes that commit nothing
    (Role.LINK, "How voiding an envelope works"), (Role.LINK, "Signature settings"),
    (Role.LINK, "Termination clauses guide"), (Role.TAB, "Executed contracts"),
    (Role.LINK, "Filed motions"), (Role.LINK, "Filing help"), (Role.LINK, "Service list"),
    (Role.LINK, "Fee schedule"), (Role.LINK, "Notary journal"),
    (Role.LINK, "Notarized documents"), (Role.LINK, "Recorded documents"),
    (Role.LINK, "Recording fees"), (Role.LINK, "Revocation FAQ"),
    (Role.GENERIC, "Preview PDF"), (Role.GENERIC, "Save draft"),
]  # fmt: skip
LEGAL_ACTING = 18
"""The first this many of :data:`LEGAL` commit something."""


def legal_page() -> FakeApp:
    """Bare buttons under a notary's seal, a power's revocation, a registry's recording and
    a court's service; the same words under headings that commit nothing."""
    from safety_fake_parts import Page, window_of
    from safety_fake_parts import next_pid as pid

    page = Page()
    kids = [
        page.panel("Apply notarial seal",
                   "The document will be notarized and locked; this cannot be undone.", "Done"),
        page.panel("Revoke power of attorney?",
                   "The agent will immediately lose authority to act on your behalf.", "Yes"),
        page.panel("Record deed with county",
                   "The deed will be submitted to the County Clerk for recording.", "OK"),
        page.panel("Serve parties",
                   "The motion will be served electronically on all 3 parties of record.",
                   "Continue"),
        # look-alikes: the same bare words where nothing around says they commit
        page.panel("Upload complete", "Your document is ready to review.", "Done"),
        page.panel("Show signing tips?", "Tips appear beside each field.", "Yes"),
        page.panel("Filing checklist", "Attach the exhibits before you file.", "Continue"),
        # a fee's panel, then the filing's own bar: its draft saved pays nothing
        page.panel("Pay filing fee", "$405.00 will be charged to the card ending 4242.",
                   "Confirm"),
        page.control(Role.GENERIC, "File motion"),
        page.control(Role.GENERIC, "Save draft"),
    ]  # fmt: skip
    window = window_of("Session 88213 – NotaryLive", kids, page.status)
    return FakeApp(name="fake-legal", pid=pid(), window=window)


LEGAL_PAGE = [
    # (action, role, name, irreversible)
    ("click", Role.GENERIC, "Done@1", True),
    ("click", Role.GENERIC, "Yes@1", True),
    ("click", Role.GENERIC, "OK", True),
    ("click", Role.GENERIC, "Continue@1", True),
    ("click", Role.GENERIC, "Done@2", False),
    ("click", Role.GENERIC, "Yes@2", False),
    ("click", Role.GENERIC, "Continue@2", False),
    ("click", Role.GENERIC, "Confirm", True),
    ("click", Role.GENERIC, "File motion", True),
    ("click", Role.GENERIC, "Save draft", False),
]
