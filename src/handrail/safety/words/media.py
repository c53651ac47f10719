"""Verbs of video creator studios and live streaming, as data.

What a channel's owner does there for good: make videos public, cancel a premiere, cancel an
upload (the video is deleted), take monetization off, edit a published video's sound or
length, acknowledge a copyright claim, reset a stream key, hide a viewer, make a
moderator, start a poll, go live or end a stream. Merged into
:data:`handrail.safety.words.verbs.SPACED` by category; folded like the labels they are matched
against (lower case, ``&`` kept).
"""

from __future__ import annotations

__all__ = ["SPACED_MEDIA"]

_STREAM = r"(?:live ?stream|stream|broadcast|premiere|live event)"
"""What a studio streams or premieres."""

SPACED_MEDIA: dict[str, tuple[str, ...]] = {
    "publish": (
        r"(?:visibility |it |they )?(?:will be |is |are )?(?:changed|set|switched) to public\b",
        r"\bwill (?:be made|become) public\b",
        r"\b(?:a |the )?public (?:watch page|page|video) is created\b",
        r"^(?:start|begin) (?:streaming|broadcasting|(?:the |a |your )?(?:live ?stream|stream"
        r"|broadcast))(?: now)?$",
    ),
    "post": (
        r"^(?:start|launch|run|post) (?:a |the |this )?(?:live )?poll\b",
    ),
    "submit": (
        r"^acknowledge (?:the |this )?(?:copyright )?claims?\b",
        r"^accept (?:the )?(?:updated |new |revised |pending )?(?:[\w&-]+ ){0,10}(?:terms"
        r"|agreements?|modules?|contracts?)\b",
    ),
    "grant": (
        r"^always approve (?:all )?(?:comments|messages|posts|replies) (?:from|by)\b",
        r"^(?:add|make) (?:\S+ )?(?:as )?(?:a |an )?(?:standard |managing )?moderator$",
    ),
    "remove": (
        r"^hide (?:this |the )?(?:user|commenter|chatter|viewer|member)s?(?: (?:on|from) (?:the "
        r"|your |my |this )?channel)?$",
        r"^hide (?:this |the )?(?:user|commenter|chatter|viewer)s? (?:on|from) (?:the |your |my"
        r" |this )?channel\b",
    ),
    "delete": (
        r"^cancel (?:the |this )?uploads?$",
        r"^(?:mute|erase|remove) (?:the |this )?(?:song|music|audio|soundtrack)s?$",
        r"^trim (?:the |this )?(?:segment|section|part)s?$",
        r"^replace (?:the |this )?(?:song|music|audio|soundtrack)s?$",
    ),
    "cancel": (
        rf"^cancel (?:the |this |my |your )?(?:scheduled )?{_STREAM}s?$",
        r"^end (?:the |this |my |your )?(?:live ?stream|stream|broadcast)(?: now)?$",
        r"^turn off (?:monetization|ads|ad revenue)(?: for (?:all|\d[\d,]*|every) (?:\w+ )?"
        r"videos?)?$",
    ),
    "revoke": (
        r"^reset (?:the |this |my |your )?stream (?:key|url)s?\b",
    ),
}  # fmt: skip
"""Category → fragments, added to the ones :data:`handrail.safety.words.verbs.SPACED` has."""
