"""Verbs of gradebooks, exam proctoring, library accounts and school portals, as data.

Report cards released to families, a submitted exam opened again or another attempt
granted, a patron's reading history erased, an alert sent to every family. Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are
matched against (lower case). Each is anchored and names its object, so that a link
about the action (*Released report cards*, *Retake policy*), a tab (*Reopened exams*) or
a history page (*Reading history*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_LEARN"]

_WHO = r"(?:all )?(?:families|students|parents|guardians|learners|the class)"
"""Whom a school's results are released to."""

SPACED_LEARN: dict[str, tuple[str, ...]] = {
    "publish": (
        rf"^release (?:it |them )?to {_WHO}$",
        r"^(?:release|publish|post|send) (?:the |all )?(?:(?:term|quarter|semester) \d+ "
        r"|final |midterm |progress )?report cards?(?: to .+)?$",
    ),
    "grant": (
        r"^reopen (?:the |this )?(?:exam|quiz|test|attempt|submission)$",
        r"^(?:allow|grant|give) (?:a |an )?(?:retake|re-?attempt|(?:another|extra|new) attempt)$",
    ),
    "delete": (
        r"^(?:clear|delete|erase) (?:my |your |all )?(?:reading|loan|checkout|borrowing)"
        r" history$",
    ),
    "send": (
        rf"^send (?:the |an? )?(?:emergency )?alert to {_WHO}$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
