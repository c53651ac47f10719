"""Verbs of patient portals, pharmacies and school learning systems, as data.

A prescription's renewal asked of the doctor, a student's work marked done, and a
teacher's gradebook: grades curved, work excused, marked missing or returned to the
student. Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like the
labels they are matched against (lower case). Each is anchored and names its object, so
that a link about the action (*Renewal requests*, *Curving grades explained*), a status
(*Excused*, *Missing*) or a filter commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_CARE"]

_WORK = r"(?:work|grades?|scores?|marks?|assignments?|submissions?|papers?|feedback)"
"""What a teacher hands back to a student."""

SPACED_CARE: dict[str, tuple[str, ...]] = {
    "send": (
        r"^request (?:a |the )?(?:prescription |rx |medication )?renewals?$",
        r"^ask (?:my |your |the )?(?:doctor|provider|prescriber|care team|clinician) (?:for|to)"
        r" (?:a |an |the )?(?:new |another )?(?:prescription|rx|refill|renewal|medication)",
    ),
    "submit": (
        r"^mark (?:it |this )?as done$",
    ),
    "confirm": (
        r"^curve (?:the |all |these )?(?:grades|scores|marks)$",
        r"^excuse(?: (?:the |this )?(?:student|submission|assignment))?$",
        r"^mark (?:it |this |as )?missing$",
    ),
    "publish": (
        r"^return to (?:the )?students?$",
        rf"^return (?:all|(?:the |all )?(?:graded )?{_WORK})(?: to (?:the )?students?)?$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
