"""A drop-down that shows its choice in a read-only box of its own is valued by it.

Select2 and the widgets made like it draw a drop-down as ``<span role=combobox
aria-labelledby=…>`` holding ``<span role=textbox aria-readonly=true>Canada</span>``,
and name the drop-down by that box: Chromium reads ``combobox Canada`` over ``readonly
textbox = Canada``, the choice twice and the field's label (a ``<label>`` for the
hidden ``<select>`` it replaced) nowhere. The choice is the drop-down's value; the box
that shows it goes, and the drop-down is left unnamed for the text drawn beside it to
name (:mod:`besidetext`): ``combobox Country = Canada``. So is a drop-down that
``aria-labelledby`` names by its own choice (jQuery UI's selectmenu points it at the
highlighted option while open): its name changed, and its id with it, each time it opened.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["valued_by_shown_choice"]


def valued_by_shown_choice(drafts: list[Draft]) -> list[Draft]:
    """Drop-downs named by the read-only box showing their choice take it as their value.

    Returns: the drafts without those boxes.
    """
    gone: set[str] = set()
    for i, d in enumerate(drafts[:-1]):
        box = drafts[i + 1]
        if d.role is not Role.COMBOBOX or box.parent != d.locator:
            continue
        shown = " ".join((box.value or box.name).split())
        read_only = box.role is Role.TEXTBOX and State.READONLY in box.states
        valued = d.value is None or " ".join(d.value.split()) in ("", shown)
        if shown and read_only and valued and shown == " ".join(d.name.split()):
            d.value, d.name = shown, ""
            gone.add(box.locator)
    for d in drafts:
        if d.role is Role.COMBOBOX and d.value and _by_other(d) and _same(d.name, d.value):
            d.name = ""
    if not gone:
        return drafts
    return [d for d in drafts if d.locator not in gone and d.parent not in gone]


def _same(a: str, b: str) -> bool:
    return " ".join(a.split()) == " ".join(b.split())


def _by_other(d: Draft) -> bool:
    """Whether the draft's name comes from another element (``aria-labelledby``)."""
    for source in (d.named or {}).get("sources", ()):
        if "value" in source and not source.get("superseded"):
            return bool(source.get("type") == "relatedElement")
    return False
