"""The risk policy's rules for marketplace seller consoles and HR / payroll apps.

*Sell similar* on an ended listing only opens a new listing's form filled in from it; a
bare *Hire*, *Decline*, *Deny* or *Reject* in a table's row beside that row's other
actions that commit (*Approve*, *Send offer letter*) answers for that row's record; and a
shop's switches that act by themselves once on (*Vacation mode* takes every listing off
the market, *Auto-accept offers* sells at a price nobody reads again) are held when
turned on, as is a switch that makes the person it names an admin (*Make Ana a payroll
admin*).
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.view import (
    ALLOW,
    TOGGLE_ROLES,
    Assessment,
    View,
    called,
    label_of,
    pressable,
    telling_hint,
)
from handrail.vocab import Role, State

__all__ = ["row_answer", "row_unnamed", "seller_plain", "seller_switch"]

_OPENS_FORM = re.compile(r"^(?:sell (?:a |one )?similar(?: item| listing)?|sell one like this)$")
"""A listing's press that only opens a new listing's form, filled in from it."""

_ROW_VERB = re.compile(r"^(?:hire|decline|deny|reject)$")
"""A bare verb a row's action button says, the row's record being its object."""

_ROW_ROLES = frozenset({Role.ROW, Role.LISTITEM})
"""Containers that hold one record and its actions."""

_ROW_PARTS = 40
"""How many parts a row holds at most (more is a whole table, not one record)."""

_ACTS_ALONE = re.compile(
    r"\b(?:vacation mode|holiday mode|away mode|close (?:the |my )?shop"
    r"|auto-?accept (?:all )?offers?|auto-?decline (?:all )?offers?"
    r"|auto-?run payroll|auto-?approve (?:timesheets?|expenses?|time off|pto|requests?))\b"
)
"""What a seller's or payroll's switch does by itself once turned on."""

_MAKES_ADMIN = re.compile(
    r"^(?:make|set as|set) (?:[\w.'-]+ ){1,3}(?:an? |the )?(?:[\w-]+ ){0,2}"
    r"(?:admin|administrator|owner|super ?admin|approver)$"
)
"""A switch that raises the person it names to a role that acts for the company."""


def _held(risk: str, reason: str) -> Assessment:
    return Assessment(verdict=Verdict.APPROVE, risk=risk, reason=reason, rule=f"builtin:{risk}")


def seller_plain(element: Element, label: str, view: View) -> bool:
    """Whether a press only opens a new listing's form (*Sell similar*)."""
    return bool(_OPENS_FORM.match(label.strip()))


def _row_commit(element: Element, word: str, view: View) -> Element | None:
    """Another control of ``element``'s row (a table's or a list's) whose label commits."""
    row = next((a for a in view.ancestors(element) if a.role in _ROW_ROLES), None)
    if row is None:
        return None
    inside = view.descendants(row)
    if len(inside) > _ROW_PARTS:
        return None  # a whole table, not one record
    for other in inside:
        if other.id == element.id or not pressable(other):
            continue
        name = p.fold(label_of(other)).strip()
        if name and name != word and p.categories(name):
            return other
    return None


def row_answer(element: Element, label: str, view: View) -> Assessment:
    """A bare *Hire*, *Decline*, *Deny* or *Reject* in a row beside actions that commit.

    An expense's row holds an *Approve* icon and a *Decline* one; a candidate's row *Send
    offer letter*, *Hire* and *Reject candidate*: each answers for that row's record.
    """
    word = label.strip()
    if not _ROW_VERB.match(word) or not pressable(element):
        return ALLOW
    other = _row_commit(element, word, view)
    if other is None:
        return ALLOW
    return _held("confirm", f'{called(element)} answers for its row, beside "{other.name[:60]}"')


def row_unnamed(element: Element, label: str, view: View) -> Assessment:
    """A clickable with nothing to tell it by, in a row beside actions that commit.

    An order's row draws a *Refund* icon, a *Track package* one and an ✕ with neither
    name nor tooltip: the ✕ acts on that order as its neighbours do. A hint that only says
    it is drawn as a cross (``x``) tells nothing more.
    """
    if label.strip() or element.name.strip() or telling_hint(element).strip():
        return ALLOW
    if element.role is not Role.GENERIC or not element.has(State.CLICKABLE):
        return ALLOW
    if view.descendants(element) and any(e.name for e in view.descendants(element)):
        return ALLOW  # something inside names it
    other = _row_commit(element, "", view)
    if other is None:
        return ALLOW
    risk = p.categories(p.fold(label_of(other)))[0]
    return _held(risk, f'unnamed {element.spoken_role} in a row beside "{other.name[:60]}"')


def seller_switch(element: Element, label: str, view: View) -> Assessment:
    """A shop's or a payroll's switch that acts by itself, turned on.

    *Vacation mode* takes every listing off the market; *Auto-accept offers* sells without
    a person reading the offer; *Auto-run payroll* pays on its own; *Make Ana a payroll
    admin* gives her the power to pay.
    """
    if element.role not in TOGGLE_ROLES:
        return ALLOW
    if element.has(State.CHECKED) or element.has(State.PRESSED):
        return ALLOW  # turning it off only stops it
    folded = p.fold(label).strip()
    if _MAKES_ADMIN.match(folded):
        return _held("grant", f"{called(element)} turned on gives that role: {folded[:80]!r}")
    said = _ACTS_ALONE.search(folded)
    if said is None:
        return ALLOW
    return _held("publish", f"{called(element)} turned on acts by itself: {said.group(0)!r}")
