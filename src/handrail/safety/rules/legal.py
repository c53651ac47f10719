"""The risk policy's rules for e-signature apps, contract managers, e-filing and notaries.

Their dialogs end in bare answers that say little: *Done* under *Apply notarial seal*, *Yes*
under *Revoke power of attorney?*, *OK* under *Record deed with county*, *Continue* under
*The motion will be served electronically on all parties*. The heading or line that stands
with the answer says what it does; the same words under *Upload complete* commit nothing.
"""

from __future__ import annotations

import re

from handrail.model import Element
from handrail.safety.rules.devops import Said, said_by, texts_around
from handrail.safety.rules.view import ALLOW, Assessment, View, pressable

__all__ = ["legal_said"]

_BARE = re.compile(
    r"^(?:ok|okay|yes|continue|confirm|done|finish|submit|proceed|apply|next|i agree|agree)$"
)
"""Answers whose label alone does not say what they do to a filing, a seal or a power."""

_AROUND: Said = (
    (re.compile(r"\bwill be notari[sz]ed\b|^apply (?:the )?notarial seal\b"), "submit",
     "notarizes the document"),
    (re.compile(r"\b(?:lose|loses) (?:their |its |his |her |the )?authority\b"
                r"|^revoke (?:the |this )?(?:durable )?power of attorney\b"), "revoke",
     "revokes a power of attorney"),
    (re.compile(r"\bsubmitted to .{0,60}\bfor recording\b|^(?:e-?)?record (?:the )?deed\b"),
     "submit", "records the deed"),
    (re.compile(r"\bwill be served\b|^serve (?:all )?(?:the )?parties\b"), "send",
     "serves the parties"),
    (re.compile(r"\bbecomes? part of the (?:public|court) record\b"
                r"|\bfiled with the court\b"), "submit", "files with the court"),
    (re.compile(r"\bonce executed\b|\bcontract becomes binding\b"), "submit",
     "executes the contract"),
    (re.compile(r"\bthis envelope will be voided\b|^void (?:this |the )?envelope\b"), "delete",
     "voids the envelope"),
    (re.compile(r"\btermination notice will be sent\b"), "send", "terminates the contract"),
)  # fmt: skip
"""What a heading or line near a bare answer says it does, its risk and a reason."""


def legal_said(element: Element, label: str, view: View) -> Assessment:
    """A bare answer judged by the heading or line that stands with it.

    *Done* under *Apply notarial seal*, *Yes* under *Revoke power of attorney?*, *OK*
    under *The deed will be submitted to the County Clerk for recording*.
    """
    if not _BARE.match(label.strip()) or not pressable(element):
        return ALLOW
    return said_by(element, texts_around(element, view), _AROUND, "builtin:legal-said")
