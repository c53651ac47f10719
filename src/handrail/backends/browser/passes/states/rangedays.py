"""The days of a chosen range, which a date picker says by class words alone.

A range picker draws the first and last day of the chosen range and the days between by
class words, with no ARIA: Air Datepicker's ``-selected- -range-from-``, ``-in-range-``,
``-selected- -range-to-``; flatpickr's ``selected startRange``, ``inRange``; a library's
modifier (``…__day--range-start``, ``…-cell-in-range``). :func:`chosen_looks` takes one
chosen sibling only, so the two ends cancel out there. While one end is picked, the
pointer previews a range with the same words, its far end drawn without the chosen word:
such a range is no choice.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import class_of, string_at, wanted_nodes

__all__ = ["range_looks"]

_END = re.compile(
    r"(?:^|[-_])(?:range[-_]?(?:from|to|start|end)|(?:start|end)[-_]?range)-?$", re.IGNORECASE
)
"""A class word drawing an end of a range (``-range-from-``, ``startRange``,
``…__day--range-end``)."""
_BETWEEN = re.compile(r"(?:^|[-_])(?:in[-_]?range|range[-_]?(?:middle|between))-?$", re.IGNORECASE)
"""A class word drawing a day inside a range (``-in-range-``, ``inRange``)."""
_PREVIEW = re.compile(r"selecting|hover|preview", re.IGNORECASE)
"""A word that marks a range the pointer draws, not a chosen one (``--in-selecting-range``)."""
_CHOSEN = re.compile(
    r"^(?:is-)?selected$|^[a-z][a-z0-9-]*?(?:-|__|--)selected$|^-selected-$", re.IGNORECASE
)
"""A class word drawing a day as chosen (``selected``, ``-selected-``, ``…--selected``)."""


def range_looks(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """Of ``wanted``, the days of a chosen range: its ends and the days between.

    Among two or more of ``wanted`` under one parent, those with a class word drawing a
    range's end or inside, when every end shown is also drawn chosen (an end without that
    word is the pointer's preview: then none is).
    """
    out: set[int] = set()
    if not wanted:
        return out
    s = string_at(snap.get("strings", []))
    for d, hits in wanted_nodes(snap, wanted):
        groups: dict[int, list[tuple[int, list[str]]]] = {}
        for i in hits:
            if i < len(d.parents):
                words = [w for w in class_of(d.attrs, i, s).split() if not _PREVIEW.search(w)]
                groups.setdefault(d.parents[i], []).append((d.bids[i], words))
        for group in groups.values():
            out |= _chosen_range(group)
    return out


def _chosen_range(group: list[tuple[int, list[str]]]) -> set[int]:
    if len(group) < 2:
        return set()
    ends = [(bid, words) for bid, words in group if any(_END.search(w) for w in words)]
    if any(not any(_CHOSEN.match(w) for w in words) for _, words in ends):
        return set()
    return {bid for bid, words in group if any(_END.search(w) or _BETWEEN.search(w) for w in words)}
