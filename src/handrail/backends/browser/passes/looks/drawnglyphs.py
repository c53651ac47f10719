"""Icon-font glyph names a style sheet draws (``::after { content: 'chevron_left_ios' }``).

Framework7's core icons, and any font drawing a picture from a ligature written in CSS,
put the glyph's name in a pseudo-element's generated text: Chromium names the control
by it (``checkbox_ios Only VIP senders``), though nobody reads it there. A name of two
words or more joined by ``_`` drawn by CSS is no text a page shows to people.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["pseudo_glyphs"]

_SNAKE = re.compile(r"[a-z]{2,}(?:_[a-z0-9]{2,})+")
"""A glyph name of two words or more (``chevron_left_ios``, ``delete_round_ios``)."""


def pseudo_glyphs(doc: dict[str, Any], strings: list[str]) -> list[tuple[int, int, str]]:
    """The ``::before`` and ``::after`` boxes that draw a glyph by its name.

    Each as (the pseudo-element's node index, its element's, the glyph name).
    ``doc`` is one document of a ``DOMSnapshot.captureSnapshot`` reply; ``strings`` its
    string table. The generated text is the pseudo-element's layout text.
    """
    nodes = doc.get("nodes", {})
    pseudo = nodes.get("pseudoType", {}).get("index", [])
    if not pseudo:
        return []
    kinds = set(pseudo)
    parents: list[int] = nodes.get("parentIndex", [])
    lay = doc.get("layout", {})
    out: list[tuple[int, int, str]] = []
    for node, text in zip(lay.get("nodeIndex", []), lay.get("text", []), strict=False):
        if node not in kinds or not isinstance(text, int) or not 0 <= text < len(strings):
            continue
        words = strings[text].strip()
        par = parents[node] if node < len(parents) else -1
        if par >= 0 and _SNAKE.fullmatch(words):
            out.append((node, par, words))
    return out
