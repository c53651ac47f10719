"""Fake pages of a password manager, a cloud drive and a smart home: what commits there in
words of its own, and the look-alikes that commit nothing."""

from __future__ import annotations

from handrail.vocab import Role

HOME = [
    # what commits: a vault's codes, a drive's trash and link, a camera's clips
    (Role.BUTTON, "View recovery code"), (Role.MENUITEM, "Print emergency kit"),
    (Role.GENERIC, "Share clip"), (Role.MENUITEM, "Share recording link"),
    (Role.MENUITEM, "Anyone with the link"), (Role.GENERIC, "Public on the web"),
    (Role.GENERIC, "Anyone with the link can edit"),
    (Role.BUTTON, "Move the selected files to trash"),
    # look-alikes that commit nothing
    (Role.LINK, "Recovery code settings"), (Role.LINK, "Shared clips"),
    (Role.GENERIC, "Anyone with the link ▾"), (Role.LINK, "Public on the web: what it means"),
    (Role.LINK, "How to move files to trash"),
]  # fmt: skip
HOME_ACTING = 8
"""The first this many of :data:`HOME` commit something."""
