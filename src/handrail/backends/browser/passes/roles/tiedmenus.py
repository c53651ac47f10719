"""A drawn select whose menu is open says so, and keeps saying its choice.

Naive UI's ``n-select`` draws its menu at the end of ``<body>``, away from the box, tied
to it by nothing a read can follow (no ``aria-expanded``, no ``aria-controls``); the
box's ``--active`` class says focused as much as open. The read gave ``combobox Seat =
Window`` whether its menu was open or shut. A filterable one, opened, draws its choice
as a placeholder over its emptied filter input, and read ``combobox City`` with no value
at all while its options said ``selected Lisbon``.

The menu is drawn tied to its box: its options (:func:`suggestions.suggested_items`,
read as options once finished) lie right under the box or right over it, their left
edge on the box's. A combobox saying neither ``expanded`` nor ``collapsed`` with such a
menu is ``expanded``; when it reads no value, the one option its menu draws chosen
(``--selected``) is its value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.passes.roles.suggestions import option_looks, suggested_items
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["tied_menus"]

_GAP = 12.0
"""How far (px) from its box's edge a menu may begin and still be drawn tied to it."""
_EDGE = 4.0
"""How far (px) apart the menu's and the box's left edges may be."""
_SAID = frozenset({State.EXPANDED, State.COLLAPSED})


def _tied(field: Sequence[float], menu: tuple[float, float, float]) -> bool:
    """Whether a menu's (left, top, bottom) lies right under or over ``field``'s box."""
    left, top, bottom = menu
    x, y, _, h = field[:4]
    if abs(left - x) > _EDGE:
        return False
    return 0 <= top - (y + h) <= _GAP or 0 <= y - bottom <= _GAP


def tied_menus(
    drafts: list[Draft],
    layouts: dict[str, SessionLayout],
    snaps: dict[str, dict[str, Any]],
    box: Callable[[str, int], Sequence[float] | None],
) -> None:
    """Mark each drawn select whose menu is drawn tied to it ``expanded`` (in place)."""
    fields = [
        d for d in drafts if d.role is Role.COMBOBOX and d.bid is not None and not d.states & _SAID
    ]
    if not fields:
        return
    plain: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.bid is not None and State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES:
            plain.setdefault(d.sid, {})[d.bid] = d
    for sid, found in plain.items():
        snap = snaps.get(sid)
        if snap is None:
            continue
        options = suggested_items(snap, layouts.get(sid), set(found))
        menus: dict[str | None, list[Draft]] = {}
        for bid in options:
            menus.setdefault(found[bid].parent, []).append(found[bid])
        for items in menus.values():
            boxes = [b for d in items if d.bid is not None and (b := box(sid, d.bid)) is not None]
            if not boxes:
                continue
            menu = (
                min(b[0] for b in boxes),
                min(b[1] for b in boxes),
                max(b[1] + b[3] for b in boxes),
            )
            tied = [
                f
                for f in fields
                if f.sid == sid
                and f.bid is not None
                and (fb := box(sid, f.bid)) is not None
                and len(fb) >= 4
                and _tied(fb, menu)
            ]
            if len(tied) != 1:
                continue
            field = tied[0]
            field.states.add(State.EXPANDED)
            if field.value:
                continue
            looks = option_looks(snap, {d.bid for d in items if d.bid is not None})
            chosen = [d for d in items if State.SELECTED in looks.get(d.bid or -1, ())]
            if len(chosen) == 1 and chosen[0].name.strip():
                field.value = " ".join(chosen[0].name.split())
