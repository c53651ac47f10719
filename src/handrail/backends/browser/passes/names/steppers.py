"""A number field between a minus and a plus control reads as a stepper named by its item.

Framework7 draws a stepper as ``<div class="stepper-button-minus">``, ``<input
readonly value=3>``, ``<div class="stepper-button-plus">`` in a list item titled *Sync
days*; shops draw a quantity so (``qty-decrement``, ``<input type=number>``,
``qty-increment``), and so do Bootstrap's input groups, Ionic and Onsen. With nothing
said, the three read ``clickable (icon: stepper minus)``, ``readonly textbox = 3``,
``clickable (icon: stepper plus)``: which value they step, and how, is left to guess.

A text field or spin button whose neighbours in the read are two unnamed clickable
elements, one whose look (its class words) says minus and one plus, is a stepper: the
field is named by the short plain text right before the pair when the page named it not
(the item's title), and the two read ``button Decrease <name>`` and ``button Increase
<name>``. ``acting/renamed.py`` finds them again by the words of the item around them.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.kinds import pressed
from handrail.backends.browser.passes.looks.hints import icon_hints
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["named_steppers"]

_FIELDS = frozenset({Role.TEXTBOX, Role.SPINBUTTON})
_MINUS = re.compile(r"minus|decrement|decrease|dec|subtract|less|down")
"""Class words that draw the control taking one off."""
_PLUS = re.compile(r"plus|increment|increase|inc|add|more|up")
"""Class words that draw the control adding one."""
_TITLE = 60
"""The most characters of the text that names a stepper's field."""
_BEFORE = 3
"""How many drafts before the pair its title may lie."""


def _way(look: str) -> str | None:
    """``"minus"`` or ``"plus"`` when exactly one of them is what ``look``'s words say."""
    words = re.split(r"[\s_-]+", look.casefold())
    minus = any(_MINUS.fullmatch(w) for w in words)
    plus = any(_PLUS.fullmatch(w) for w in words)
    if minus == plus:
        return None
    return "minus" if minus else "plus"


def _unnamed(d: Draft) -> bool:
    """Whether ``d`` is a clickable element of no control's role with no name."""
    return pressed(d) and not d.name.strip() and not d.value


def _title(drafts: list[Draft], at: int) -> str:
    """The short plain text right before ``drafts[at]``, with no control between."""
    for d in reversed(drafts[max(0, at - _BEFORE) : at]):
        if d.role is not Role.TEXT or State.CLICKABLE in d.states:
            return ""
        text = " ".join(d.name.split())
        if text:
            ok = len(text) <= _TITLE and any(c.isalpha() for c in text)
            return text.rstrip(":") if ok else ""
    return ""


def named_steppers(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Name each minus/plus pair around a field, and the field, by its item (in place)."""
    found: list[tuple[int, Draft, Draft, Draft]] = []
    for k in range(1, len(drafts) - 1):
        before, field, after = drafts[k - 1], drafts[k], drafts[k + 1]
        if field.role not in _FIELDS or field.bid is None:
            continue
        if not (_unnamed(before) and _unnamed(after)) or before.sid != after.sid:
            continue
        if before.sid != field.sid:
            continue
        found.append((k, before, field, after))
    if not found:
        return
    wanted: dict[str, set[int]] = {}
    for _, before, _field, after in found:
        for d in (before, after):
            if d.bid is not None:
                wanted.setdefault(d.sid, set()).add(d.bid)
    looks = {sid: icon_hints(snaps.get(sid, {}), bids) for sid, bids in wanted.items()}
    for k, before, field, after in found:
        seen = looks.get(field.sid, {})
        ways = (_way(seen.get(before.bid or -1, "")), _way(seen.get(after.bid or -1, "")))
        if set(ways) != {"minus", "plus"}:
            continue
        name = " ".join(field.name.split()) or _title(drafts, k - 1)
        if not name:
            continue
        field.name = name
        for d, way in zip((before, after), ways, strict=True):
            d.role = Role.BUTTON
            d.name = f"{'Decrease' if way == 'minus' else 'Increase'} {name}"
            d.states -= {State.CLICKABLE}
