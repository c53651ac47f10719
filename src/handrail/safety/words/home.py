"""Verbs of password managers, cloud drives and smart homes, as data.

A vault's recovery codes, a drive's trash and the link anyone may open, a home's cameras,
locks and the schedules that unlock them. Merged into :data:`handrail.safety.words.verbs.SPACED`
by category; folded like the labels they are matched against (lower case, ``&`` kept).
Each names its object, so that a link about the action (*Recovery code settings*,
*Shared clips*) or a filter commits nothing.
"""

from __future__ import annotations

__all__ = ["EXPOSING_HOME", "PROTECTING_HOME", "SPACED_HOME"]

SPACED_HOME: dict[str, tuple[str, ...]] = {
    "delete": (
        # A help line's command, said of the selection: "# moves the selected items to trash".
        r"^move (?:the |this |these |those |all )?(?:selected |highlighted |checked |focused )?"
        r"(?:items?|files?|folders?|photos?|documents?|entries|it|them) to (?:the )?(?:trash"
        r"|bin|recycle bin|wastebasket)$",
    ),
    "security": (
        r"^(?:view|show|reveal|display|see|print) (?:the |my |your )?(?:account )?(?:recovery"
        r"|backup|emergency) (?:codes?|keys?|kit|phrase)$",
    ),
    "grant": (
        r"^share (?:the |this )?(?:clip|recording|video clip|footage|camera feed|live (?:view"
        r"|feed)|snapshot|event)s?(?: link)?$",
    ),
    "publish": (
        r"^(?:anyone|public) (?:on the (?:web|internet) )?with the link(?: can (?:view|comment"
        r"|edit))?$",
        r"^public on the (?:web|internet)$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""

PROTECTING_HOME: tuple[str, ...] = (
    r"auto-?lock(?:ing)?",
    r"^(?:[\w'-]+ ){0,2}(?:camera|cam|doorbell(?: camera)?)s?$",
)
"""What a home's switch protects while it is on: turning it off weakens security (a door
that no longer locks itself, a camera that stops watching)."""

EXPOSING_HOME: tuple[str, ...] = (
    r"^unlock (?:for|at|when|every|on|during|while)\b",
    r"^open (?:the )?(?:garage|gate)s? (?:for|at|when|every|on|during|while)\b",
)
"""What a home's switch does while it is on: a schedule that unlocks a door or opens a
garage. Turning it on weakens security."""
