"""A drop-down's chosen items read once each, by their own words.

Choices.js draws each chosen item of a multiple box as ``<div role=option
aria-selected=true>Bo Chen<button aria-label="Remove item: Bo Chen">``: Chromium names
the option by everything in it, ``Bo Chen Remove item: Bo Chen``, beside the button of
that name. An option loses the names of the buttons right inside it at its name's end
(:func:`without_button_names`). A single box draws its choice as the one option of a
``listbox`` valued by it (``listbox Priority = Normal`` over ``selected option Normal``,
and its open list beside it): that option only repeats the value, and goes
(:func:`without_repeated_choice`).
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["without_button_names", "without_repeated_choice"]

_CLOSED = frozenset({State.HASPOPUP, State.COLLAPSED})
_BOXES = frozenset({Role.LISTBOX, Role.COMBOBOX})


def _words(text: str) -> str:
    return " ".join(text.split())


def without_button_names(drafts: list[Draft]) -> None:
    """Each option of ``drafts`` without its buttons' names at its name's end (in place)."""
    options = {d.locator: d for d in drafts if d.role is Role.OPTION and d.name.strip()}
    if not options:
        return
    buttons: dict[str, list[str]] = {}
    for d in drafts:
        if d.role is Role.BUTTON and d.parent in options and d.name.strip():
            buttons.setdefault(d.parent, []).append(_words(d.name))
    for locator, said in buttons.items():
        option = options[locator]
        name = _words(option.name)
        for words in reversed(said):
            if name.endswith(" " + words):
                name = name[: -len(words) - 1].rstrip()
        if name:
            option.name = name


def without_repeated_choice(drafts: list[Draft]) -> list[Draft]:
    """``drafts`` without the one option of a closed box that only repeats its value."""
    kids: dict[str, list[Draft]] = {}
    for d in drafts:
        if d.parent is not None:
            kids.setdefault(d.parent, []).append(d)
    gone: set[str] = set()
    for d in drafts:
        value = _words(d.value or "")
        if d.role not in _BOXES or not value or not d.states & _CLOSED:
            continue
        # Its open list is a listbox of its own beside it, which keeps its options.
        inside = [k for k in kids.get(d.locator, []) if k.role is not Role.LISTBOX]
        if len(inside) != 1 or kids.get(inside[0].locator):
            continue
        only = inside[0]
        if only.role is Role.OPTION and _words(only.name) == value:
            gone.add(only.locator)
    return [d for d in drafts if d.locator not in gone] if gone else drafts
