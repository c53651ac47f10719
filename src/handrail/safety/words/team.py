"""Verbs of team chats, calendars and project boards, as data.

Sprints completed, versions released, invitations answered, channels archived or turned
private. Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like the
labels they are matched against (lower case). Each names its object, so that a report, a
list of completed sprints or release notes commit nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_TEAM"]

SPACED_TEAM: dict[str, tuple[str, ...]] = {
    "submit": (r"^(?:complete|close|end|finish) (?:the |this )?sprint(?: \d+)?$",),
    "publish": (
        r"^release (?:the |this )?(?:version|v\d+(?:\.\d+)+[\w.-]*|\d+(?:\.\d+)+[\w.-]*)$",
    ),
    "send": (
        r"^(?:accept|decline|tentatively accept) (?:the |this )?(?:invitation|invite|meeting"
        r"|event)$",
    ),
    "revoke": (
        r"^(?:change|convert|switch) (?:it |this channel )?to (?:a )?private(?: channel)?$",
    ),
}
"""Team-work verbs that need approval, by risk category."""
