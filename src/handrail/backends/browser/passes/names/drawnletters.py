"""One character a style sheet draws by ``::before``/``::after`` is a picture, not a word.

An icon font of letters (w2ui's: ``.w2ui-icon-plus::before { content: "K" }``) draws each
icon as a plain letter in an element whose class says icon; Chromium names the button
around it by its contents, ``K New user``, and an icon-only button ``L``. An accordion
draws ``+`` before a closed section's title and ``–`` before an open one's (Foundation's
``.accordion-title::before``): the title's name, and so its id, changed at each press,
though ``aria-expanded`` already says which. Such a letter leaves the names made of the
contents around it (a button left with no words is hinted by its icon's class), and such
a glyph leaves the start or end of the name of an element whose state is expanded or
collapsed, and of what that element names (its section, by ``aria-labelledby``).
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from handrail.backends.browser.axdrafts import from_contents
from handrail.backends.browser.passes.looks.classlooks import class_of, string_at
from handrail.backends.browser.passes.looks.drawnglyphs import pseudo_texts
from handrail.backends.browser.shape import Draft
from handrail.vocab import State

__all__ = ["without_drawn_glyphs"]

_LEVELS = 6
"""How many levels above its glyph a name made of contents is looked for."""
_ICON_WORDS = frozenset({"icon", "icons", "ico", "glyph", "glyphicon"})
"""Class words that say an element draws an icon."""
_DISCLOSURE = frozenset({State.EXPANDED, State.COLLAPSED})
"""States a drawn ``+`` or ``–`` beside a title says again."""


def _drawn(snap: dict[str, Any]) -> dict[int, tuple[list[str], list[str]]]:
    """Backend id -> (icon letters, other glyphs) drawn in it by pseudo-elements."""
    strings: list[str] = snap.get("strings", [])
    s = string_at(strings)
    out: dict[int, tuple[list[str], list[str]]] = {}
    for doc in snap.get("documents", []):
        texts = pseudo_texts(doc, strings)
        if not texts:
            continue
        nodes = doc.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        parents: list[int] = nodes.get("parentIndex", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        for i, raw in texts.items():
            text = raw.strip()
            if len(text) != 1 or not 0 <= i < len(parents):
                continue
            host = parents[i]
            if text.isalnum():
                words = set(re.split(r"[\s_-]+", class_of(attrs, host, s).lower()))
                if not _ICON_WORDS & words:
                    continue  # a counter's digit, a letter a badge draws: words
            up = host
            for _ in range(_LEVELS + 1):
                if not 0 <= up < len(bids):
                    break
                letters, marks = out.setdefault(bids[up], ([], []))
                (letters if text.isalnum() else marks).append(text)
                up = parents[up] if up < len(parents) else -1
    return out


def _without_letters(name: str, letters: list[str]) -> str:
    """``name`` without the words that are one of ``letters`` (each as often as drawn)."""
    budget = Counter(letters)
    kept = []
    for word in name.split(" "):
        if budget[word] > 0:
            budget[word] -= 1
            continue
        kept.append(word)
    return " ".join(kept).strip()


def _without_marks(name: str, marks: list[str]) -> str:
    """``name`` without a glyph of ``marks`` as its first or last word."""
    words = name.split()
    if len(words) > 1 and words[0] in marks:
        words = words[1:]
    if len(words) > 1 and words[-1] in marks:
        words = words[:-1]
    return " ".join(words)


def without_drawn_glyphs(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Take the letters of letter icon fonts and drawn disclosure glyphs out of names."""
    found: dict[str, dict[int, tuple[list[str], list[str]]]] = {}
    renamed: dict[str, str] = {}
    for d in drafts:
        if d.bid is None or not d.name.strip() or d.sid not in snaps:
            continue
        if not from_contents(d.named):
            continue
        drawn = found.get(d.sid)
        if drawn is None:
            drawn = found[d.sid] = _drawn(snaps[d.sid])
        letters, marks = drawn.get(d.bid, ([], []))
        name = _without_letters(d.name, letters) if letters else d.name
        if marks and _DISCLOSURE & d.states:
            name = _without_marks(name, marks)
        if name != d.name:
            renamed[d.name] = name
            d.name = name
    if not renamed:
        return
    for d in drafts:
        # A section named by its title (``aria-labelledby``) says the title's new name.
        if not from_contents(d.named) and d.name in renamed:
            d.name = renamed[d.name]
