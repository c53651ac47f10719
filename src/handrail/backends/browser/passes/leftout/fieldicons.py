"""The icon a text field draws before its text, in its own box, is that field's face.

Element Plus draws a calendar before its date picker's field (``<i class="el-icon
el-input__icon">`` in ``el-input__prefix``), a search field's magnifier likewise; a
press there opens or focuses the same field. Chromium reads it as an unnamed clickable,
``clickable (icon: input)``, an icon hinted by its class alone, beside the field that
is the control. An unnamed clickable icon whose class names an input's icon or prefix,
and after which the next control is a field, goes
(``tests/browser/test_browser_lib10_element.py``); an icon after the field (a clear
button, a drop-down's arrow) does something of its own and stays.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.kinds import pressed
from handrail.backends.browser.passes.looks.classlooks import classed
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import INTERACTIVE_ROLES, Role

__all__ = ["without_field_prefix_icons"]

_PREFIX_CLASS = re.compile(r"input(?:__|[-_])(?:icon|prefix)", re.IGNORECASE)
"""A class word of an icon drawn at a field's start (``el-input__icon``, ``input-prefix``)."""
_FIELDS = frozenset({Role.TEXTBOX, Role.COMBOBOX, Role.SEARCHBOX, Role.SPINBUTTON})
_NEAR = 4
"""Drafts after the icon the field must begin within."""


def _classed(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> set[str]:
    """Locators of the unnamed clickable drafts whose class names a field's prefix icon."""
    wanted: dict[str, dict[int, str]] = {}
    for d in drafts:
        if d.bid is not None and pressed(d) and not d.name.strip():
            wanted.setdefault(d.sid, {})[d.bid] = d.locator
    return classed(snaps, wanted, _PREFIX_CLASS)


def without_field_prefix_icons(
    drafts: list[Draft], snaps: dict[str, dict[str, Any]]
) -> list[Draft]:
    """``drafts`` without the icons drawn at a field's start, which are its face.

    Returns: the drafts left.
    """
    classed = _classed(drafts, snaps)
    if not classed:
        return drafts
    gone: set[str] = set()
    for i, d in enumerate(drafts):
        if d.locator not in classed:
            continue
        after = drafts[i + 1 : i + 1 + _NEAR]
        inside = [k for k in after if k.parent == d.locator]
        if any(k.role is not Role.IMAGE or k.name.strip() for k in inside):
            continue  # it holds more than its unnamed picture: more than an icon
        nxt = next((k for k in after if k.role in INTERACTIVE_ROLES or pressed(k)), None)
        if nxt is not None and nxt.role in _FIELDS:
            gone.add(d.locator)
            gone.update(k.locator for k in inside)
    return drop(drafts, gone, {}) if gone else drafts
