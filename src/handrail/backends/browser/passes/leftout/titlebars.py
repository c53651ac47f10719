"""A dialog's title bar that a page listens on to drag the dialog is no control.

PrimeVue's Dialog (as jQuery UI's) listens for the pointer on its header, holding the
title and the close button, to move the dialog by it: Chromium's clickable element
named by the title, ``clickable New contact`` under ``dialog New contact``. No press
does anything there, and the dialog says its title: the first element of a dialog, a
clickable one of no control's role named as the dialog is, goes, and what it holds
(the close button) moves up to the dialog.
"""

from __future__ import annotations

from handrail.backends.browser.passes.kinds import DIALOGS
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, State

__all__ = ["without_title_bars"]


def without_title_bars(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` without the clickable title bars of their dialogs."""
    first: dict[str, Draft] = {}
    for d in drafts:
        if d.parent is not None and d.parent not in first:
            first[d.parent] = d
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    for dialog in drafts:
        if dialog.role not in DIALOGS or not dialog.name.strip():
            continue
        bar = first.get(dialog.locator)
        if bar is None or State.CLICKABLE not in bar.states or bar.role in INTERACTIVE_ROLES:
            continue
        if " ".join(bar.name.split()).casefold() != " ".join(dialog.name.split()).casefold():
            continue
        gone.add(bar.locator)
        moved[bar.locator] = dialog.locator
    return drop(drafts, gone, moved) if gone else drafts
