"""Icon-font glyph names a style sheet draws (``::after { content: 'chevron_left_ios' }``).

Framework7's core icons, and any font drawing a picture from a ligature written in CSS,
put the glyph's name in a pseudo-element's generated text: Chromium names the control
by it (``checkbox_ios Only VIP senders``), though nobody reads it there. A name of two
words or more joined by ``_`` drawn by CSS is no text a page shows to people.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["pseudo_glyphs", "pseudo_texts"]

_SNAKE = re.compile(r"[a-z]{2,}(?:_[a-z0-9]{2,})+")
"""A glyph name of two words or more (``chevron_left_ios``, ``delete_round_ios``)."""


def pseudo_texts(doc: dict[str, Any], strings: list[str]) -> dict[int, str]:
    """The text each ``::before``/``::after`` box of one snapshot document draws.

    Node index of the pseudo-element -> its generated text, as laid out (its layout
    texts joined). ``doc`` is one document of a ``DOMSnapshot.captureSnapshot`` reply;
    ``strings`` its string table.
    """
    pseudo = set(doc.get("nodes", {}).get("pseudoType", {}).get("index", ()))
    if not pseudo:
        return {}
    lay = doc.get("layout", {})
    out: dict[int, str] = {}
    for node, text in zip(lay.get("nodeIndex", ()), lay.get("text", ()), strict=False):
        if node in pseudo and isinstance(text, int) and 0 <= text < len(strings):
            out[node] = out.get(node, "") + strings[text]
    return out


def pseudo_glyphs(doc: dict[str, Any], strings: list[str]) -> list[tuple[int, int, str]]:
    """The ``::before`` and ``::after`` boxes that draw a glyph by its name.

    Each as (the pseudo-element's node index, its element's, the glyph name).
    """
    parents: list[int] = doc.get("nodes", {}).get("parentIndex", [])
    out: list[tuple[int, int, str]] = []
    for node, text in pseudo_texts(doc, strings).items():
        words = text.strip()
        par = parents[node] if node < len(parents) else -1
        if par >= 0 and _SNAKE.fullmatch(words):
            out.append((node, par, words))
    return out
