"""States a page draws as a glyph beside an element's words, read as states.

Tables mark the column they are sorted by with an arrow drawn after (or before) the
header's words, often by a style sheet (``th.asc::after { content: " ▲" }``), and many
give no ``aria-sort``. Chromium names such a header ``Number ▲``. The glyph is the
order: it leaves the name and becomes the ``ascending`` or ``descending`` state, as
``aria-sort`` would make it (which wins where the page gives both). A ▾ or ⏷ beside a
header opens a menu; it says nothing about order and stays.

Accordions and trees drawn without ``aria-expanded`` put a small triangle before a
section's title: ``▸ Delivery instructions`` is closed, ``▾ Delivery instructions`` open.
The triangle leaves the name of a clickable element with no role and becomes
``collapsed`` or ``expanded``, so the element keeps one name either way. A ▶ stays: it
is as often a play button.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

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
_DISCLOSURE = {"▸": State.COLLAPSED, "▹": State.COLLAPSED, "▾": State.EXPANDED, "▿": State.EXPANDED}
"""Small triangles drawn before a section's title: closed, or open."""
_DISCLOSED = frozenset({Role.GENERIC, Role.TEXT, Role.BUTTON, Role.HEADING, Role.LISTITEM})
"""Roles of elements a leading triangle opens and closes (a button's own, when it has no
``aria-expanded``)."""


def glyph_states(drafts: list[Draft]) -> dict[str, State]:
    """Elements whose names begin or end with a state's glyph lose it from their names.

    Headers take an order's arrow (:data:`_ORDER`), clickable elements a leading
    disclosure triangle (:data:`_DISCLOSURE`).

    Returns: the state each such element's glyph drew, by locator (its state, unless
    the page's own ARIA says otherwise).
    """
    out: dict[str, State] = {}
    for d in drafts:
        name = d.name.strip()
        if len(name) < 3:
            continue  # a glyph alone, or a glyph and one letter: no words to keep
        if d.role in _HEADERS:
            if name[-1] in _ORDER and name[-2].isspace():
                out[d.locator], d.name = _ORDER[name[-1]], name[:-1].rstrip()
            elif name[0] in _ORDER and name[1].isspace():
                out[d.locator], d.name = _ORDER[name[0]], name[1:].lstrip()
        elif name[0] in _DISCLOSURE and name[1].isspace() and _opens(d):
            out[d.locator], d.name = _DISCLOSURE[name[0]], name[1:].lstrip()
    return out


def _opens(d: Draft) -> bool:
    clickable = State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
    return (clickable or d.role is Role.BUTTON) and d.role in _DISCLOSED
