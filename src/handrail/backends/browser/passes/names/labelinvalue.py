"""A drop-down's value without the label drawn inside it.

A drop-down drawn as a field holds its floating label beside its choice (Material Web's
``<md-filled-select label="Language">``: the label ``Language`` over ``English``), and
Chromium values a ``combobox`` that is no text field by all the words inside it:
``combobox Language = Language English``. The value loses the name it begins with:
``combobox Language = English``.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["without_label_in_value"]


def without_label_in_value(drafts: list[Draft]) -> None:
    """Each combobox's value without its own name at its start (in place)."""
    for d in drafts:
        if d.role is not Role.COMBOBOX or not d.value or not d.name.strip():
            continue
        name, value = d.name.split(), d.value.split()
        if len(value) > len(name) and value[: len(name)] == name:
            d.value = " ".join(value[len(name) :])
