"""A drop-down's value without the label drawn inside it.

A drop-down drawn as a field holds its floating label beside its choice (Material Web's
``<md-filled-select label="Language">``: the label ``Language`` over ``English``), and
Chromium values a ``combobox`` that is no text field by all the words inside it:
``combobox Language = Language English``. The value loses the name it begins with:
``combobox Language = English``. Its arrow button's label is no part of its choice
either (Kendo UI's DropDownList holds ``<button aria-label="select">`` after the choice it
shows: ``Choose a carrier``, not ``Choose a carrier select``).
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["without_label_in_value"]


def without_label_in_value(drafts: list[Draft]) -> None:
    """Each combobox's value without its own name at its start (in place).

    Nor the name of a button right inside it at its end.
    """
    buttons: dict[str, list[str]] = {}
    for d in drafts:
        if d.role is Role.BUTTON and d.parent is not None and d.name.strip():
            buttons.setdefault(d.parent, []).append(d.name)
    for d in drafts:
        if d.role is not Role.COMBOBOX or not d.value:
            continue
        name, value = d.name.split(), d.value.split()
        words = len(value)
        if name and len(value) > len(name) and value[: len(name)] == name:
            value = value[len(name) :]
        for button in buttons.get(d.locator, ()):
            said = button.split()
            if len(value) > len(said) and value[-len(said) :] == said:
                value = value[: -len(said)]
        if len(value) < words:
            d.value = " ".join(value)
