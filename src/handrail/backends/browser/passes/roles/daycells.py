"""A calendar's day cell and the clickable day drawn in it read as one element.

PrimeVue's DatePicker draws each day as ``<td aria-label="13">`` holding ``<span
class="p-datepicker-day" aria-selected="false">13</span>``, the span taking the
press. Chromium reads both: ``cell`` and ``clickable group 13 (icon: datepicker day)``,
two lines a day (today's span, focusable, unnamed). A cell named by a number whose
only element is a clickable element of no control's role saying that number, or
nothing, is that day (what else it holds only saying the number again, PrimeVue's
visually hidden live region announcing the chosen day, goes too): the span goes, the
cell is ``clickable`` and ``selected`` when the span says it is (``aria-selected``); a
press on the cell's middle lands on the span inside it. A day named by its tooltip,
the date in full (Kendo UI's ``<span class="k-link" title="Friday, March 20, 2026">20</span>``,
which Chromium names by its ``title``), is that day too: the cell says the date as its
description.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from handrail.backends.browser.passes.kinds import children_of
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["one_line_days"]


def one_line_days(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` with each day cell and the clickable day inside it made one."""
    children = children_of(drafts)
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    chosen: dict[str, set[int]] = defaultdict(set)
    for cell in drafts:
        if cell.role is not Role.CELL:
            continue
        inside = children.get(cell.locator, [])
        pressed = [d for d in inside if State.CLICKABLE in d.states]
        if len(pressed) != 1:
            continue
        day = pressed[0]
        number = cell.name.strip() or day.name.strip()
        tip = day.name.strip() if _by_title(day) else ""
        if not number.isdigit() or day.name.strip() not in ("", number, tip):
            continue
        # What else it holds only says the number again (a visually hidden live
        # region announcing the day chosen) and goes with the span.
        echoes = [d for d in inside if d is not day]
        if any(e.role in INTERACTIVE_ROLES or e.name.strip() not in ("", number) for e in echoes):
            continue
        if any(children.get(e.locator) for e in echoes):
            continue
        if State.CLICKABLE not in day.states or day.role in INTERACTIVE_ROLES:
            continue
        said = children.get(day.locator, [])
        if said and not (tip and _only_says(said, number, children)):
            continue
        cell.name = number
        if tip and tip != number and not cell.desc:
            cell.desc = tip
        cell.states.add(State.CLICKABLE)
        cell.states.update(day.states & {State.DISABLED, State.FOCUSED})
        if day.bid is not None:
            chosen[day.sid].add(day.bid)
        gone.add(day.locator)
        gone.update(e.locator for e in echoes)
        gone.update(e.locator for e in said)
        moved[day.locator] = cell.locator
    if not gone:
        return drafts
    selected = {sid: _selected(snaps.get(sid, {}), bids) for sid, bids in chosen.items()}
    for cell in drafts:
        for day in children.get(cell.locator, []):
            if day.locator in gone and day.bid in selected.get(day.sid, ()):
                cell.states.add(State.SELECTED)
    return drop(drafts, gone, moved)


def _only_says(inside: list[Draft], number: str, children: dict[str, list[Draft]]) -> bool:
    """Whether what a day named by its tooltip holds is only the text of its number."""
    return all(
        d.role is Role.TEXT and d.name.strip() == number and not children.get(d.locator)
        for d in inside
    )


def _by_title(d: Draft) -> bool:
    """Whether Chromium named a draft by its ``title`` (a tooltip, not its words)."""
    for source in (d.named or {}).get("sources", ()):
        if "value" in source and not source.get("superseded"):
            return bool(source.get("type") == "attribute" and source.get("attribute") == "title")
    return False


def _selected(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """Of ``wanted``, the nodes whose ``aria-selected`` is ``true``."""
    strings: list[str] = snap.get("strings", [])
    try:
        key, true = strings.index("aria-selected"), strings.index("true")
    except ValueError:
        return set()
    out: set[int] = set()
    for doc in snap.get("documents", []):
        nodes = doc.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        for i, bid in enumerate(bids):
            if bid not in wanted or i >= len(attrs):
                continue
            pairs = attrs[i]
            if any(pairs[k] == key and pairs[k + 1] == true for k in range(0, len(pairs) - 1, 2)):
                out.add(bid)
    return out
