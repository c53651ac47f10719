"""Verbs of e-signature apps, contract managers, court e-filing portals and online notaries.

A motion filed with the court, the parties served, a document notarized, a deed recorded
with the county. Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like
the labels they are matched against (lower case). Each is anchored, so that a link about the
action (*Filed motions*, *Service list*, *Notarized documents*, *Recording fees*) commits
nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_LEGAL"]

_FILING = (
    r"(?:motions?|documents?|briefs?|petitions?|complaints?|answers?|pleadings?|filings?"
    r"|notices?|responses?|replies|appeals?|exhibits?|declarations?|affidavits?|orders?)"
)
"""What a party files with a court."""
_RECORDED = r"(?:deeds?|documents?|mortgages?|liens?|instruments?|plats?|releases?)"
"""What a county's registry records."""

SPACED_LEGAL: dict[str, tuple[str, ...]] = {
    "submit": (
        rf"^(?:e-?file|file) (?:the |this |a |my )?(?:proposed )?{_FILING}"
        r"(?: now| with (?:the )?court)?$",
        r"^e-?file(?: now)?$",
        rf"^notari[sz]e(?: (?:the |this |my )?(?:{_FILING}|signatures?|deeds?))?$",
        rf"^(?:e[- ]?record|record) (?:the |this )?{_RECORDED}(?: now| with (?:the )?county)?$",
        r"^e[- ]?record(?: now)?$",
    ),
    "send": (
        r"^serve(?: (?:all |the |these |this )?(?:parties|party|documents?|motions?|notices?"
        r"|defendants?|respondents?|summons|filings?)(?: of record)?)?$",
    ),
    # An envelope, a document or a contract voided is called off, not paid back.
    "cancel": (
        r"^void (?:the |this |selected |all |the selected )?(?:envelope|document|contract"
        r"|agreement)s?$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
