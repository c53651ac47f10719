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
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["told_by_item"]

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
