"""The words of the record a control stands in: an id's words that only say which one.

A table's row menu button is often given an id made of its record's name
(``<button id="ana-btn">`` in Ana Ruiz's row): that word says which row, not what the
button does, and a hint built from it (``button (icon: ana dropdown)``) reads as if the
button were about Ana's dropdown. The record is the nearest row or list item holding
the control (``<tr>``, ``<li>``, ``role="row"``, ``role="listitem"``); its text's words
are the record's, and an id's words among them are left out of a hint.
"""

from __future__ import annotations

from collections.abc import Callable

from handrail.backends.browser.layout import subtree_end

__all__ = ["record_words"]

_RECORDS = frozenset({"TR", "LI"})
_RECORD_ROLES = frozenset({"row", "listitem"})
_MAX_UP = 8
"""Ancestors looked through for the record."""
_MAX_NODES = 400
"""Nodes of a record read for its words: a long one says its name early."""


def record_words(
    i: int,
    parents: list[int],
    tag: Callable[[int], str],
    role: Callable[[int], str],
    text: Callable[[int], str],
    words: Callable[[str], list[str]],
) -> frozenset[str]:
    """The words of the text of the row or list item holding node ``i`` (none: empty).

    ``tag``, ``role`` and ``text`` read a node's tag name, ``role`` attribute and text;
    ``words`` splits a text into the words compared.
    """
    up = parents[i] if 0 <= i < len(parents) else -1
    for _ in range(_MAX_UP):
        if up < 0:
            return frozenset()
        if tag(up) in _RECORDS or role(up) in _RECORD_ROLES:
            break
        up = parents[up] if up < len(parents) else -1
    else:
        return frozenset()
    if up < 0:
        return frozenset()
    end = min(subtree_end(parents, up, len(parents)), up + 1 + _MAX_NODES)
    out: set[str] = set()
    for k in range(up + 1, end):
        if tag(k) == "#text":
            out.update(words(text(k)))
    return frozenset(out)
