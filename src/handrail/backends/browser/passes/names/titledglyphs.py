"""A glyph with a title reads as its title.

SortableJS's drag handle is ``<span class="handle" title="Drag to reorder">`` with a
``☰`` that CSS draws: the read gives the glyph as a text line with an icon hint
(``☰ (icon: menu)``), which says nothing an agent can use. A line of no control's role
whose words are only a glyph or two (no letter, no digit) and whose element, or the
element it is drawn in, has a short title (Chromium's description) reads as that title:
``Drag to reorder``. A control's glyph keeps its name (:func:`namepasses.named_by_title`
leaves it its tip).
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import DocNodes, attribute_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["titled_glyphs"]

_GLYPHS = 3
"""The most characters a glyph-only line has."""
_UP = 3
"""How far above a glyph's node (a ``::before`` box, a text) its titled element lies."""
_TITLE_CHARS = 60
"""The longest title that names a glyph."""


def _glyph(name: str) -> bool:
    words = name.strip()
    return 0 < len(words) <= _GLYPHS and not any(c.isalnum() for c in words)


def _title(doc: DocNodes, i: int, s: Any) -> str:
    """The title of node ``i`` or of an element it lies in, a few levels up."""
    for _ in range(_UP):
        if i < 0:
            break
        title = " ".join(attribute_of(doc.attrs, i, s, "title").split())
        if title:
            return title
        i = doc.parents[i] if i < len(doc.parents) else -1
    return ""


def titled_glyphs(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Name each glyph-only text line by its element's title (in place).

    A glyph CSS draws (``::before``) has no node of the read's own: it is the glyph of
    the empty titled element, in order, among the children of the element its line is
    held in.
    """
    held = {d.locator: d for d in drafts}
    wanted: dict[str, dict[int, Draft]] = {}
    drawn: dict[str, dict[int, list[Draft]]] = {}
    for d in drafts:
        if d.role is not Role.TEXT or State.CLICKABLE in d.states or not _glyph(d.name):
            continue
        up = held.get(d.parent) if d.parent is not None else None
        if d.bid is not None:
            wanted.setdefault(d.sid, {})[d.bid] = d
        elif up is not None and up.bid is not None:
            drawn.setdefault(d.sid, {}).setdefault(up.bid, []).append(d)
    named: dict[str, dict[int, Draft | list[Draft]]] = {}
    for sid in wanted.keys() | drawn.keys():
        named[sid] = {**wanted.get(sid, {}), **drawn.get(sid, {})}
    for found, doc, hits, s in snapshot_docs(snaps, named):
        kids: dict[int, list[int]] = {}
        for j, parent in enumerate(doc.parents):
            if not s(doc.names[j]).startswith("::"):  # a box CSS draws is no content
                kids.setdefault(parent, []).append(j)
        for i in hits:
            got = found[doc.bids[i]]
            if isinstance(got, Draft):
                pairs = [(got, _title(doc, i, s))]
            else:
                empty = [
                    _title(doc, j, s)
                    for j in kids.get(i, [])
                    if attribute_of(doc.attrs, j, s, "title") and not kids.get(j)
                ]
                pairs = list(zip(got, empty, strict=False)) if len(empty) == len(got) else []
            for d, title in pairs:
                if title and len(title) <= _TITLE_CHARS:
                    d.name, d.desc = title, ""
