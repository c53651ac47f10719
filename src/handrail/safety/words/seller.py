"""Verbs of marketplace seller consoles and HR / payroll apps, as data.

A seller's orders (tracking added, several orders marked shipped at once), promotions,
offers and instant payouts; an HR app's hiring, offboarding, salary changes and answers
to requests. Merged into :data:`handrail.safety.words.verbs.SPACED` by category; folded like
the labels they are matched against (lower case, ``&`` kept). Each is anchored to the
whole label and names its object, so that a link about the action (*Tracking help*,
*Offboarding checklist*, *Hire date*), a filter (*Orders marked as shipped*) or a
setting's opener (*Auto-accept offers: Off*) commits nothing.
"""

from __future__ import annotations

__all__ = ["SPACED_SELLER"]

SPACED_SELLER: dict[str, tuple[str, ...]] = {
    "submit": (
        r"^(?:add|save|upload) (?:a |the )?tracking(?: number| info(?:rmation)?| code| details)?$",
        r"^mark (?:all |selected |the |these )?(?:\d+ )?(?:selected )?(?:orders?|items?|packages?"
        r"|shipments?) as (?:shipped|fulfilled|delivered|dispatched|sent)$",
        r"^hire (?:this |the )?(?:candidate|applicant)$",
    ),
    "remove": (
        r"^offboard(?: (?:this |the )?(?:employee|contractor|worker|person|user|member))?$",
        r"^(?:start|begin|run) offboarding$",
    ),
    "pay": (
        r"^save (?:the |new )?(?:salary|compensation|pay rate|wage|hourly rate|base pay)"
        r"(?: change)?s?$",
    ),
    "transfer": (
        r"^get paid (?:now|today|instantly)$",
        r"^(?:instant|express|same-day) (?:payout|transfer|cash ?out|deposit)$",
        r"^pay ?out now$",
    ),
    "publish": (
        r"^(?:start|launch|run) (?:the |this |a )?(?:ad |ads |promoted listings? |promotion "
        r"|sponsored )?campaign$",
    ),
    "trade": (
        r"^auto-?accept (?:all )?offers? (?:at|above|over|of|from|>=?)\b",
        r"^auto-?decline (?:all )?offers? (?:at|below|under|of|from|<=?)\b",
    ),
    "post": (
        r"^leave (?:positive|negative|neutral) (?:feedback|rating|review)\b",
        r"^(?:submit|post) (?:your )?feedback for (?:the |this )?(?:buyer|seller)$",
    ),
    "confirm": (
        r"^(?:deny|decline|reject) (?:the |this )?(?:time[- ]off |pto |leave |vacation |expense "
        r"|reimbursement |overtime |shift swap )?requests?$",
    ),
}  # fmt: skip
"""Words of space-separated languages, matched between word boundaries."""
