"""The risk policy's rules for patient portals, pharmacies and school learning systems.

A long clickable named for what it asks (*Ask my doctor for a new prescription*) is a
command, not a row's content; a bare *Return* in a gradebook's row (or the ⋮ menu drawn in
it) hands the graded work back to the student; a switch that applies a late penalty,
turned on, takes points off every late grade.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.view import ALLOW, Assessment, View, called, pressable
from handrail.safety.words.care import SPACED_CARE
from handrail.vocab import Role, State

__all__ = ["care_command", "care_plain", "grade_switch", "returns_work"]

_COMMANDS = tuple(
    (risk, re.compile(pattern)) for risk, patterns in SPACED_CARE.items() for pattern in patterns
)
"""The care words, each anchored to the whole label it names."""
_BARE_RETURN = re.compile(r"^return(?: all)?$")
"""A row's bare *Return*: what it hands back is the row's own."""
_GRADEBOOK = re.compile(
    r"\b(?:grade ?book|grades|grading|submissions?|assignments?|students?|marking)\b"
)
"""A page's title or section heading that says its rows are students' graded work."""
_ROW_ROLES = frozenset({Role.ROW, Role.CELL, Role.LISTITEM})
"""Containers that are a record's row."""
_ROW_REACH = 4
"""How many containers up from a button its row may lie (a menu drawn in a cell)."""
_PENALTY = re.compile(
    r"\b(?:apply|applies|deduct|deducts|take|takes) (?:a |the |an )?(?:automatic )?"
    r"(?:late )?(?:deductions?|penalt(?:y|ies)|points? off)\b"
    r"|\blate (?:submission |work )?(?:penalt(?:y|ies)|deductions?)$"
)
"""A switch that, turned on, takes points off every late grade."""
_PLAIN = re.compile(
    r"^(?:(?:subscribe|follow) to (?:this |the )?(?:thread|discussion|topic|conversation|forum)"
    r"|subscribe (?:&|and) save (?:details|info|faqs?)"
    r"|(?:add/drop|drop/withdraw|drop|withdrawal|refill|renewal) (?:deadlines?|dates)"
    r"|\+ ?(?:schedule|book|request|make) (?:an? |new )?(?:appointment|visit))$"
)
"""Labels that commit nothing: a forum's notifications, a plan's terms, a term's dates, a
form opened by its *+*."""


def care_plain(label: str) -> bool:
    """Whether ``label`` only follows a thread, tells of a plan or its dates, or opens a form.

    *Subscribe to thread* sends notifications; *Subscribe & save details* and
    *Drop/withdraw deadlines* tell of them; *+ Schedule an appointment* opens the form
    whose own button books it.
    """
    return _PLAIN.match(label.strip()) is not None


def care_command(element: Element, label: str, view: View) -> Assessment:
    """A clickable named by a care command in full does what it says, however long.

    *Ask my doctor for a new prescription* is seven words: no row's content; an icon
    titled *Return to student* hands the work back.
    """
    del label, view  # the element's own name is read: a long one's label is its hint
    if not pressable(element):
        return ALLOW
    # An icon's tooltip says it in full too (*↩* titled *Return to student*): each of the
    # name, description and hint is read whole, not the three run together.
    texts = {p.fold(t).strip() for t in (element.name, element.description, element.hint)}
    for risk, pattern in _COMMANDS:
        if any(pattern.search(text) for text in texts if text):
            return Assessment(
                verdict=Verdict.APPROVE,
                risk=risk,
                reason=f"{called(element)} would {p.doing(risk)}",
                rule=f"builtin:{risk}",
            )
    return ALLOW


def returns_work(element: Element, label: str, view: View) -> Assessment:
    """A bare *Return* in a gradebook's row, or the ⋮ menu drawn in it, returns the work.

    An order's row (*Track package*, *Return*) only starts a return's form.
    """
    if not _BARE_RETURN.match(label.strip()) or not pressable(element):
        return ALLOW
    if view.dialog_of(element) is not None:
        return ALLOW
    up_to = list(view.ancestors(element))[:_ROW_REACH]
    if not any(a.role in _ROW_ROLES for a in up_to):
        return ALLOW
    context = f"{view.top_titles()} | {view.heading_before(element)}"
    if not _GRADEBOOK.search(context):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="publish",
        reason=f"{called(element)} in a gradebook's row would return the work to the student",
        rule="builtin:publish",
    )


def grade_switch(element: Element, label: str) -> Assessment:
    """A switch turned on that takes a late penalty off every late grade from then on.

    *Automatically apply deduction to late submissions*; *Highlight late submissions*
    only shows them.
    """
    if element.has(State.CHECKED) or element.has(State.PRESSED):
        return ALLOW
    if not _PENALTY.search(label):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="confirm",
        reason=f"{called(element)} would take a late penalty off every late grade",
        rule="builtin:toggle-confirm",
    )
