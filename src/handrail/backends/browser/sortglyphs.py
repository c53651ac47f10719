"""A column's sort order drawn as a glyph beside its header's words.

Tables mark the column they are sorted by with an arrow drawn after (or before) the
header's words, often by a style sheet (``th.asc::after { content: " ▲" }``), and many
give no ``aria-sort``. Chromium names such a header ``Number ▲``. The glyph is the
order: it leaves the name and becomes the ``ascending`` or ``descending`` state, as
``aria-sort`` would make it (which wins where the page gives both). A ▾ or ⏷ beside a
header opens a menu; it says nothing about order and stays.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

_ORDER = {
    "▲": State.ASCENDING,
    "△": State.ASCENDING,
    "↑": State.ASCENDING,
    "⬆": State.ASCENDING,
    "⇧": State.ASCENDING,
    "▼": State.DESCENDING,
    "▽": State.DESCENDING,
    "↓": State.DESCENDING,
    "⬇": State.DESCENDING,
    "⇩": State.DESCENDING,
}
"""Glyphs drawn for an order, and the order each one draws."""
_HEADERS = frozenset({Role.COLUMNHEADER, Role.ROWHEADER})


def sort_glyphs(drafts: list[Draft]) -> dict[str, State]:
    """Headers whose names begin or end with an order's glyph lose it from their names.

    Returns: the order each such header's glyph drew, by locator (its state, unless
    ``aria-sort`` says otherwise).
    """
    out: dict[str, State] = {}
    for d in drafts:
        if d.role not in _HEADERS:
            continue
        name = d.name.strip()
        if len(name) < 3:
            continue  # a glyph alone, or a glyph and one letter: no header words to keep
        if name[-1] in _ORDER and name[-2].isspace():
            out[d.locator], d.name = _ORDER[name[-1]], name[:-1].rstrip()
        elif name[0] in _ORDER and name[1].isspace():
            out[d.locator], d.name = _ORDER[name[0]], name[1:].lstrip()
    return out
