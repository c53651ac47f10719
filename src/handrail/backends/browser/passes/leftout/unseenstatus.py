"""A field's status line kept for screen readers alone is no line of the page.

PrimeVue's AutoComplete says its result count in ``<span role="status"
aria-live="polite" class="p-hidden-accessible">No results found</span>`` right after its
input, a box of one pixel that nobody sees: read as a line (``-- offscreen --`` ``No
results found``), and as news after a pick (``the page now says: "No results found"``),
it says what the page does not show, and nothing the pick did. A status region right
after a field (its next element under the same parent), drawn a pixel or less each way,
is left out with what it holds. A page's own hidden announcer (a keyboard drag's
``Picked up Write spec``, which says what nothing drawn says) stays.
"""

from __future__ import annotations

from handrail.backends.browser.shape import Draft
from handrail.geometry import Rect
from handrail.vocab import Role

__all__ = ["field_statuses", "unseen_status"]

_SPECK = 1.0
"""The size (px) of both sides a status has at most when a page hides it from the eye."""
_FIELDS = frozenset({Role.COMBOBOX, Role.TEXTBOX, Role.SEARCHBOX})


def field_statuses(drafts: list[Draft]) -> set[str]:
    """The locators of the status regions right after a field under the same parent."""
    last: dict[str | None, Draft] = {}
    out: set[str] = set()
    for d in drafts:
        before = last.get(d.parent)
        if d.role is Role.STATUSBAR and before is not None and before.role in _FIELDS:
            out.add(d.locator)
        last[d.parent] = d
    return out


def unseen_status(d: Draft, bounds: Rect | None, statuses: set[str]) -> bool:
    """Whether ``d`` is one of a field's ``statuses`` drawn a pixel or less each way."""
    return d.locator in statuses and bounds is not None and max(bounds.w, bounds.h) <= _SPECK
