"""Verbs of cloud drives, photo libraries, family consoles and backup consoles.

Restoring a snapshot over the files that are there, stopping a device's sync or backup.
Merged into :data:`handrail.safety.words.SPACED` by category; folded like the labels they
are matched against (lower case, ``&`` kept). Each is anchored, so that a link about the
action (*Restore options*), a tab (*Sync history*) or a filter commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_CLOUDFILE"]

SPACED_CLOUDFILE: dict[str, tuple[str, ...]] = {
    "delete": (
        r"^restore (?:and|&) (?:overwrite|replace)(?: (?:existing|current) files)?$",
        r"^(?:overwrite|replace) (?:existing |current )?files$",
    ),
    "security": (
        r"^(?:stop|turn off|disable) (?:the )?(?:sync|syncing|backups?|backing up)"
        r"(?: (?:for )?(?:this|the) (?:device|computer|folder|account|drive))?$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
