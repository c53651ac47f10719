"""Spaces between the pieces of a name that the page draws apart.

Chromium names an element from its contents by joining its texts as the markup has
them: ``<a>Inbox<span class="count">14</span></a>``, rendered by a component with no
white space between its parts, is named ``Inbox14``, though the badge's margin draws
*Inbox* and *14* apart. Where the name is its pieces joined with nothing between them,
two pieces a gap separates on one line, or that stand on different lines, are joined
with a space; pieces drawn touching (``<b>Draf</b>ts``) stay one word.
"""

from __future__ import annotations

from collections.abc import Sequence

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.shape import Draft

__all__ = ["spaced_names"]

_GAP = 1.5
"""A gap wider than this (CSS pixels) between two pieces on one line is a space."""


def spaced_names(drafts: list[Draft], layouts: dict[str, SessionLayout]) -> None:
    """Give each draft named by pieces drawn apart its name with spaces (see the module)."""
    for d in drafts:
        pieces = d.pieces
        if pieces is None or len(pieces) < 2 or not d.name:
            continue
        layout = layouts.get(d.sid)
        if layout is None or "".join(t for _, t in pieces) != " ".join(d.name.split()):
            continue
        out = [pieces[0][1]]
        before = layout.raw.get(pieces[0][0])
        for bid, text in pieces[1:]:
            box = layout.raw.get(bid)
            if _apart(before, box) and not out[-1].endswith(" ") and not text.startswith(" "):
                out.append(" ")
            out.append(text)
            before = box
        d.name = "".join(out)


def _apart(a: Sequence[float] | None, b: Sequence[float] | None) -> bool:
    """Whether text box ``b`` is drawn apart from ``a``, the one before it."""
    if a is None or b is None or len(a) < 4 or len(b) < 4:
        return False
    if b[1] >= a[1] + a[3] - 1.0:
        return True  # on a line below
    return b[0] - (a[0] + a[2]) > _GAP
