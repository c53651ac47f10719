"""Text drawn in a ligature icon font, known by the font it is drawn in.

An icon font such as Google's Material Symbols draws a picture for a word
(``delete``, ``more_vert``). Pages mostly say so by a class (``material-icons``), read in
:mod:`hints`; a web component (``<md-icon>delete</md-icon>``) sets the font in its shadow
root's style sheet instead, so only the text's computed ``font-family`` says its word is
a glyph's name, not a label.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.layout import FONT_FAMILY

__all__ = ["icon_face_nodes"]

_ICON_FACE = re.compile(r"\bmaterial[ -]?(?:icons|symbols)\b", re.IGNORECASE)
"""The ligature icon fonts' families (``Material Symbols Outlined``, ``Material Icons
Round``)."""


def icon_face_nodes(doc: dict[str, Any], strings: list[str]) -> set[int]:
    """The indexes of the nodes of ``doc`` (a snapshot's document) drawn in an icon font."""
    faces = {i for i, v in enumerate(strings) if "aterial" in v and _ICON_FACE.search(v)}
    if not faces:
        return set()
    lay = doc.get("layout", {})
    index: list[int] = lay.get("nodeIndex", [])
    styles: list[list[int]] = lay.get("styles", [])
    return {
        n
        for n, st in zip(index, styles, strict=False)
        if len(st) > FONT_FAMILY and st[FONT_FAMILY] in faces
    }
