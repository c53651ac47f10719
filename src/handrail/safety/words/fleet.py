"""Verbs of fleet trackers, field-service dispatch, IoT device consoles and plant HMIs.

A vehicle immobilized, its engine cut or its doors unlocked from afar, a work order
closed, a configuration pushed to every device, a production line stopped or jogged, an
alarm shelved. Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like
the labels they are matched against (lower case, ``&`` kept). Each names its object and
is anchored, so that a link about the action (*How immobilization works*), a filter
(*Immobilized*) or a history (*Alarm history*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_FLEET"]

_MACHINE = r"(?:line|conveyor|machine|pump|motor|filler|press|mixer|compressor)(?: \d+)?"
"""A plant's machine that a bare command starts or stops."""
_FOR = r"(?: (?:for )?\d+ ?(?:h|hrs?|hours?|m|min|minutes?|d|days?))?"
"""How long an alarm is shelved for (*8 h*, *for 30 min*)."""

SPACED_FLEET: dict[str, tuple[str, ...]] = {
    "security": (
        r"^(?:immobili[sz]e|mobili[sz]e) (?:the |this )?(?:vehicle|van|truck|car|asset)s?$",
        r"^(?:kill|cut|shut ?down|shut off) (?:the |this )?(?:engine|ignition|fuel(?: pump)?"
        r"|starter)$",
        r"^(?:sound|honk) (?:the )?horn$",
        r"^(?:bypass|override|disable) (?:the |this )?(?:guard |safety )?interlocks?$",
        rf"^shelve(?: (?:the |this |all )?alarms?)?{_FOR}$",
    ),
    "restart": (
        rf"^(?:e-?stop|emergency stop|(?:start|stop|jog|halt) (?:the |this )?{_MACHINE})$",
        r"^pause (?:the |this )?(?:firmware )?(?:rollout|update|deployment)$",
    ),
    "reset": (
        r"^reset (?:the |all )?(?:counters?|totali[sz]ers?|(?:production|shift) counts?)$",
    ),
    "publish": (
        r"^push (?:the )?(?:config|configuration|firmware|settings|update)(?: to \S.*)?$",
        r"^apply to all (?:\d[\d,]* )?(?:devices|vehicles|gateways|sensors|units|assets)$",
    ),
    "remove": (r"^unassign (?:the |this )?(?:driver|technician|vehicle)$",),
    "submit": (r"^close (?:the |this )?(?:work order|service order|job)$",),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
