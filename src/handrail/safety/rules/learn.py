"""The risk policy's rules for gradebooks, exam proctoring, libraries and school portals.

Their dialogs' buttons say little: *Update* under *Regrade question 7* recalculates the
scores of every student who submitted, *Set default grade* in *Default grade* gives all
students the same grade, *Add* under *Add time for Maya Patel* gives a student more time,
*Return* under *Return Piranesi?* hands a loan to the next person waiting. A permission
slip's *I agree* (or *Decline*) answers for a child; a submitted exam's *Reopen* lets its
student change the answers. And a switch *Students can see their grades* shows every
grade at once.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.devops import Said, said_by, texts_around
from handrail.safety.rules.place import section_of
from handrail.safety.rules.view import ALLOW, TOGGLE_ROLES, Assessment, View, called, pressable
from handrail.vocab import State

__all__ = ["learn_dialog", "learn_said", "shows_grades"]

_BACK = re.compile(
    r"^(?:no|cancel|close|back|go back|not now|dismiss|keep\b.*|no,? .*|preview|help"
    r"|learn more)$"
)
"""A dialog's way back, or a button that only shows something."""

_IN_DIALOG: Said = (
    (re.compile(r"\b(?:scores?|grades?|marks?) of (?:all |every )?\d+ students?\b"
                r"|\bwill be (?:recalculated|regraded)\b"), "submit",
     "changes the grades of many students"),
    (re.compile(r"\bgive (?:all|every) students? the same (?:grade|score|mark)\b"
                r"|\boverwrite (?:already[- ]entered|existing|current) (?:grades|scores|marks)\b"),
     "submit", "changes the grades of many students"),
    (re.compile(r"^(?:add|give|grant|extend) (?:extra |more )?time (?:for|to) \S"), "grant",
     "gives a student more time"),
    (re.compile(r"\bgoes to the next (?:person|patron|reader|borrower|one)\b"
                r"|\bplace a new hold\b|\blose (?:your|their) place in (?:line|the queue)\b"),
     "cancel", "gives up a loan or a hold"),
)  # fmt: skip
"""What a dialog's title or text says its committing button does."""

_ANSWER = re.compile(
    r"^(?:i agree|agree|i consent|consent|sign|sign now|sign (?:the )?(?:form|slip)|submit"
    r"|decline|i decline|i do not agree|i don't agree|yes|no|allow|deny|(?:give|deny) permission)$"
)
"""A form's answer to a request for consent."""

_CONSENT: Said = (
    (re.compile(r"\bi give (?:my )?(?:permission|consent)\b|\bpermission (?:slip|form)\b"
                r"|\bpermission for my (?:child|son|daughter|student)\b"
                r"|\bi (?:consent|agree) (?:to|that) my (?:child|son|daughter)\b"), "submit",
     "answers a permission slip for a child"),
)  # fmt: skip
"""Texts that make a bare answer a parent's consent for a child."""

_REOPEN = re.compile(r"^(?:reopen|unsubmit|allow (?:a )?retake|reset (?:the )?attempt)$")
"""A bare button that opens a student's submitted work again."""
_SUBMITTED = re.compile(r"\bsubmitted\b")
"""A row's status of work handed in."""
_EXAM = re.compile(r"\b(?:exams?|quiz(?:zes)?|tests?|midterm|final|assessments?|attempts?)\b")
"""A page or section about exams."""

_SHOWS = re.compile(
    r"\b(?:students?|learners?|parents?|families|guardians) (?:can|will) (?:see|view)\b.*"
    r"\b(?:grades?|scores?|marks?|results?|report cards?|answers?)\b"
    r"|^(?:show|release|publish|display) (?:all )?(?:grades?|scores?|marks?|results?) to"
    r" (?:students|learners|families|parents)\b"
)
"""A switch that shows students (or their families) their grades."""


def learn_dialog(element: Element, label: str, view: View) -> Assessment:
    """A dialog's committing button judged by what the dialog says it does.

    *Update* under *Regrade question 7* (scores recalculated), *Add* under *Add time for
    Maya Patel*, *Return* under *Return Piranesi?* (the title goes to the next person).
    """
    dialog = view.dialog_of(element)
    word = label.strip()
    if dialog is None or dialog is element or not word or _BACK.match(word):
        return ALLOW
    if p.NEGATIVE.match(word) or not pressable(element):
        return ALLOW
    texts = [p.fold(dialog.name)] + [
        p.fold(e.name)
        for e in view.descendants(dialog)
        if e.name and not e.interactive and not e.has(State.CLICKABLE)
    ]
    return said_by(element, [t for t in texts if t], _IN_DIALOG, "learn:dialog")


def learn_said(element: Element, label: str, view: View) -> Assessment:
    """A bare answer under a permission slip, or a submitted exam's *Reopen*."""
    word = label.strip()
    if not pressable(element):
        return ALLOW
    if _ANSWER.match(word):
        # The slip's text may stand before its other answer (*I agree* before *Decline*).
        section = [
            p.fold(e.name)
            for e in section_of(element, view)
            if e.name and not e.interactive and not e.has(State.CLICKABLE)
        ]
        texts = [*texts_around(element, view), *section]
        return said_by(element, texts, _CONSENT, "learn:consent")
    if not _REOPEN.match(word):
        return ALLOW
    texts = texts_around(element, view)
    if not any(_SUBMITTED.search(t) for t in texts):
        return ALLOW
    if not any(_EXAM.search(t) for t in [*texts, view.top_titles()]):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="grant",
        reason=f"{called(element)} opens a submitted exam again for its student",
        rule="learn:reopen",
    )


def shows_grades(element: Element, label: str, view: View) -> Assessment:
    """A switch turned on that shows students (or families) their grades, all at once."""
    if element.role not in TOGGLE_ROLES or element.has(State.CHECKED):
        return ALLOW
    said = p.fold(f"{label} {element.name} {element.description}")
    if not _SHOWS.search(said):
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="publish",
        reason=f"{called(element)} turned on shows grades: {said[:80]!r}",
        rule="learn:shows-grades",
    )
