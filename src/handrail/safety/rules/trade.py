"""The risk policy's rules for trading and signing pages, read with what stands around.

A sticky footer's *Finish* beside *Select Finish to complete signing* does what that line
says; a *Continue* under a ticked *I agree to use electronic records and signatures*
gives that consent; a bare *Cover* on a short position's row buys it back; a bare *Cancel*
in an order's row (or the ⋮ menu it opens) cancels the order.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.place import same_row
from handrail.safety.rules.view import (
    ALLOW,
    EDITABLE_ROLES,
    TOGGLE_ROLES,
    Assessment,
    View,
    called,
    pressable,
)
from handrail.vocab import Role, State

__all__ = ["consented", "covers_short", "row_cancel", "said_of"]

_SAYS_PRESS = re.compile(r"\b(?:select|click|press|tap|choose|hit) ([\w' &-]{1,30}?) to (\w.*)")
"""A help line that names a button and says what it does (*Select Finish to complete …*)."""
_REACH = 3
"""How many containers up from a button the texts that explain it may lie (a footer's)."""
_NEAR = 40
"""How many texts of those containers are read, at most."""
_GOES_ON = re.compile(
    r"^(?:continue|next|ok|okay|done|accept|agree|i agree|confirm|proceed|get started|start)$"
)
"""A button that only goes on: what it carries out is what was ticked above it."""
_WHOLE = frozenset({Role.WINDOW, Role.DOCUMENT, Role.APPLICATION})
"""Containers that are the whole page, not the box a button goes on in."""
_BOX_PARTS = 30
"""How many parts a box that asks for consent holds at most."""
_SHORT = re.compile(r"\bshort\b|^-\d")
"""What marks a short position on its row: the word, or a negative quantity."""


def _near_texts(element: Element, view: View) -> list[Element]:
    """Texts that stand with ``element``: on its line, and in its containers' reach."""
    seen: set[str] = set()
    found: list[Element] = []
    boxes = list(view.ancestors(element))[:_REACH]
    pool = [e for box in boxes for e in view.descendants(box)]
    pool += [e for e in view.snapshot.elements if same_row(element, e)]
    for e in pool:
        if e.id in seen or e.id == element.id or not e.name or e.interactive:
            continue
        if e.has(State.CLICKABLE):
            continue
        seen.add(e.id)
        found.append(e)
        if len(found) >= _NEAR:
            break
    return found


def said_of(element: Element, label: str, view: View) -> Assessment:
    """A button a help line beside it names, judged by what that line says it does.

    A signing page's sticky footer: *Finish* beside *Select Finish to complete signing and
    send to the next recipient*.
    """
    word = label.strip()
    if not word or len(word) > 30 or not pressable(element):
        return ALLOW
    for text in _near_texts(element, view):
        for said in _SAYS_PRESS.finditer(p.fold(text.name)):
            if said.group(1).strip() != word:
                continue
            cats = p.categories(said.group(2))
            if cats:
                return Assessment(
                    verdict=Verdict.APPROVE,
                    risk=cats[0],
                    reason=f'{called(element)} beside "{text.name[:80]}" would {p.doing(cats[0])}',
                    rule=f"builtin:{cats[0]}",
                )
    return ALLOW


def consented(element: Element, label: str, view: View) -> Assessment:
    """A button that goes on under a ticked consent gives that consent.

    *Continue* in the box *Electronic Record and Signature Disclosure* once *I agree to use
    electronic records and signatures* is ticked.
    """
    if not _GOES_ON.match(label.strip()) or not pressable(element):
        return ALLOW
    ticks: list[Element] = []
    for i, box in enumerate(view.ancestors(element)):
        inside = view.descendants(box)
        if i >= _REACH or box.role in _WHOLE or len(inside) > _BOX_PARTS:
            break  # the page itself, or a part of it far bigger than one box
        ticks.extend(inside)
    # A box the tree does not keep (a plain <div>): what stands right before the button,
    # back to its heading or to another control.
    ticks.extend(_before_in_box(element, view))
    for tick in ticks:
        if tick.role not in TOGGLE_ROLES or not tick.has(State.CHECKED):
            continue
        if not p.CONSENT_TOGGLE.search(p.fold(tick.name)):
            continue
        return Assessment(
            verdict=Verdict.APPROVE,
            risk="grant",
            reason=f'{called(element)} would give the consent ticked in "{tick.name[:80]}"',
            rule="builtin:grant",
        )
    return ALLOW


def _before_in_box(element: Element, view: View) -> list[Element]:
    """The elements right before ``element`` in the page, back to a heading or a control."""
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == element.id), 0)
    found: list[Element] = []
    for e in reversed(elements[max(0, at - _BOX_PARTS) : at]):
        if e.role is Role.HEADING or (pressable(e) and e.role not in TOGGLE_ROLES):
            break
        found.append(e)
    return found


def covers_short(element: Element, label: str, view: View) -> Assessment:
    """A bare *Cover* on a short position's row buys the shares back."""
    if label.strip() != "cover" or not pressable(element):
        return ALLOW
    row = next((a for a in view.ancestors(element) if a.role is Role.ROW), None)
    texts = [row.name] if row is not None and row.name else []
    if row is not None:
        texts += [e.name for e in view.descendants(row) if e.name and e.id != element.id]
    texts += [e.name for e in view.snapshot.elements if same_row(element, e) and e.name]
    if not any(_SHORT.search(p.fold(t)) for t in texts):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="trade",
        reason=f"{called(element)} on a short position's row would buy it back",
        rule="builtin:trade",
    )


_ROW_ROLES = frozenset({Role.ROW, Role.CELL, Role.LISTITEM})
"""Where a record's own controls stand (a table's row, its cell, a list's item)."""
_ROW_REACH = 6
"""How many containers up from a control its row may be (a ⋮ menu drawn in a cell)."""


def row_cancel(element: Element, label: str, view: View) -> Assessment:
    """A bare *Cancel* in a record's row, or in the ⋮ menu drawn in it, cancels the record.

    An open order's menu: *Edit order*, *Cancel*, *Convert to market order*. A row being
    edited in place (a field, *Save* and *Cancel*) is left alone: there *Cancel* goes back.
    """
    if label.strip() != "cancel" or not pressable(element) or view.dialog_of(element):
        return ALLOW
    up_to = list(view.ancestors(element))[:_ROW_REACH]
    row = next((a for a in up_to if a.role in _ROW_ROLES), None)
    if row is None:
        return ALLOW
    while (up := view.by_id.get(row.parent or "")) is not None and up.role in _ROW_ROLES:
        row = up  # the whole row, not only the cell the menu is drawn in
    for e in view.descendants(row):
        if e.id == element.id:
            continue
        if e.role in EDITABLE_ROLES:
            return ALLOW
        wording = p.fold(e.name)
        if pressable(e) and (p.FORM_COMMIT.match(wording) or p.AFFIRMATIVE.match(wording)):
            return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="cancel",
        reason=f"{called(element)} in a record's row would cancel it",
        rule="builtin:cancel",
    )
