"""An empty editor told by the placeholder it draws, or that its attributes name."""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.hints import placeholders
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["told_by_placeholder", "typed_placeholders"]

_TYPED_INTO = frozenset({Role.TEXTBOX, Role.SEARCHBOX})


def told_by_placeholder(drafts: list[Draft]) -> tuple[list[Draft], dict[str, str]]:
    """An empty editor the page left unnamed is told by the placeholder it draws.

    ``<div contenteditable data-placeholder="Write a reply…">`` with the words drawn by
    ``:empty::before``: the tree holds them as a text inside the empty field, where they
    read as typed text. A field with no name, no value and that one text inside it is
    told by those words as its hint (the text goes), not named by them: they go once
    something is typed, and the field is the same element then.

    Returns: the drafts, and the hints so found by field locator.
    """
    inside: dict[str, list[Draft]] = {}
    for d in drafts:
        if d.parent is not None:
            inside.setdefault(d.parent, []).append(d)
    told: dict[str, str] = {}
    gone: set[str] = set()
    for d in drafts:
        if d.role not in _TYPED_INTO or d.name.strip() or (d.value or "").strip():
            continue
        kids = inside.get(d.locator, [])
        only = kids[0] if len(kids) == 1 else None
        if only is None or only.role is not Role.TEXT or inside.get(only.locator):
            continue
        if only.name.strip():
            told[d.locator] = " ".join(only.name.split())
            gone.add(only.locator)
    return ([d for d in drafts if d.locator not in gone] if gone else drafts), told


def typed_placeholders(
    drafts: list[Draft], told: dict[str, str], snaps: dict[str, dict[str, Any]]
) -> dict[str, str]:
    """An unnamed editor holding typed text keeps the placeholder its attributes name.

    Drawn only while the editor is empty (:func:`told_by_placeholder`), the words
    would leave the field unnamed once something is typed.
    """
    wanted: dict[str, dict[int, str]] = {}
    for d in drafts:
        unnamed = d.role in _TYPED_INTO and not d.name.strip()
        if unnamed and d.bid is not None and d.locator not in told:
            wanted.setdefault(d.sid, {})[d.bid] = d.locator
    out: dict[str, str] = {}
    for sid, locators in wanted.items():
        if sid in snaps:
            found = placeholders(snaps[sid], set(locators))
            out.update((locators[bid], text) for bid, text in found.items())
    return out
