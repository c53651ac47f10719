"""Boxes and switches in a table's rows, which a person reads by their column and row.

A row's first cell often holds a box that picks the row for the bulk bar; a column of
switches with no words of their own (*Off / On*, *Enabled*) turns each row's campaign,
rule or policy on and off, live; a column headed by what it turns (*Public*, *Admin*)
speaks for the unnamed boxes under it.
"""

from __future__ import annotations

import re

import handrail.safety.patterns as p
from handrail.gate import Verdict
from handrail.model import Element
from handrail.safety.rules.view import TOGGLE_ROLES, Assessment, View, called
from handrail.vocab import Role, State

__all__ = ["column_header", "picks_row", "pressed_alone", "row_switch"]

_STATE_HEADER = re.compile(
    r"^(?:(?:off|on|status|state|enabled?|disabled?|active|live|delivery|running|paused"
    r"|toggle|switch)\s*[/|·,-]?\s*)*$"
)
"""A column header that says only that its switches turn something on or off."""
_TABLES = frozenset({Role.TABLE})


def _row_and_table(element: Element, view: View) -> tuple[Element | None, Element | None]:
    row = table = None
    for a in view.ancestors(element):
        if row is None and a.role is Role.ROW:
            row = a
        if a.role in _TABLES:
            table = a
            break
    return row, table


def picks_row(element: Element, view: View) -> bool:
    """Whether ``element`` is an unnamed check box a table's row begins with.

    Such a box picks the row for a later action (the bulk bar's buttons are judged on
    their own). A box after the row's words (*Block USB storage [ ]*), or one of several
    in the row (a permission grid), is a setting. Another row of the table holds one too;
    the row may hold switches after it (a campaign's *Off / On*). A box a header row
    begins with, in its column header, picks every row, even in a header table drawn apart
    from the rows' (TOAST UI Grid's).
    """
    if element.role is not Role.CHECKBOX or element.name.strip():
        return False
    row, table = _row_and_table(element, view)
    if row is None or table is None:
        return False

    def begins_with_box(r: Element, box: Element | None) -> bool:
        inside = view.descendants(r)
        boxes = [e for e in inside if e.role is Role.CHECKBOX]
        if len(boxes) != 1 or boxes[0].name.strip() or (box is not None and boxes[0] != box):
            return False
        before = inside[: inside.index(boxes[0])]
        return not any(e.name.strip() for e in before)

    if not begins_with_box(row, element):
        return False
    for a in view.ancestors(element):
        if a.id == row.id:
            break
        if a.role is Role.COLUMNHEADER:
            return True  # a header row's first box picks every row (a grid's own header table)
    rows = [e for e in view.descendants(table) if e.role is Role.ROW and e.id != row.id]
    return any(begins_with_box(r, None) for r in rows)


def column_header(element: Element, view: View) -> str | None:
    """The header of the table column ``element`` is drawn in; ``None`` outside a table.

    ``""`` for a column with no header of its own.
    """
    row, table = _row_and_table(element, view)
    if row is None or table is None or element.bounds is None:
        return None
    x = element.bounds.center[0]
    for e in view.descendants(table):
        box = e.bounds
        if e.role is Role.COLUMNHEADER and box is not None and box.x <= x < box.x + box.w:
            return " ".join(e.name.split())
    return ""


def row_switch(element: Element, view: View) -> Assessment | str | None:
    """An unnamed switch or box in a table's row: held, or the words it is judged by.

    Under a header that says only *Off / On* or *Enabled* (or none), it turns its row's
    campaign, rule or policy on or off, live: held, naming the row. Under a header of
    its own (*Public*, *Admin*) it is judged by that header. ``None`` outside a table.
    """
    if element.role not in TOGGLE_ROLES or element.name.strip():
        return None
    header = column_header(element, view)
    if header is None:
        return None
    if header and not _STATE_HEADER.match(p.fold(header)):
        return p.fold(header)
    row, _ = _row_and_table(element, view)
    named = next((e.name for e in view.descendants(row) if e.name.strip()), "") if row else ""
    what = f'"{" ".join(named.split())[:80]}"' if named else "its row"
    return Assessment(
        verdict=Verdict.APPROVE,
        risk="publish",
        reason=f"{called(element)} turns {what} on or off, live",
        rule="builtin:row-switch",
    )


def pressed_alone(element: Element, hit: Element, view: View) -> bool:
    """Whether a press on ``element`` cannot reach ``hit``, which lies under its middle.

    In a browser a press lands on the element or inside it, or nothing is pressed: the
    point is hit-tested right before it. An element the read did not find covered, with
    ``hit`` neither inside it nor around it, is drawn over ``hit`` there (a run's menu
    open over the list of runs: *View workflow file* over *✕ Publish release notes*).
    Nor does it press a control of its own nested in it: a press whose middle is such a
    control's is made on the element's own words, or not at all (a clickable card
    titled *Storage plan: Pro* over its *Cancel plan* button opens the card).
    """
    if view.snapshot.target.backend != "browser" or element.has(State.COVERED):
        return False
    if not (element.interactive or element.has(State.CLICKABLE)):
        return False
    if any(a.id == element.id for a in view.ancestors(hit)):
        # Inside it: an SVG's path in a clickable span is the span's; a button is its own.
        return hit.role in _NESTED_CONTROLS
    return not any(a.id == hit.id for a in view.ancestors(element))


_NESTED_CONTROLS = frozenset(
    {Role.BUTTON, Role.LINK, Role.CHECKBOX, Role.RADIO, Role.SWITCH, Role.TAB, Role.MENUITEM}
    | {Role.OPTION, Role.TREEITEM, Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX}
)
"""Controls a browser press never lands on in place of the element holding them: the
page's controls of their own (:data:`handrail.backends.browser.acting.hittest.CONTROLS`)."""
