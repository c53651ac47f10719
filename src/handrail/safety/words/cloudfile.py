"""Verbs of cloud drives, photo libraries, family consoles and backup consoles.

Restoring a snapshot over the files that are there, forgetting a snapshot, stopping a
device's sync, unsharing a file, leaving a family.
Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they
are matched against (lower case, ``&`` kept). Each is anchored, so that a link about the
action (*Restore options*), a tab (*Sync history*) or a filter commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_CLOUDFILE"]

SPACED_CLOUDFILE: dict[str, tuple[str, ...]] = {
    "delete": (
        r"^restore (?:and|&) (?:overwrite|replace)(?: (?:existing|current) files)?$",
        r"^(?:overwrite|replace) (?:existing |current )?files$",
        r"^overwrite$",
        r"^forget (?:the |this |selected |\d+ )?snapshots?$",
    ),
    "revoke": (
        r"^unshare(?: (?:this |the |all )?(?:files?|folders?|albums?|library|items?|drive))?$",
        r"^turn off (?:link sharing|sharing|the shared link|public link)$",
        r"^stop (?:family sharing|sharing (?:the |this )?(?:library|album|folder|link))$",
    ),
    "remove": (
        r"^leave (?:the |this )?family(?: group)?$",
    ),
    "security": (
        r"^(?:stop|turn off|disable) (?:the )?(?:sync|syncing|backups?|backing up)"
        r"(?: (?:for )?(?:this|the) (?:device|computer|folder|account|drive))?$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
