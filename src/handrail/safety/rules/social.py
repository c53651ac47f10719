"""The risk policy's rules for live-streaming dashboards, social networks and dating apps.

A creator's bare buttons say little: *Accept* in a row that reads *@bob invited you to
co-stream on Friday* answers the invitation, which its sender is told of. And what only
shows something: a post's *Embed post* shows its code, a timeline's *Show 12 posts*
shows what came in, a drawn icon that opens a dialog (*Send GIF*, *Boost*) asks again.
"""

from __future__ import annotations

import re

from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.devops import texts_around
from handrail.safety.rules.view import ALLOW, Assessment, View, called, pressable
from handrail.vocab import INTERACTIVE_ROLES, State

__all__ = ["invite_answer", "social_plain"]

_SHOWS = re.compile(
    r"^(?:embed (?:this )?(?:post|tweet|video|reel)"
    r"|show (?:\d[\d,]* )?(?:new |more )?(?:posts?|tweets?|replies|comments|stories))$"
)
"""A post's or a timeline's press that only shows something (its code, what came in)."""

_ANSWER = re.compile(r"^(?:accept|join|decline|confirm|yes)$")
"""A bare button that answers an invitation."""

_INVITED = re.compile(
    r"\binvited you to (?:co-?stream|collab\w*|join|go live|a (?:live|stream|collab)\w*)"
    r"|\bwants? to (?:co-?stream|collab\w*|raid|host) (?:with )?you\b"
)
"""A line that says someone asks the creator to stream or work together."""


def social_plain(element: Element, label: str, view: View) -> bool:
    """A press that only shows something, or a drawn icon that opens a dialog.

    *Embed post* shows a post's code, *Show 12 posts* the posts that came in. A clickable
    ``<div>`` or ``<span>`` that says it opens a popup (*Send GIF*, *Boost*) asks again,
    as a button that says so does.
    """
    if _SHOWS.match(label.strip()):
        return True
    drawn = element.has(State.CLICKABLE) and element.role not in INTERACTIVE_ROLES
    return drawn and element.has(State.HASPOPUP)


def invite_answer(element: Element, label: str, view: View) -> Assessment:
    """A bare *Accept* beside *@bob invited you to co-stream on Friday*: it answers him."""
    if not _ANSWER.match(label.strip()) or not pressable(element):
        return ALLOW
    for text in texts_around(element, view):
        if _INVITED.search(text):
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="submit",
                reason=f"{called(element)} answers an invitation: {text[:100]!r}",
                rule="builtin:social-invite",
            )
    return ALLOW
