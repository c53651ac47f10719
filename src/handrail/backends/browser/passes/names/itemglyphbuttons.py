"""An unnamed button each item of a set repeats is named by its look and its item's words.

Bulma draws each tag as ``<span class="tag">vip<button class="delete"></button></span>``:
the span is no element of its own, its words a text beside the button, and every
remove button reads ``button (icon: delete)``, which one removes which tag left to the
line above it. A person reads the button by its tag, and so is it named: its look, then
its item's words (``delete vip``). Only buttons with no name (or symbols only), two or
more of them drawn alike (the same look: a notice's own close button is no tag's), each
alone in its item (its parent in the page) with the item's own words (short, with a
letter or digit) beside it, are named so.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import wanted_docs
from handrail.backends.browser.passes.looks.hints import glyph_only, icon_hints
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["named_by_item_words"]

_ITEM_WORDS = 60
"""The most characters of an item's words a button's name takes."""
_DEPTH = 4
"""How deep under its item a text may lie and still be the item's words."""


def named_by_item_words(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Name each repeated unnamed button of ``drafts`` by its item's words (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role is Role.BUTTON and d.bid is not None and (not d.name or glyph_only(d.name)):
            wanted.setdefault(d.sid, {})[d.bid] = d
    for sid, found in wanted.items():
        snap = snaps.get(sid)
        if snap is None or len(found) < 2:
            continue
        named: dict[int, str] = {}
        for doc, hits, s in wanted_docs(snap, set(found)):
            items: dict[int, list[int]] = {}
            for i in hits:
                up = doc.parents[i] if i < len(doc.parents) else -1
                if up >= 0:
                    items.setdefault(up, []).append(i)
            lone = {up: held[0] for up, held in items.items() if len(held) == 1}
            words = _item_words(doc.parents, doc.names, doc.values, s, lone)
            for up, text in words.items():
                if 0 < len(text) <= _ITEM_WORDS and any(c.isalnum() for c in text):
                    named[doc.bids[lone[up]]] = text
        looks = icon_hints(snap, set(named))
        shared = Counter(" ".join(looks.get(bid, "").split()) for bid in named)
        for bid, text in named.items():
            look = " ".join(looks.get(bid, "").split())
            if shared[look] < 2:
                continue  # one of its kind: its look alone says it
            found[bid].name = f"{' '.join(look.split()[:1])} {text}".strip()


def _item_words(
    parents: list[int],
    names: list[int],
    values: list[int],
    s: Callable[[int], str],
    lone: dict[int, int],
) -> dict[int, str]:
    """The words of each item of ``lone`` outside its button, in document order."""
    out: dict[int, list[str]] = {}
    buttons = set(lone.values())
    for j, name in enumerate(names):
        if s(name) != "#text" or j >= len(values):
            continue
        text = " ".join(s(values[j]).split())
        if not text:
            continue
        at = parents[j] if j < len(parents) else -1
        for _ in range(_DEPTH):
            if at < 0:
                break
            if at in lone:
                out.setdefault(at, []).append(text)
                break
            if at in buttons:
                break  # the button's own words
            at = parents[at]
    return {up: " ".join(parts) for up, parts in out.items()}
