"""Verbs of settings pages that commit something, as data merged into ``words.SPACED``.

A hosting panel's DNS zone, a repository's, a cluster's and a video studio's settings.
Each pattern names its object so that the look-alikes pass: *+ Add record* only opens
the form whose own *Add record* adds the record to the live zone.
"""

from __future__ import annotations

__all__ = ["SPACED_SETTINGS"]

SPACED_SETTINGS: dict[str, tuple[str, ...]] = {
    "publish": (
        # a DNS zone's form: its own commit; the opener is drawn with a "+"
        r"^add (?:a |the |this |new )?(?:dns |zone )?records?$",
    ),
}  # fmt: skip
"""Words of settings pages by risk category, matched between word boundaries."""
