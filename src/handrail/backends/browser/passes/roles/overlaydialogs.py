"""Plain elements a page draws as modal dialogs, read as dialogs (:mod:`overlays`)."""

from __future__ import annotations

from handrail.backends.browser.passes.kinds import DIALOGS, ancestors_of
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["overlays_are_dialogs"]

_PLAIN = frozenset({Role.GENERIC, Role.UNKNOWN, Role.SECTION, Role.GROUP})


def overlays_are_dialogs(drafts: list[Draft], overlays: dict[str, set[int]]) -> None:
    """The plain elements a page draws as modal dialogs become dialogs (:mod:`overlays`).

    Not one holding a dialog of its own (a layer under a ``role="dialog"`` box), nor one
    inside a dialog.
    """
    found = [
        d
        for d in drafts
        if d.bid is not None and d.bid in overlays.get(d.sid, ()) and d.role in _PLAIN
    ]
    if not found:
        return
    holding = ancestors_of(drafts, lambda d: d.role in DIALOGS)
    parent = {d.locator: d.parent for d in drafts}
    role = {d.locator: d.role for d in drafts}
    for d in found:
        up, depth = d.parent, 0
        while up is not None and role.get(up) not in DIALOGS and depth < 64:
            up, depth = parent.get(up), depth + 1
        if d.locator in holding or (up is not None and role.get(up) in DIALOGS):
            continue
        d.role = Role.DIALOG
        d.wrapper = False
