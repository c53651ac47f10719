"""A row named by its contents leaves out the glyphs of the icons drawn in it.

A mail list's option is named by everything in it, and Chromium names it again with the
icons its hover draws (``GitHub Run failed Yesterday 🗑 ✉ ⚑ 📌``): each icon is a
clickable element of its own, read on a line of its own, and the row that gained their
glyphs took a new name, so a new id, the moment the pointer came to rest on it. The
glyphs of clickable elements named by glyphs alone (no letter or digit) leave the end of
the nearest named row, option or clickable around them whose name is made of its
contents; a name given by ``aria-label`` keeps what the page wrote.
"""

from __future__ import annotations

import re

from handrail.backends.browser.axdrafts import from_contents
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["without_icon_glyphs", "without_icon_labels"]

_UP = 6
"""How many levels up from an icon its row is looked for."""


_ICON_LABEL = re.compile(r"^[a-z]+(?:-[a-z]+)*$")
"""An icon library's name for an icon (``right``, ``caret-down``): lower case, one word."""


def _named_control(d: Draft, by: dict[str, Draft]) -> Draft | None:
    """The nearest named control or clickable above ``d`` (``_UP`` levels at most).

    ``None`` when there is none, or when its name is one the page gave (kept as written).
    """
    up = by.get(d.parent or "")
    for _ in range(_UP):
        if up is None:
            return None
        if up.name.strip() and (up.role in INTERACTIVE_ROLES or State.CLICKABLE in up.states):
            return up if from_contents(up.named) else None
        up = by.get(up.parent or "")
    return None


def _glyphs(text: str) -> bool:
    return bool(text) and not any(c.isalnum() for c in text)


def without_icon_glyphs(drafts: list[Draft]) -> None:
    """Take the glyphs of the icons drawn inside each row off the end of its name, in place."""
    by: dict[str, Draft] | None = None
    trails: dict[str, list[str]] = {}
    for d in drafts:
        if State.CLICKABLE not in d.states or d.role in INTERACTIVE_ROLES:
            continue
        name = "".join(d.name.split())
        if not _glyphs(name):
            continue
        if by is None:
            by = {x.locator: x for x in drafts}
        up = _named_control(d, by)
        if up is not None:
            trails.setdefault(up.locator, []).append(name)
    if by is None:
        return
    for locator, glyphs in trails.items():
        row = by[locator]
        text = row.name.rstrip()
        for glyph in reversed(glyphs):
            if not text.endswith(glyph):
                break
            text = text[: -len(glyph)].rstrip()
        if text and any(c.isalnum() for c in text):
            row.name = text


def without_icon_labels(drafts: list[Draft]) -> None:
    """Take the names of icons drawn inside a tab, item or clickable off its name, in place.

    Ant Design draws an icon as a ``role=img`` span named by the icon (``dollar``, a
    cascader's expand arrow ``right``); the clickable around it, named by its contents,
    has the icon's name at its start or end (``dollar Pricing``, ``Electronics right``).
    The icon is the face of the control around it (a button's ``plus``, folded into it)
    or takes its clicks and is read on its own line: either way its name leaves the
    control's when words remain. A name the page gave is kept.
    """
    by = {d.locator: d for d in drafts}
    for d in drafts:
        label = d.name.strip()
        if d.role is not Role.IMAGE:
            continue
        if not _ICON_LABEL.match(label):
            continue
        up = _named_control(d, by)
        if up is not None:
            up.name = _without_label(up.name, label)


def _without_label(name: str, label: str) -> str:
    """``name`` without ``label`` as its first or last word, when words remain."""
    words = name.split()
    if len(words) > 1 and words[-1] == label:
        words = words[:-1]
    elif len(words) > 1 and words[0] == label:
        words = words[1:]
    else:
        return name
    return " ".join(words) if any(c.isalnum() for c in "".join(words)) else name
