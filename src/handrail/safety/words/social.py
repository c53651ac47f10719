"""Verbs of live-streaming dashboards, social networks and dating apps.

Sending a stream's viewers to another channel (a raid), timing a chatter out, running an
ad break, spending a paid like, placing a call. Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are matched
against (lower case, ``&`` kept). Each is anchored, so that a link about the action
(*How raids work*), a tab (*Raids*, *Calls*) or a setting (*Session timeout*) commits
nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_SOCIAL"]

_WHOM = r"@?(?!(?:settings|history|rules|docs|help|guide|log|list)$)[\w.-]+"
"""Whom a raid or a timeout is aimed at: a channel or a user, not a page about them."""

_SPAN = r"(?: for \d+ ?(?:s|secs?|seconds?|m|mins?|minutes?|h|hrs?|hours?|d|days?))?"
"""How long a chatter is timed out for (*for 10 minutes*)."""

SPACED_SOCIAL: dict[str, tuple[str, ...]] = {
    "send": (
        rf"^(?:start (?:a |the )?)?raid(?: now| {_WHOM})?$",
        r"^(?:start (?:a |an )?)?(?:video|voice|audio) call$",
    ),
    "remove": (
        rf"^time ?out(?: (?:this |the )?(?:user|chatter|viewer|{_WHOM}))?{_SPAN}$",
        r"^time ?out \d+ ?(?:s|m|h|d|min)$",
    ),
    "publish": (
        r"^(?:run|start|play) (?:an? |the )?(?:ads?|ad break|commercial|midroll)(?: break)?"
        r"(?: now)?$",
    ),
    "pay": (
        r"^(?:send (?:a )?)?super ?like$",
    ),
}  # fmt: skip
"""Category → fragments, added to the ones :data:`handrail.safety.words.verbs.SPACED` has."""
