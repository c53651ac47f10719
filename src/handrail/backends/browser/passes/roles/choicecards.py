"""The cards of a choice group read as radio buttons, the chosen one checked.

Radio-style cards (``<div class="card sel"><span class="dot"></span><div>Standard</div>
<div>4–6 business days</div>…</div>`` beside ``<div class="card">Express…</div>``) are a
choice group: two or more siblings alike but for a class word saying which is chosen
(``sel``, ``is-active``: :func:`classlooks.without_chosen_words`), exactly one saying so,
each holding a card's several texts (a title and its details). They read as radio
buttons, the chosen one checked (:func:`choice_cards`). A row of single-word chips,
tabs, pages or swatches keeps its ``selected`` look.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    class_of,
    string_at,
    wanted_nodes,
    without_chosen_words,
)

__all__ = ["choice_cards"]

_CARD_TEXTS = 2
"""Texts a card holds at least: a title and its details."""
_CARD_DEPTH = 6
"""How deep a card's texts may lie under it."""


def choice_cards(snap: dict[str, Any], wanted: set[int]) -> dict[int, bool]:
    """Of ``wanted``, the cards of a choice group, and whether each is the chosen one."""
    out: dict[int, bool] = {}
    if not wanted:
        return out
    s = string_at(snap.get("strings", []))
    for d, hits in wanted_nodes(snap, wanted):
        groups: dict[tuple[int, str, str], list[tuple[int, bool]]] = {}
        for i in hits:
            if i >= len(d.parents):
                continue
            classes = " ".join(class_of(d.attrs, i, s).split())
            plain = without_chosen_words(classes)
            tag = s(d.names[i]) if i < len(d.names) else ""
            groups.setdefault((d.parents[i], tag, plain), []).append((i, plain != classes))
        picked = [g for g in groups.values() if len(g) > 1 and sum(on for _, on in g) == 1]
        members = {i for group in picked for i, _ in group}
        texts = _texts_under(d.parents, d.names, d.values, s, members)
        for group in picked:
            if any(texts.get(i, 0) < _CARD_TEXTS for i, _ in group):
                continue
            out.update((d.bids[i], on) for i, on in group)
    return out


def _texts_under(
    parents: list[int], names: list[int], values: list[int], s: Any, members: set[int]
) -> dict[int, int]:
    """How many texts with words each of ``members`` holds (``_CARD_DEPTH`` deep at most)."""
    counts: dict[int, int] = {}
    if not members:
        return counts
    for i, name in enumerate(names):
        if s(name) != "#text" or i >= len(values) or not s(values[i]).strip():
            continue
        up = parents[i] if i < len(parents) else -1
        for _ in range(_CARD_DEPTH):
            if up < 0:
                break
            if up in members:
                counts[up] = counts.get(up, 0) + 1
                break
            up = parents[up] if up < len(parents) else -1
    return counts
