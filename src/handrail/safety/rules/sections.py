"""The risk policy's rules for a commit that a section or a help line explains.

*Save* under the heading *Grant access to “acme-prod”* grants it; *Import* under a line
saying existing tables will be overwritten overwrites them; a list whose help line says
older recordings are deleted deletes them when shortened; *Save policy* after *Keep the
last [1] tags* deletes the rest.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.place import LINE_LOOKBACK, same_row, section_of
from handrail.safety.rules.view import (
    ALLOW,
    COMMIT_ROLES,
    EDITABLE_ROLES,
    Assessment,
    View,
    called,
    pressable,
)
from handrail.vocab import Role, State

__all__ = [
    "headed_commit",
    "help_near",
    "kept_count",
    "purge_line",
    "saves_live",
    "section_charge",
    "section_notice",
]


_PURGE_LOOK = 3
"""How many plain elements after a list the line saying what it deletes may lie."""


def purge_line(field: Element, view: View) -> str:
    """The help line of a retention list that says what it deletes, or ``""``.

    *Keep recordings for* over *Recordings older than this are deleted for good*: a
    shorter period deletes what is older.
    """
    return help_near(field, view, p.PURGE_NOTICE)


def help_near(field: Element, view: View, says: p.Pattern) -> str:
    """The line right before or after the list ``field`` that ``says`` matches, or ``""``.

    A line between another control and this one is that control's help line.
    """
    if says.search(p.fold(field.description)):
        return field.description
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e.id == field.id), None)
    if at is None:
        return ""
    inside = {e.id for e in view.descendants(field)}
    after = [e for e in elements[at + 1 :] if e.id not in inside][:_PURGE_LOOK]
    before = list(enumerate(elements[:at]))[-_PURGE_LOOK:][::-1]
    for side in (before, list(enumerate(after))):
        for i, e in side:
            if _control(e):
                break  # another control's line
            if not says.search(p.fold(e.name)):
                continue
            if side is before and i > 0 and _control(elements[i - 1]):
                break  # the help line under the control above
            return e.name
    return ""


def _control(e: Element) -> bool:
    return e.interactive or e.has(State.CLICKABLE)


def headed_commit(element: Element, label: str, view: View) -> Assessment:
    """*Save* in a panel headed by what it does: *Grant access to “acme-prod”*.

    A button that only carries out its section (*Save*, *Done*, *Apply*) under a heading
    that begins with a risk's verb does that.
    """
    presses = element.role in COMMIT_ROLES or element.has(State.CLICKABLE)
    if not presses or not p.BULK_COMMIT.match(label):
        return ALLOW
    section = section_of(element, view)
    heading = p.fold(section[0].name).strip() if section else ""
    if heading and p.LIVE_EDIT.match(heading):
        return _applies_live(called(element), section[0])
    if not heading or not p.begins_with_risk(heading):
        return ALLOW
    cats = p.categories(heading)
    return Assessment(
        verdict=Verdict.APPROVE,
        risk=cats[0],
        reason=f'{called(element)} under the heading "{section[0].name[:80]}" would'
        f" {p.saying(heading, cats[0], section[0].name)}",
        rule=f"builtin:{cats[0]}",
    )


def _applies_live(who: str, heading: Element) -> Assessment:
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="restart",
        reason=f'{who} under the heading "{heading.name[:80]}" would apply the'
        " change to the running cluster",
        rule="builtin:restart",
    )


def saves_live(field: Element | None, view: View) -> Assessment:
    """Ctrl+S in an editor under *Edit ConfigMap · …*: the page's save, applied live.

    Pressed outside any editor (``field`` is ``None``), it saves the one such editor a
    page shows: pages take Ctrl+S wherever the focus is.
    """
    if field is not None:
        section = section_of(field, view)
        heading = p.fold(section[0].name).strip() if section else ""
        if not heading or not p.LIVE_EDIT.match(heading):
            return ALLOW
        return _applies_live(called(field), section[0])
    live = [
        e
        for e in view.snapshot.elements
        if e.role is Role.HEADING and p.LIVE_EDIT.match(p.fold(e.name).strip())
    ]
    return _applies_live("the page's save key", live[0]) if live else ALLOW


def kept_count(element: Element, label: str, view: View) -> Assessment:
    """*Save policy* on the line *Keep the last [1] tags*: what is past the count goes.

    A retention rule's count in a number field before its commit, its field or the text
    beside it saying how many are kept, is saved to delete the rest.
    """
    presses = element.role in COMMIT_ROLES or element.has(State.CLICKABLE)
    if not presses or not (p.PLAIN_SAVE.match(label) or _SAVES_POLICY.match(label)):
        return ALLOW
    elements = view.snapshot.elements
    at = next((i for i, e in enumerate(elements) if e is element or e.id == element.id), 0)
    line = [e for e in elements[max(0, at - LINE_LOOKBACK) : at] if same_row(element, e)]
    counts = [
        e
        for e in line
        if e.role is Role.SPINBUTTON
        or (e.role in EDITABLE_ROLES and (e.value or "").strip().isdigit())
    ]
    said = next((e for e in line if _KEPT.search(p.fold(e.name))), None)
    if not counts or said is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="delete",
        reason=f'{called(element)} saves "{said.name[:60]}" {(counts[0].value or "")[:10]}: what is'
        " past the count would be deleted",
        rule="builtin:delete",
    )


_SAVES_POLICY = re.compile(
    r"save (?:the )?(?:retention |cleanup |lifecycle )?(?:polic(?:y|ies)|rules?)$"
)
"""A commit of a retention or cleanup rule."""
_KEPT = re.compile(r"\b(?:keep|retain) (?:only )?(?:the )?(?:last|latest|newest|most recent)\b")
"""Words that say how many of something a rule keeps (*Keep the last*)."""


def section_charge(element: Element, view: View) -> Assessment:
    """A control in a section whose notice says changes are billed at once pays."""
    for e in section_of(element, view):
        if e is element or e.interactive or not e.name:
            continue
        if p.CHARGE_NOTICE.search(p.fold(e.name)):
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="pay",
                reason=f"{called(element)} is under the notice {e.name[:100]!r}",
                rule="builtin:charge-notice",
            )
    return ALLOW


def section_notice(element: Element, label: str, view: View) -> Assessment:
    """*Import* in a panel whose line says *Existing tables … will be overwritten*.

    A page's own overlay is no dialog in the tree: its heading and the line under it say
    what its commit does, and a line saying the change takes effect at once, overwrites
    or deletes when saved makes a *Save* or *Import* there do that.
    """
    if not pressable(element) or not p.NOTICED_COMMIT.match(label):
        return ALLOW
    for e in section_of(element, view):
        if e is element or e.interactive or e.has(State.CLICKABLE) or not e.name:
            continue
        if e.role is Role.HEADING:
            continue
        said = p.fold(e.name)
        if p.COMMIT_NOTICE.search(said):
            risk = (p.categories(said) or ["confirm"])[0]
            return Assessment(
                verdict=Verdict.APPROVE,
                risk=risk,
                reason=f"{called(element)} is under the line {e.name[:100]!r}",
                rule="builtin:commit-notice",
            )
    return ALLOW
