"""The risk policy's rules for cloud drives, photo libraries, family and backup consoles.

Their dialogs answer with bare words: *Yes* under *Share your library with Alex?*, *Lock*
under *Lock Sam's iPad now?*, *Stop* under *Stop syncing this device?*, *Save* beside
*Snapshots older than 7 days will be deleted permanently*. What stands around them says
what they do; the same words under *Welcome to Photos* or *Slideshow* commit nothing.
"""

from __future__ import annotations

import re

from handrail.model import Element
from handrail.safety.rules.devops import said_by, texts_around
from handrail.safety.rules.view import ALLOW, Assessment, View, pressable

__all__ = ["cloud_said"]

_BARE = re.compile(
    r"^(?:ok|okay|yes|continue|confirm|done|lock|stop|save|save changes|apply|share|start"
    r"|turn off|replace)$"
)
"""Answers whose label alone does not say what they do to files, devices or backups."""

_DEVICE = r"(?:i ?pad|i ?phone|phone|device|mac|mac ?book|laptop|tablet|watch|computer|pc)"
"""What a family's or a finder's console locks or erases from afar (*iPad* folds to *i pad*)."""

_AROUND: tuple[tuple[re.Pattern[str], str, str], ...] = (
    (re.compile(r"^share (?:your |the |this |my |all )?(?:photo )?(?:library|albums?|photos"
                r"|folders?|files?|drive)\b.* with \S"), "grant", "shares with someone"),
    (re.compile(r"\bwill see all (?:your )?(?:photos|files)\b"), "grant",
     "shares a library"),
    (re.compile(rf"^(?:lock|erase|wipe) \S.*\b{_DEVICE}\b[^.]*\?$"), "security",
     "acts on a device"),
    (re.compile(r"^stop (?:syncing|backing up|sync|backup)\b"), "security",
     "stops a device's sync"),
    (re.compile(r"\bwill no longer be (?:backed up|synced|synchronized)\b"), "security",
     "stops a device's backup"),
    (re.compile(r"\balready exists\b.*\b(?:replace|overwrite)\b|^replace (?:the )?existing \S"),
     "delete", "replaces a file that is there"),
    (re.compile(r"\b(?:snapshots?|backups?|versions?|recovery points?) older than \S.*"
                r"\bwill be (?:permanently )?(?:deleted|removed|pruned)\b"), "delete",
     "prunes snapshots"),
)  # fmt: skip
"""What a heading or help line near a bare answer says it does, its risk and a reason."""


def cloud_said(element: Element, label: str, view: View) -> Assessment:
    """A bare answer judged by the dialog or section that stands with it.

    *Yes* under *Share your library with Alex?*, *Lock* under *Lock Sam's iPad now?*,
    *Stop* under *Stop syncing this device?*, *Save* beside a retention that deletes
    snapshots.
    """
    if not _BARE.match(label.strip()) or not pressable(element):
        return ALLOW
    return said_by(element, texts_around(element, view), _AROUND, "cloudfile:said-around")
