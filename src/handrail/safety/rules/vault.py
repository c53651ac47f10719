"""The risk policy's rules for password managers, phone carriers and app stores.

A button that is only a price (*$59.99*) buys what its page sells; a bare *Get* on an
app's row installs it; a *Move* in a dialog that says others will see the item shares
it; a checked switch under *Two-step login* turns that protection off; an eye icon beside
a masked code reveals it. A generator's *Regenerate password* only draws a new
suggestion, and a side menu's *Redeem code* opens the page to type one.
"""

from __future__ import annotations

import re

from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.place import same_row
from handrail.safety.rules.tix import amount_chip
from handrail.safety.rules.view import (
    ALLOW,
    TOGGLE_ROLES,
    Assessment,
    View,
    called,
    pressable,
)
from handrail.vocab import Role, State

__all__ = [
    "app_get",
    "eye_on_masked",
    "gem_pick",
    "generator_press",
    "moves_shared",
    "nav_redeem",
    "price_only",
    "two_step",
]

_PRICE_ONLY = re.compile(r"^(?:[a-z]{1,3} ?)?[$£€¥₹] ?\d[\d.,]*$|^\d[\d.,]* ?(?:€|kr|zł)$")
"""A label that is only a price."""
_GET = re.compile(r"^(?:get|install|get app)$")
"""An app store's bare button that installs the app of its row."""
_STORE_ROW = re.compile(
    r"\bin-app purchases?\b|\bofferts? in-app\b|^free\b|\bfree to play\b|[$£€¥₹] ?\d"
    r"|\b(?:ratings?|downloads|installs)\b|[★⭐]"
)
"""What stands on an app's row in a store: its price, *In-app purchases*, its rating."""
_SHARED_LINE = re.compile(
    r"\b(?:will|can) (?:be able to )?(?:see|view|access|use|edit) (?:this|the|these|it)\b"
    r"|\bwill have access\b"
)
"""A dialog's line saying the move gives others the item."""
_TWO_STEP = re.compile(
    r"\b(?:two|2)[- ](?:step|factor)\b|\b2fa\b|\bmfa\b|\bmulti-?factor\b|\btwo-step login\b"
)
"""A section heading for the second factor of a login."""
_GENERATOR = re.compile(r"\bgenerat(?:e|or|ed)\b")
"""A section heading of a password generator."""
_REGENERATE = re.compile(
    r"^(?:re-?generate|generate(?: new| another)?|refresh|new)(?: (?:a |the )?"
    r"(?:password|passphrase|username))?$"
)
"""A generator's button that draws a new suggestion."""
_GEM_PRICE = re.compile(r"\w(?<!balance)(?<!total) (?:💎|🪙) ?\d[\d,]*$")
"""A tile priced in a game's gems (*Nebula skin 💎 300*)."""
_EYE = re.compile(r"^(?:👁|👀|🔍?👁)$")
"""An icon drawn as an eye: it shows what is masked beside it."""
_SHOW = re.compile(
    r"^(?:show|view|reveal|unmask|unhide)(?: (?:the |this )?(?:password|secret|value|token"
    r"|key|api key|pin))?$"
)
"""A button's words for showing what is masked beside it (*Show password*)."""
_MASKED = re.compile(r"[·•*●]{3}")
"""Text masked by dots or stars (a password, a one-time code)."""
_REDEEM_PAGE = re.compile(r"^redeem (?:a )?(?:code|gift card|voucher|promo code|key)s?$")
"""A menu entry naming the page where a code is typed."""


def price_only(element: Element, label: str, view: View) -> Assessment:
    """A button that shows only a price (*$59.99*, *$2.99*): pressing it buys the item."""
    if not _PRICE_ONLY.match(label.strip()) or not pressable(element):
        return ALLOW
    if element.role in TOGGLE_ROLES or element.role in (Role.CELL, Role.OPTION, Role.TAB):
        return ALLOW
    if amount_chip(element, view):
        return ALLOW  # *$25* under *Choose an amount* fills in what *Donate* pays
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="purchase",
        reason=f"{called(element)} shows only a price: pressing it buys",
        rule="vault:price-only",
    )


def app_get(element: Element, label: str, view: View) -> Assessment:
    """A bare *Get* or *Install* on an app's row (*Free · In-app purchases*) installs it."""
    if not _GET.match(label.strip()):
        return ALLOW
    row = [
        e
        for e in view.snapshot.elements
        if e.id != element.id and e.name and same_row(element, e) and not e.has(State.OFFSCREEN)
    ]
    parents = [a for a in list(view.ancestors(element))[:2]]
    texts = " | ".join(e.name.lower() for e in [*row, *parents])
    if not _STORE_ROW.search(texts):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="purchase",
        reason=f"{called(element)} would install the app of its row",
        rule="vault:app-get",
    )


def moves_shared(element: Element, label: str, view: View) -> Assessment:
    """A dialog's bare *Move* that says others will be able to see the item shares it."""
    if label.strip() not in ("move", "move item", "move here"):
        return ALLOW
    dialog = view.dialog_of(element)
    if dialog is None:
        return ALLOW
    if not any(_SHARED_LINE.search(e.name.lower()) for e in view.descendants(dialog) if e.name):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="grant",
        reason=f"{called(element)} would share the item with the people its dialog names",
        rule="vault:move-shared",
    )


def two_step(element: Element, label: str, view: View) -> Assessment:
    """A checked switch under a *Two-step login* heading: turning it off weakens the login."""
    if not (element.has(State.CHECKED) or element.has(State.PRESSED)):
        return ALLOW
    if element.role not in TOGGLE_ROLES or element.role is Role.RADIO:
        return ALLOW
    if not _TWO_STEP.search(view.heading_before(element)):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="security",
        reason=f"{called(element)} would turn off a second step of the login",
        rule="vault:two-step-off",
    )


def gem_pick(element: Element, label: str, view: View) -> Assessment:
    """A tile priced in gems that a page draws as a radio: choosing it spends the gems."""
    if element.has(State.CHECKED) or not _GEM_PRICE.search(label):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="purchase",
        reason=f"{called(element)} would spend the gems it is priced in",
        rule="vault:gem-pick",
    )


def eye_on_masked(element: Element, label: str, view: View) -> Assessment:
    """An eye icon or a bare *Show password* on the line of a masked secret reveals it.

    A stored value drawn as *••••••••* (a CI variable's, a vault item's) is a text; a
    sign-in form's own field is a text box, whose *Show password* shows what was typed.
    """
    if not (_EYE.match(label.strip()) or _SHOW.match(label.strip())) or not pressable(element):
        return ALLOW
    line = [e for e in view.snapshot.elements if e.id != element.id and same_row(element, e)]
    if not any(_MASKED.search(e.name) for e in line if e.name):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="security",
        reason=f"{called(element)} would reveal the masked secret beside it",
        rule="vault:eye-masked",
    )


def generator_press(element: Element, label: str, view: View) -> bool:
    """A password generator's *Regenerate password*: it only draws a new suggestion."""
    return bool(_REGENERATE.match(label.strip())) and bool(
        _GENERATOR.search(view.heading_before(element))
    )


def nav_redeem(element: Element, label: str, view: View) -> bool:
    """A side menu's *Redeem code*: it opens the page where the code is typed."""
    if not _REDEEM_PAGE.match(label.strip()):
        return False
    return element.role is Role.LINK or any(
        a.role is Role.NAVIGATION for a in view.ancestors(element)
    )
