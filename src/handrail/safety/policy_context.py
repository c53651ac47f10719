"""The risk policy's rules for words that say what they do only where they stand.

A bare verb (*Stop*, *Update now*, a lone *Cancel*) acts on what its section or its list
names: *Update now* under a *Firmware* heading updates the firmware, *Stop* chosen in a
list under *Services* stops a service, and a panel's only *Cancel* under *Upcoming
appointments* cancels one. A *Cancel* beside a field, or beside a *Save*, backs out of
an edit instead. A switch that makes something happen by itself (*Auto-approve
refunds*) does that thing from then on.
"""

from __future__ import annotations

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.policy_view import (
    ALLOW,
    COMMIT_ROLES,
    EDITABLE_ROLES,
    Assessment,
    View,
    beside,
    called,
    label_of,
)
from handrail.vocab import INTERACTIVE_ROLES, State

__all__ = ["auto_action", "bare_verb", "switch_look"]


def switch_look(element: Element) -> bool:
    """A clickable element with no role drawn as an on/off switch (its hint says so)."""
    return (
        element.has(State.CLICKABLE)
        and element.role not in INTERACTIVE_ROLES
        and p.SWITCH_LOOK.search(p.fold(element.hint)) is not None
    )


def _backs_out(element: Element, view: View) -> bool:
    """Whether a *Cancel* leaves an edit: a field or a committing button stands with it.

    With it: in its form, else beside it on its own line, not anywhere on the page.
    """
    form = view.form_of(element)
    near = view.descendants(form) if form is not None else view.snapshot.elements
    for e in near:
        if e is element or (form is None and not _same_row(element, e)):
            continue
        if e.role in EDITABLE_ROLES:
            return True
        if e.role in COMMIT_ROLES and (
            p.FORM_COMMIT.match(wording := label_of(e)) or p.AFFIRMATIVE.match(wording)
        ):
            return True
    return False


def _same_row(a: Element, b: Element) -> bool:
    if a.bounds is None or b.bounds is None:
        return False
    ra, rb = a.bounds, b.bounds
    return ra.y < rb.y + rb.h and rb.y < ra.y + ra.h and beside(ra, rb, reach=_ROW_REACH)


_ROW_REACH = 400
"""How far along its line a field or a button still stands with a *Cancel*."""


def bare_verb(element: Element, label: str, view: View, field: Element | None = None) -> Assessment:
    """A bare verb judged with what its list (``field``), dialog or section names.

    Only a risk the verb itself begins counts (*update firmware*, *cancel upcoming
    appointments*), not one its section names alone.
    """
    found = p.BARE_VERB.match(label)
    if found is None:
        return ALLOW
    verb = found.group("verb")
    dialog = view.dialog_of(element)
    if verb == "cancel" and (field is not None or dialog is not None or _backs_out(element, view)):
        return ALLOW
    places = [p.fold(field.name)] if field is not None else []
    if dialog is not None:
        places.append(p.fold(dialog.name))
    places.append(view.heading_before(field or element))
    for place in places:
        if not place:
            continue
        said = f"{verb} {place}"
        if not p.begins_with_risk(said):
            continue
        risk = p.categories(said)[0]
        return Assessment(
            verdict=Verdict.APPROVE,
            risk=risk,
            reason=f'{called(element)} under "{place}" would {p.doing(risk)}',
            rule=f"builtin:{risk}",
        )
    return ALLOW


def auto_action(element: Element, label: str) -> Assessment:
    """A switch turned on that does an irreversible action by itself from then on."""
    found = p.AUTO_ACTION.search(label)
    if found is None:
        return ALLOW
    verb = found.group("verb")
    cats = p.categories(verb)
    risk = cats[0] if cats else "confirm"
    return Assessment(
        verdict=Verdict.APPROVE,
        risk=risk,
        reason=f"{called(element)} would {verb} by itself from then on",
        rule=f"builtin:toggle-{risk}",
    )
