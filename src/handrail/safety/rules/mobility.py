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
from handrail.safety.rules.context import switch_look
from handrail.safety.rules.view import (
    ALLOW,
    TOGGLE_ROLES,
    Assessment,
    View,
    called,
    pressable,
)
from handrail.vocab import Role, State

__all__ = ["agreed_by", "answers_request", "gift_option", "mobility_plain", "priced_tier"]

_AGREED = re.compile(
    r"\bby (?:selecting|clicking|tapping|pressing|choosing|hitting) [\"'“‘]?([\w' &-]{1,30}?)"
    r"[\"'”’]?,? you (?:agree|authori[sz]e|consent|accept)\b(.*)"
)
"""Fine print that names a button and what pressing it agrees to."""

_CHARGED = re.compile(r"\b(?:be |being |get )?(?:charged|billed|debited)\b")
"""What that fine print agrees to when it is a charge (*to be charged at pickup*)."""

_GIFT = re.compile(r"^(?:send|mark|order|wrap)(?: it| this)? as (?:a )?gift$|^this (?:is )?a gift$")
"""A cart's option that marks the order as a gift: it sends nothing itself."""

_ANSWER = {"accept": "confirm", "approve": "confirm", "decline": "cancel", "reject": "cancel"}
"""A bare answer to a booking request, and the risk it carries."""

_PENDING = re.compile(
    r"^(?:pending|requested|request|inquiry|enquiry|awaiting (?:response|approval|reply)"
    r"|needs (?:response|approval))$"
)
"""A row's status that says it waits for the host's answer."""

_ROW_REACH = 3
"""How many containers up from a button its record's row may be."""

_OPENS_CODE = re.compile(
    r"^(?:\+ )?add (?:a )?(?:coupon|promo(?: code)?|promotion code|discount(?: code)?|voucher"
    r"|gift card|referral code|code)$"
)
"""A checkout's link that opens the field a code is typed in: it applies nothing."""

_REPORT_LINK = re.compile(
    r"^report (?:this |the )?(?:listing|host|guest|driver|rider|courier|dasher|restaurant"
    r"|review|photo|user|profile)$"
)
"""A link to the form that reports a listing or a person: the form asks again."""


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


def mobility_plain(element: Element, label: str) -> bool:
    """True for what only opens a field or a form: *Add coupon*, a link *Report this listing*.

    Beside a chosen *Pay $630 now* a checkout's *Add coupon* opens the code's field; the
    link *Report this listing* opens the report's form, whose own *Submit* is judged there.
    """
    words = label.strip()
    if _OPENS_CODE.match(words):
        return True
    return element.role is Role.LINK and bool(_REPORT_LINK.match(words))


def answers_request(element: Element, label: str, view: View) -> Assessment:
    """A bare *Accept* or *Decline* in a booking's row whose status is *Pending*.

    A host's reservations: *Sam R.  Dec 20–23  Pending  Accept  Decline*; the guest is
    booked (and charged) or turned away.
    """
    risk = _ANSWER.get(label.strip())
    if risk is None or not pressable(element) or view.dialog_of(element) is not None:
        return ALLOW
    up_to = list(view.ancestors(element))[:_ROW_REACH]
    row = next((a for a in up_to if a.role is Role.ROW), None)
    if row is None:
        return ALLOW
    if not any(_PENDING.match(p.fold(e.name).strip()) for e in view.descendants(row)):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk=risk,
        reason=f"{called(element)} would answer the pending request in its row",
        rule=f"builtin:{risk}",
    )


def priced_tier(element: Element, label: str, view: View) -> bool:
    """True for a priced option picked in place of another priced one already chosen.

    A ride's *Comfort · 6 min · $24.75* beside the chosen *UberX · 4 min · $18.20*: the
    fare is paid by *Request*, the pick only changes which. A priced option that stands
    beside unpriced ones (*Yes, add Loss Damage Waiver · $29/day* beside *No, I'll rely
    on my own coverage*) adds what it costs, and is left to the rule for it.
    """
    if element.role is not Role.RADIO or element.has(State.CHECKED):
        return False
    if not p.PRICE.search(label) or p.categories(label):
        return False
    kin = [
        e
        for e in view.snapshot.elements
        if e.parent == element.parent and e.id != element.id and e.role is Role.RADIO
    ]
    return any(e.has(State.CHECKED) and p.PRICE.search(p.fold(e.name)) for e in kin)
