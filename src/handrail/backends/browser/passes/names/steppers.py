"""A number field between a minus and a plus control reads as a stepper named by its item.

Framework7 draws a stepper as ``<div class="stepper-button-minus">``, ``<input
readonly value=3>``, ``<div class="stepper-button-plus">`` in a list item titled *Sync
days*; shops draw a quantity so (``qty-decrement``, ``<input type=number>``,
``qty-increment``), and so do Bootstrap's input groups, Ionic and Onsen. With nothing
said, the three read ``clickable (icon: stepper minus)``, ``readonly textbox = 3``,
``clickable (icon: stepper plus)``: which value they step, and how, is left to guess.

Naive UI's ``n-input-number`` puts both after its field, in the field's suffix: two
unnamed ``<button>`` elements whose only look is an SVG of one stroke (minus) or two
crossing (plus), their class words saying nothing (``n-icon-slot``).

A text field or spin button whose neighbours in the read are two unnamed clickable
elements or buttons (one before and one after it, or both right after it, side by
side, in the field's own holder: two elements up at most), one whose look (its class
words, else its SVG's strokes) says minus and one plus, is a stepper: the field is
named by the short plain text right before it when the page named it not (the item's
title), and the two read ``button Decrease <name>`` and ``button Increase <name>``,
``<name>`` the title rather than a placeholder. A control whose only text is a minus
or plus sign (Framework7's stepper written ``<div class="stepper-button-minus">−</div>``)
counts as unnamed, and its sign says its way.
``acting/drawnas.py`` finds them again by the words of the item around them.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from handrail.backends.browser.axdrafts import by_placeholder
from handrail.backends.browser.passes.kinds import pressed
from handrail.backends.browser.passes.looks.classlooks import DocNodes
from handrail.backends.browser.passes.looks.hints import icon_hints
from handrail.backends.browser.passes.looks.svgshapes import shape_hints
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["SIGNS", "named_steppers"]

_FIELDS = frozenset({Role.TEXTBOX, Role.SPINBUTTON})
_MINUS = re.compile(r"minus|decrement|decrease|dec|subtract|less|down")
"""Class words that draw the control taking one off."""
_PLUS = re.compile(r"plus|increment|increase|inc|add|more|up")
"""Class words that draw the control adding one."""
SIGNS: Mapping[str, str] = MappingProxyType(
    {
        "-": "minus",
        "\u2212": "minus",
        "\u2013": "minus",
        "\uff0d": "minus",
        "+": "plus",
        "\uff0b": "plus",
    }
)
"""The signs a stepper's button may be written with, and the way each says."""
_TITLE = 60
"""The most characters of the text that names a stepper's field."""
_UP = 2
"""How many elements up a field and the buttons after it meet, in its own holder."""
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


def _sign(d: Draft) -> str | None:
    """``"minus"`` or ``"plus"`` when ``d``'s whole name is a minus or plus sign."""
    return SIGNS.get(d.name.strip())


def _unnamed(d: Draft) -> bool:
    """Whether ``d`` is a clickable element of no control's role, or a button, unnamed.

    A minus or plus sign for its name counts as none.
    """
    button = d.role is Role.BUTTON and d.bid is not None
    bare = not d.name.strip() or _sign(d) is not None
    return (pressed(d) or button) and bare and not d.value


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


def _ups(snap: dict[str, Any], bid: int) -> list[int]:
    """Backend ids of the elements holding node ``bid``, nearest first (:data:`_UP` of them)."""
    for doc in snap.get("documents", []):
        nodes = DocNodes.of(doc)
        if bid not in nodes.bids:
            continue
        i, out = nodes.bids.index(bid), []
        for _ in range(_UP):
            i = nodes.parents[i] if i < len(nodes.parents) else -1
            if i < 0:
                break
            out.append(nodes.bids[i])
        return out
    return []


def _held_together(snap: dict[str, Any], field: Draft, button: Draft) -> bool:
    """Whether a button after ``field`` lies in the element holding the field, a few up."""
    if field.bid is None or button.bid is None:
        return False
    return bool(set(_ups(snap, field.bid)) & set(_ups(snap, button.bid)))


def _pairs(
    drafts: list[Draft], snaps: dict[str, dict[str, Any]]
) -> list[tuple[int, Draft, Draft, Draft]]:
    """Each field with the two unnamed controls around it or right after it."""
    found: list[tuple[int, Draft, Draft, Draft]] = []
    for k in range(len(drafts) - 1):
        field = drafts[k]
        if field.role not in _FIELDS or field.bid is None:
            continue
        around = (drafts[k - 1], drafts[k + 1]) if k > 0 else None
        after = (drafts[k + 1], drafts[k + 2]) if k + 2 < len(drafts) else None
        for pair in (around, after):
            if pair is None or not all(_unnamed(d) for d in pair):
                continue
            if not pair[0].sid == pair[1].sid == field.sid:
                continue
            if pair is after and (
                pair[0].parent != pair[1].parent
                or not _held_together(snaps.get(field.sid, {}), field, pair[0])
            ):
                continue  # both after it: side by side, in the field's own holder
            found.append((k, field, *pair))
            break
    return found


def named_steppers(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Name each minus/plus pair around a field, and the field, by its item (in place)."""
    controls = {d.locator for d in drafts if _unnamed(d)}
    drafts = [d for d in drafts if d.parent not in controls]  # a button's drawing is its own
    found = _pairs(drafts, snaps)
    if not found:
        return
    wanted: dict[str, set[int]] = {}
    for _, _field, one, other in found:
        for d in (one, other):
            if d.bid is not None:
                wanted.setdefault(d.sid, set()).add(d.bid)
    looks: dict[str, dict[int, str]] = {}
    for sid, bids in wanted.items():
        snap = snaps.get(sid, {})
        seen = looks[sid] = icon_hints(snap, bids)
        drawn = {b for b in bids if _way(seen.get(b, "")) is None}
        seen.update(shape_hints(snap, drawn))
    for k, field, one, other in found:
        seen = looks.get(field.sid, {})
        ways = tuple(_sign(d) or _way(seen.get(d.bid or -1, "")) for d in (one, other))
        if set(ways) != {"minus", "plus"}:
            continue
        start = k - 1 if one is drafts[k - 1] else k
        title = _title(drafts, start)
        own = " ".join(field.name.split())
        # A placeholder (``Please Input``) is no name for its buttons: the title is.
        placeheld = own and by_placeholder(field.named) and title
        name = title if placeheld else own or title
        if not name:
            continue
        field.name = own or name
        for d, way in zip((one, other), ways, strict=True):
            d.role = Role.BUTTON
            d.name = f"{'Decrease' if way == 'minus' else 'Increase'} {name}"
            d.states -= {State.CLICKABLE}
