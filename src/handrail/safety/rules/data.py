"""The risk policy's rules for database, BI and backup consoles, read with their place.

A menu item or button whose name ends in an ellipsis (*Drop table…*) opens a dialog that
asks again; a bare *Apply* or *Revert* in a list headed *Migrations* changes the schema;
a bare *Restore* on a backup's or snapshot's row writes it over what is there now; a
retention choice that keeps less than the one chosen now deletes what is past it.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.place import line_texts
from handrail.safety.rules.view import (
    ALLOW,
    COMMIT_ROLES,
    TOGGLE_ROLES,
    Assessment,
    View,
    called,
)
from handrail.vocab import Role, State

__all__ = ["asks_first", "keeps_less", "row_step", "schedules_mail"]

_ASKS = re.compile(r"\w[^.]*\.\.\.$")
"""A name that ends in an ellipsis after words: it asks for more before it acts."""


def asks_first(label: str) -> bool:
    """True for *Drop table…* or *Schedule e-mail report…*: a dialog asks again.

    By long convention a command whose name ends in an ellipsis needs more from the
    person (a confirmation, a name typed) before it acts; that dialog's button is judged
    in turn. A priced or chained name (*Pay $5…*, *Save and send…*) is no such command.
    """
    if not _ASKS.search(label) or p.CHAINED.search(label) or p.PRICE.search(label):
        return False
    return not p.QUESTION.match(label)


_STEP = re.compile(r"^(?P<verb>apply|run|execute|revert|roll ?back|undo|restore)(?: now)?$")
"""A bare verb whose object its row or section names."""
_MIGRATIONS = re.compile(r"\b(?:migrations?|schema changes?|changesets?)\b")
"""Where a bare *Apply* or *Revert* changes a live database's schema."""
_BACKUPS = re.compile(r"\b(?:backups?|snapshots?|restore points?|recovery points?)\b")
"""Where a bare *Restore* writes a copy over what is there now."""
_ROW_ROLES = frozenset({Role.ROW, Role.LISTITEM, Role.CELL})
_TABLES = frozenset({Role.TABLE})


def row_step(element: Element, label: str, view: View) -> Assessment:
    """A bare *Apply* on a pending migration's row, or *Restore* on a backup's row."""
    m = _STEP.match(label)
    pressed = element.role in COMMIT_ROLES - {Role.LINK} or element.has(State.CLICKABLE)
    if m is None or not pressed or view.dialog_of(element) is not None:
        return ALLOW
    row = [
        p.fold(a.name)
        for i, a in enumerate(view.ancestors(element))
        if i < _ROW_REACH and (a.role in _ROW_ROLES or a.has(State.CLICKABLE))
    ]
    verb = m.group("verb")
    table = next((a for a in view.ancestors(element) if a.role in _TABLES), None)
    inside = view.descendants(table) if table is not None else []
    heads = [e.name for e in inside if e.role is Role.COLUMNHEADER]
    # A page of backups (its title, its table's first column) restores one of them.
    whole = [view.top_titles(), p.fold(" ".join(heads[:1]))] if verb == "restore" else []
    said = " | ".join([*row, *line_texts(element, view), view.heading_before(element), *whole])
    where = _BACKUPS if verb == "restore" else _MIGRATIONS
    found = where.search(said)
    if found is None:
        return ALLOW
    risk = "reset" if verb == "restore" else "submit"
    return Assessment(
        verdict=Verdict.APPROVE,
        risk=risk,
        reason=f'{called(element)} under "{found.group(0)}" would {verb} it on the live data',
        rule=f"builtin:{risk}",
    )


_ROW_REACH = 3
"""How many containers up from a button its row may lie."""

_KEEP = re.compile(
    r"^(?:keep|retain)(?: \w+)?(?: for)? (?P<n>\d+) (?P<unit>hours?|days?|weeks?|months?|years?"
    r"|versions?|backups?|snapshots?|copies)\b"
)
"""A retention choice: *Keep 7 days*, *Retain backups for 30 days*."""
_DAYS = {"hour": 1 / 24, "day": 1, "week": 7, "month": 30, "year": 365}
"""A retention's length in days, by its unit."""


def _kept(name: str) -> tuple[str, float] | None:
    """What a retention choice keeps: its kind (time or count) and how much."""
    m = _KEEP.match(p.fold(name).strip())
    if m is None:
        return None
    unit = m.group("unit").rstrip("s")
    n = float(m.group("n"))
    if unit in _DAYS:
        return "time", n * _DAYS[unit]
    return "count", n


def keeps_less(element: Element, view: View) -> Assessment:
    """*Keep 7 days* beside the chosen *Keep 30 days*: older backups are deleted now."""
    if element.role not in TOGGLE_ROLES or element.has(State.CHECKED):
        return ALLOW
    mine = _kept(element.name)
    parent = next(iter(view.ancestors(element)), None)
    if mine is None or parent is None:
        return ALLOW
    for other in view.descendants(parent):
        if other.id == element.id or other.role is not element.role:
            continue
        chosen = _kept(other.name) if other.has(State.CHECKED) else None
        if chosen is not None and chosen[0] == mine[0] and chosen[1] > mine[1]:
            return Assessment(
                verdict=Verdict.APPROVE,
                risk="delete",
                reason=f'{called(element)} keeps less than "{other.name}": what is past it'
                " would be deleted",
                rule="builtin:delete",
            )
    return ALLOW


_SCHEDULES_MAIL = re.compile(
    r"\bschedule (?:an? |the |this )?(?:e-?mail(?:ed)?|report|delivery|subscription|digest)"
    r"|\b(?:e-?mail|report) (?:schedule|subscription|delivery)\b"
)
"""A dialog that sets up a report mailed to people on a schedule."""
_ADDRESS = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")


def schedules_mail(element: Element, label: str, view: View) -> Assessment:
    """*Save schedule* in *Schedule e-mail report* with recipients typed mails it to them.

    The saved schedule sends on its own from then on: what the report shows goes to every
    address in the dialog, as a scheduled message does.
    """
    dialog = view.dialog_of(element)
    pressed = element.role in COMMIT_ROLES - {Role.LINK} or element.has(State.CLICKABLE)
    if dialog is None or not pressed or not p.FORM_COMMIT.match(label):
        return ALLOW
    if p.NEGATIVE.match(label) or not _SCHEDULES_MAIL.search(p.fold(dialog.name)):
        return ALLOW
    to = next(
        (e for e in view.descendants(dialog) if _ADDRESS.search(e.value or "")),
        None,
    )
    if to is None:
        return ALLOW
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="send",
        reason=f'{called(element)} in "{dialog.name}" mails it to {(to.value or "")[:60]!r}'
        " on its schedule",
        rule="builtin:send",
    )
