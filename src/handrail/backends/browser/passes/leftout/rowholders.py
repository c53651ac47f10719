"""The element a grid listens on for its records' clicks is no control of its own.

w2ui hands a record's click to the ``div`` around the records' table: that ``div``, with
no role and no words of its own, read as a line saying only ``clickable``, whose press
lands on whichever record lies at its centre. What a person presses is a record.

An unnamed clickable element of no role and no value, holding two or more table rows
(a few elements down), loses the state: it is their holder, and with no name no line of
its own. The rows, pressed through their ids, are clicked where they are drawn.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["unpressed_row_holders"]

_NO_ROLE = frozenset({Role.GENERIC, Role.GROUP, Role.SECTION, Role.UNKNOWN})
_UP = 4
"""How many drafts up from a row its holder may be."""


def unpressed_row_holders(drafts: list[Draft]) -> None:
    """Take the clickable state off each unnamed holder of two or more rows (in place)."""
    holders = {
        d.locator: d
        for d in drafts
        if State.CLICKABLE in d.states and d.role in _NO_ROLE and not d.name.strip() and not d.value
    }
    if not holders:
        return
    by_locator = {d.locator: d for d in drafts}
    rows: dict[str, int] = {}
    for d in drafts:
        if d.role is not Role.ROW:
            continue
        up = d.parent
        for _ in range(_UP):
            if up is None or up in holders:
                break
            above = by_locator.get(up)
            up = above.parent if above is not None else None
        if up is not None and up in holders:
            rows[up] = rows.get(up, 0) + 1
    for locator, count in rows.items():
        if count >= 2:
            holders[locator].states.discard(State.CLICKABLE)
