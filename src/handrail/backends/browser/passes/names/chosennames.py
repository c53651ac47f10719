"""A control whose name says the choice it shows reads that choice as its value.

intl-tel-input names its country button ``Change country for phone number, currently
selected United States (+1)``: the name changes with every choice, so the button would
read as a new element (and take a new id) each time. A button's or combobox's name
ending so (``…, currently selected X``, ``…, selected: X``, ``…, current value X``) and
with no value of its own reads the words before as its name and the choice as its
value (``button Change country for phone number = United States (+1)``);
:mod:`~handrail.backends.browser.acting.renamed` reads a live name the same way.
"""

from __future__ import annotations

import re

from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["chosen_in_names", "unchosen"]

_CHOSEN = re.compile(
    r"^(?P<name>\S.*?)\s*,\s*"
    r"(?:currently\s+(?:selected|chosen)\s*:?|(?:selected|chosen)\s*:"
    r"|current(?:ly)?\s+(?:value|selection|choice)(?:\s+is)?\s*:?)\s+"
    r"(?P<value>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
"""A name saying the choice shown after a comma: ``…, currently selected X``, ``…,
selected: X``, ``…, current value X`` (not ``Delete, selected items``)."""
_ROLES = frozenset({Role.BUTTON, Role.COMBOBOX})


def unchosen(name: str) -> tuple[str, str] | None:
    """``name`` as the words before the choice it says and that choice, else ``None``."""
    m = _CHOSEN.match(name)
    return None if m is None else (m["name"], m["value"].strip())


def chosen_in_names(drafts: list[Draft]) -> None:
    """Move the choice a button's or combobox's name says into its value (in place)."""
    for d in drafts:
        if d.role in _ROLES and not d.value and (split := unchosen(d.name)) is not None:
            d.name, d.value = split
