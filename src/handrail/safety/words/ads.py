"""Verbs of ad platforms, email-marketing tools, CRMs and push or SMS broadcast consoles.

Blasting a text to a list, pausing or launching every campaign at once. Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are matched
against. Each is anchored, so that a link about the action (*Pausing campaigns: learn
more*) or a tab commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_ADS"]

SPACED_ADS: dict[str, tuple[str, ...]] = {
    "send": (
        r"^(?:send |sms |text )?blast"
        r"(?: it| now| (?:the |this )?(?:message|sms|text|campaign)s?)?$",
    ),
    "publish": (
        r"^(?:pause|stop|launch|activate|resume|start) all (?:active |paused )?"
        r"(?:campaigns|ads|ad sets|ad groups)$",
    ),
}
"""An ad or broadcast console's commits by category, anchored regular expressions."""
