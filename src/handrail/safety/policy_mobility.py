"""The risk policy's rules for delivery, ride, rental-car and home-rental pages.

A checkout's footer button whose fine print says that selecting it charges (*By selecting
Skip the counter you agree to be charged for the rental at pickup*), and a cart's switch
that only marks the order as a gift (*Send as a gift*).
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.policy_context import switch_look
from handrail.safety.policy_view import (
    ALLOW,
    TOGGLE_ROLES,
    Assessment,
    View,
    called,
    pressable,
)
from handrail.vocab import State

__all__ = ["agreed_by", "gift_option"]

_AGREED = re.compile(
    r"\bby (?:selecting|clicking|tapping|pressing|choosing|hitting) [\"'“‘]?([\w' &-]{1,30}?)"
    r"[\"'”’]?,? you (?:agree|authori[sz]e|consent|accept)\b(.*)"
)
"""Fine print that names a button and what pressing it agrees to."""

_CHARGED = re.compile(r"\b(?:be |being |get )?(?:charged|billed|debited)\b")
"""What that fine print agrees to when it is a charge (*to be charged at pickup*)."""

_GIFT = re.compile(r"^(?:send|mark|order|wrap)(?: it| this)? as (?:a )?gift$|^this (?:is )?a gift$")
"""A cart's option that marks the order as a gift: it sends nothing itself."""


def agreed_by(element: Element, label: str, view: View) -> Assessment:
    """A button the page's fine print names, judged by what selecting it agrees to.

    *Skip the counter* under *By selecting Skip the counter you agree to be charged for the
    rental at pickup* charges the card.
    """
    word = label.strip()
    if not word or len(word) > 30 or not pressable(element):
        return ALLOW
    for text in view.snapshot.elements:
        if text.id == element.id or not text.name or text.interactive:
            continue
        if text.has(State.CLICKABLE):
            continue
        for said in _AGREED.finditer(p.fold(text.name)):
            if said.group(1).strip() != word:
                continue
            rest = said.group(2)
            cats = ["pay"] if _CHARGED.search(rest) else p.categories(rest)
            if cats:
                return Assessment(
                    verdict=Verdict.APPROVE,
                    risk=cats[0],
                    reason=f'{called(element)} under "{text.name[:80]}" would {p.doing(cats[0])}',
                    rule=f"builtin:{cats[0]}",
                )
    return ALLOW


def gift_option(element: Element, label: str, view: View) -> bool:
    """True for a switch that marks an order as a gift (*Send as a gift*).

    Also for the clickable row that holds that switch and is named as it is.
    """
    if not _GIFT.match(label.strip()):
        return False
    if element.role in TOGGLE_ROLES or switch_look(element):
        return True
    inside = [e for e in view.descendants(element) if e.role in TOGGLE_ROLES or switch_look(e)]
    return element.has(State.CLICKABLE) and len(inside) == 1
