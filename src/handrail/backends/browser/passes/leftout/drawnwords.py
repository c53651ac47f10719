"""Words a page draws that are no content: a text field's generated text, a separator.

A text field holds what was typed; a text inside it that no DOM node holds is drawn by
CSS (``::before { content: attr(data-placeholder) }``, a completion's rest drawn
``::after`` the typed letters: Tagify's ``data-suggest``), so it is no typed text and no
line of its own. A glyph with no letters or digits whose element's class says it
separates (``<i class="separator">|</i>`` between an editor toolbar's groups,
``dropdown-divider``) is no content either; a ``|`` the page writes as content (between
a breadcrumb's links, in an element with no such class) stays. A button named by its
``aria-label`` (``save and close``) whose only text is a word of that name (``Save``,
Pickr's ``<input type=button value=Save>``) says it once, as its name. A caption drawn
by CSS before the value its element holds (``.lines::before { content: "lines: " }``
in EasyMDE's status bar) reads with that value, ``lines: 3``, as a person reads it.
"""

from __future__ import annotations

import re
from itertools import pairwise
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import classed
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = [
    "labels_with_counts",
    "without_button_face_words",
    "without_field_drawn_text",
    "without_separator_glyphs",
]

_FIELDS = frozenset({Role.TEXTBOX, Role.SEARCHBOX})
_SEPARATES = re.compile(r"(?:^|[-_])(?:separator|divider|sep)(?:$|[-_])", re.IGNORECASE)
"""A class word saying its element separates (``separator``, ``toolbar-divider``,
``ql-sep``)."""


def without_field_drawn_text(drafts: list[Draft]) -> list[Draft]:
    """The drafts without the texts drawn by CSS inside a text field.

    Only a text right inside the field, with nothing of its own, that no DOM node holds
    (Chromium gives generated content no backend node): the field keeps its name and
    its typed value, and its placeholder, once drawn, is read by the placeholder passes.
    """
    fields = {d.locator for d in drafts if d.role in _FIELDS}
    if not fields:
        return drafts
    holders = {d.parent for d in drafts if d.parent is not None}
    gone = {
        d.locator
        for d in drafts
        if d.role is Role.TEXT and d.bid is None and d.parent in fields and d.locator not in holders
    }
    return [d for d in drafts if d.locator not in gone] if gone else drafts


def without_separator_glyphs(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """The drafts without glyphs whose element's class says it separates groups."""
    wanted: dict[str, dict[int, str]] = {}
    for d in drafts:
        if d.role is Role.TEXT and d.bid is not None and _glyphs(d.name):
            wanted.setdefault(d.sid, {})[d.bid] = d.locator
    if not wanted:
        return drafts
    gone = classed(snaps, wanted, _SEPARATES, parent=True)
    return [d for d in drafts if d.locator not in gone] if gone else drafts


def _glyphs(name: str) -> bool:
    """Whether a text is a short run of symbols with no letter or digit (``|``, ``·``)."""
    squeezed = "".join(name.split())
    return 0 < len(squeezed) <= 3 and not any(c.isalnum() for c in squeezed)


def without_button_face_words(drafts: list[Draft]) -> list[Draft]:
    """The drafts without a named button's only text when its name holds all its words."""
    inside: dict[str, list[Draft]] = {}
    for d in drafts:
        if d.parent is not None:
            inside.setdefault(d.parent, []).append(d)
    gone: set[str] = set()
    for d in drafts:
        kids = inside.get(d.locator, [])
        if d.role is not Role.BUTTON or len(kids) != 1 or not d.name.strip():
            continue
        only = kids[0]
        words = only.name.casefold().split()
        said = set(d.name.casefold().split())
        if only.role is Role.TEXT and words and only.locator not in inside and set(words) <= said:
            gone.add(only.locator)
    return [d for d in drafts if d.locator not in gone] if gone else drafts


def labels_with_counts(drafts: list[Draft]) -> list[Draft]:
    """The drafts with each drawn caption ending in ``:`` joined to the text after it.

    Only a drawn text (no DOM node holds it) with nothing of its own, right before a
    text of the page's under the same parent: the page's text keeps its node and reads
    ``caption value``; the caption goes.
    """
    holders = {d.parent for d in drafts if d.parent is not None}
    gone: set[str] = set()
    for d, after in pairwise(drafts):
        caption = " ".join(d.name.split())
        if (
            d.role is Role.TEXT
            and d.bid is None
            and caption.endswith(":")
            and d.locator not in holders
            and after.role is Role.TEXT
            and after.bid is not None
            and after.parent == d.parent
            and after.sid == d.sid
            and after.locator not in holders
            and after.name.strip()
        ):
            after.name = f"{caption} {' '.join(after.name.split())}"
            gone.add(d.locator)
    return [d for d in drafts if d.locator not in gone] if gone else drafts
