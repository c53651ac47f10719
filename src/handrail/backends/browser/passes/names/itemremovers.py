"""A button each item of a set repeats, named by what it does alone, says its item.

A tag input draws each tag as ``<tag>hiking<x aria-label="remove tag">``, a chip list or
a card list each card's ``Delete`` the same way: every such button reads ``button
remove tag``, and which one removes which tag is left to the line above it. A person
reads the button by its item, and so is it named: its own name, then its item's words
(``remove tag hiking``). Only a name two or more buttons share is told so, or a button
in a chip (an item one presses, the last tag left), and only by an item that is no
table row or cell (a row's line says it), that holds no other control (a picker's
panel of swatches is no item), that is named by words of its own, and whose words the
button's name does not already say.

A web component's tag may be no line of the read at all: Web Awesome's ``<wa-tag
with-remove>`` holds its words in its light DOM and its remove button in its shadow
root, so the read gives ``design`` and ``button Remove`` side by side, twice over. A
repeated button right after a plain text of the same parent, both a few levels inside
one custom element (a tag with ``-``) holding no other such button, is told by that text
(:func:`told_by_text_before`): ``button Remove design``. A page's own ``Continue`` after
a paragraph, in plain elements, is no item's.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from itertools import pairwise
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["told_by_item", "told_by_text_before"]

_ITEMS = frozenset({Role.GENERIC, Role.UNKNOWN, Role.TEXT, Role.LISTITEM, Role.OPTION})
"""What holds an item's button: a drawn tag or chip (a clickable ``div``), a list item."""

_ITEM_WORDS = 60
"""The most characters of an item's words a button's name takes."""


def _words(text: str) -> str:
    return " ".join(text.split())


_CHIP_HIGH = 48.0
"""The highest (px) a chip is drawn: a taller clickable item is a card of lines."""


def told_by_item(
    drafts: list[Draft], box: Callable[[str, int], Sequence[float] | None] | None = None
) -> None:
    """Each repeated button of ``drafts`` inside a named item takes its words (in place).

    ``box`` gives an element's box: a clickable item drawn taller than a chip is a card,
    whose one button (mdui's ``<mdui-card>`` holding *Cancel plan*) says what it does by
    its own name (not ``Cancel plan Storage plan: Pro``).
    """
    buttons = [d for d in drafts if d.role is Role.BUTTON and d.name.strip() and d.parent]
    if not buttons:
        return
    shared = Counter(_words(d.name).casefold() for d in buttons)
    held = Counter(d.parent for d in drafts if d.role in INTERACTIVE_ROLES)
    by_locator = {d.locator: d for d in drafts}
    for d in buttons:
        name = _words(d.name)
        item = by_locator.get(d.parent or "")
        if item is None or item.role not in _ITEMS or held[item.locator] != 1:
            continue  # a panel of several controls is no one item's
        if shared[name.casefold()] < 2 and not _chip(item, box):
            continue  # one of its kind, in no chip: its name alone says it
        words = _words(item.name)
        if words.casefold().endswith(name.casefold()):
            words = words[: -len(name)].strip()
        if words.casefold().startswith(name.casefold()):
            words = words[len(name) :].strip()
        if not words or len(words) > _ITEM_WORDS or words.casefold() in name.casefold():
            continue
        if not any(c.isalnum() for c in words):
            continue
        d.name = f"{name} {words}"


def _chip(item: Draft, box: Callable[[str, int], Sequence[float] | None] | None) -> bool:
    """Whether ``item`` is a chip: a clickable item no taller than one line of them."""
    if State.CLICKABLE not in item.states:
        return False
    drawn = box(item.sid, item.bid) if box is not None and item.bid is not None else None
    return drawn is None or len(drawn) < 4 or drawn[3] <= _CHIP_HIGH


_UP = 4
"""How many levels above a button the element holding its item's text may lie."""


def told_by_text_before(drafts: list[Draft], snaps: Mapping[str, dict[str, Any]]) -> None:
    """Each repeated button right after its item's text takes the text's words (in place)."""
    shared = Counter(
        _words(d.name).casefold() for d in drafts if d.role is Role.BUTTON and d.name.strip()
    )
    pairs: dict[str, dict[int, tuple[Draft, Draft]]] = {}
    """Per session, button's backend id -> that button and the text right before it."""
    for text, d in pairwise(drafts):
        if d.role is not Role.BUTTON or shared[_words(d.name).casefold()] < 2:
            continue
        if text.role is not Role.TEXT or text.value is not None or State.CLICKABLE in text.states:
            continue
        if text.parent != d.parent or text.sid != d.sid or None in (text.bid, d.bid):
            continue
        words = _words(text.name)
        if words and len(words) <= _ITEM_WORDS and any(c.isalnum() for c in words):
            pairs.setdefault(d.sid, {})[d.bid or 0] = (d, text)
    wanted: dict[str, dict[int, tuple[Draft, Draft]]] = {}
    for sid, told in pairs.items():
        both = wanted.setdefault(sid, dict(told))
        both.update({p[1].bid or 0: p for p in told.values()})
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        where = {doc.bids[i]: i for i in hits}
        held: Counter[int] = Counter()
        ups: dict[int, list[int]] = {}
        for bid, (button, _text) in found.items():
            if bid != button.bid or bid not in where:
                continue
            chain, i = [], where[bid]
            for _ in range(_UP):
                i = doc.parents[i] if 0 <= i < len(doc.parents) else -1
                if i < 0:
                    break
                chain.append(i)
            ups[bid] = chain
            held.update(chain)
        for bid, chain in ups.items():
            button, text = found[bid]
            box = _common(doc.parents, where.get(text.bid or 0, -1), chain)
            if box >= 0 and held[box] == 1 and "-" in s(doc.names[box]):
                button.name = f"{_words(button.name)} {_words(text.name)}"


def _common(parents: list[int], i: int, chain: list[int]) -> int:
    """The first element above node ``i``, a few levels up, that is in ``chain``, else ``-1``.

    The snapshot holds a slotted text under the ``<slot>`` it is drawn in.
    """
    for _ in range(_UP):
        i = parents[i] if 0 <= i < len(parents) else -1
        if i < 0:
            return -1
        if i in chain:
            return i
    return -1
