"""A radio group the page names by nothing, named by the caption right before it.

Quasar's ``q-rating`` is a ``<div role=radiogroup>`` of stars with no ``aria-label``; the
page writes its caption as a plain text right before it (``<div>Quality</div>``, on the
line above or beside it on its line). Chromium leaves the group unnamed, and an unnamed
group is no line: the stars read loose, and which rating they set was left to guess
from the text a few lines up.

An unnamed radio group (the walk keeps one, :mod:`axdrafts`) holding two or more radio
buttons, neither clickable nor focusable itself, whose previous sibling in the read is a
short plain text (a caption of at most :data:`_CAPTION_WORDS` words, no sentence), is
named by that text, its ``:`` left out; the text, now the group's name, goes. Any other
unnamed ``role=radiogroup`` goes, its lines moving up to its parent, as before the walk
kept it; other groups are left as they are.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.kinds import children_of
from handrail.backends.browser.passes.looks.classlooks import attribute_of, snapshot_docs
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import Role, State

__all__ = ["captioned_groups"]

_CAPTION_WORDS = 5
"""The most words of a caption."""
_CAPTION_CHARS = 40
"""The longest caption."""
_SENTENCE_END = (".", "!", "?")


def _caption(d: Draft) -> str:
    """``d``'s words as a caption, or ``""`` when it is no short plain text."""
    if d.role is not Role.TEXT or d.value is not None or State.CLICKABLE in d.states:
        return ""
    text = " ".join(d.name.split()).rstrip(":").strip()
    if not text or len(text) > _CAPTION_CHARS or len(text.split()) > _CAPTION_WORDS:
        return ""
    return "" if text.endswith(_SENTENCE_END) else text


def _radio_groups(groups: list[Draft], snaps: dict[str, dict[str, Any]]) -> set[str]:
    """Locators of ``groups`` whose element is a ``role=radiogroup`` in the snapshot."""
    wanted: dict[str, dict[int, Draft]] = {}
    for g in groups:
        if g.bid is not None and g.sid in snaps:
            wanted.setdefault(g.sid, {})[g.bid] = g
    return {
        found[doc.bids[i]].locator
        for found, doc, hits, s in snapshot_docs(snaps, wanted)
        for i in hits
        if attribute_of(doc.attrs, i, s, "role").strip() == "radiogroup"
    }


def captioned_groups(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft] | None:
    """The drafts with each unnamed radio group named by its caption, or gone."""
    children: dict[str, list[Draft]] | None = None
    groups: list[Draft] = []
    for d in drafts:
        if d.role is not Role.GROUP or d.wrapper or d.name.strip():
            continue
        if d.states & {State.CLICKABLE, State.FOCUSABLE}:
            continue
        children = children if children is not None else children_of(drafts)
        if sum(c.role is Role.RADIO for c in children.get(d.locator, [])) >= 2:
            groups.append(d)
    if not groups or children is None:
        return None
    gone: set[str] = set()
    moved: dict[str, str | None] = {}
    shut = _radio_groups(groups, snaps)
    for group in groups:
        kin = children.get(group.parent, []) if group.parent is not None else []
        at = kin.index(group) if group in kin else -1
        caption = _caption(kin[at - 1]) if at > 0 else ""
        if caption:
            group.name = caption
            gone.add(kin[at - 1].locator)
        elif group.locator in shut:
            gone.add(group.locator)
            moved[group.locator] = group.parent
    return drop(drafts, gone, moved) if gone else None
