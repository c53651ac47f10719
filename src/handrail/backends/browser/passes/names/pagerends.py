"""A pager's unnamed arrows read as *previous* and *next*.

Naive UI draws its pager as ``<div class="n-pagination">`` holding an unnamed box with a
drawn arrow, the numbered pages, and another unnamed box: each arrow would read only as
the pager's class word, ``clickable (icon: pagination)``. Under an element whose class
names a pager (``pagination``, ``pager``, ``pages``), among two or more pages named by a
number, an unnamed clickable element before them all is the way to the previous page,
one after them all the way to the next: their hints say so. A page named by its number
takes no hint: its number is all its name (tui-pagination's ``<a class="tui-page-btn
tui-last-child">2</a>`` read ``link 2 (icon: tui page last child)``).

A pager that listens for its pages' clicks itself (tui-pagination's ``div.tui-pagination``)
is no control of its own: a clickable element of no role whose class names a pager and
that holds a page named by a number loses the state, its words (its disabled ends' and the
page shown's) read as a text: ``first prev 1``, not ``clickable first prev 1``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import class_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["pager_ends"]

_PAGER = re.compile(r"^(?:[a-z0-9]+[-_])*(?:pages|pagination|pager|paginator)$", re.I)
"""A class word naming a pager (``pagination``, ``n-pagination``, ``tabulator-pages``)."""
_PRESSED = frozenset({Role.BUTTON, Role.LINK})
_NO_ROLE = frozenset({Role.GENERIC, Role.TEXT, Role.UNKNOWN, Role.GROUP})


@lru_cache(maxsize=4096)
def _pager(classes: str) -> bool:
    return any(_PAGER.match(w) for w in classes.split())


def _pressed(d: Draft) -> bool:
    return d.role in _PRESSED or State.CLICKABLE in d.states


def pager_ends(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> dict[str, str]:
    """Locator -> the hint of a pager's unnamed ends and numbered pages (in place: its state).

    ``previous`` or ``next`` for the unnamed arrows at its ends, none for a page named by
    its number; a pager listening for its pages' clicks is no longer clickable.
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.bid is not None and d.sid in snaps and _pressed(d):
            wanted.setdefault(d.sid, {})[d.bid] = d
    out: dict[str, str] = {}
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        pagers: dict[int, list[Draft]] = {}
        for i in hits:
            up = doc.parents[i] if i < len(doc.parents) else -1
            if up >= 0 and _pager(class_of(doc.attrs, up, s)):
                pagers.setdefault(up, []).append(found[doc.bids[i]])
        for up, kids in pagers.items():
            numbered = [n for n, k in enumerate(kids) if k.name.strip().isdigit()]
            for n in numbered:
                out[kids[n].locator] = ""
            pager = found.get(doc.bids[up])
            if numbered and pager is not None and pager.role in _NO_ROLE:
                pager.states.discard(State.CLICKABLE)
                if pager.name.strip():
                    pager.role = Role.TEXT  # the words it shows, the page shown among them
            if len(numbered) < 2:
                continue
            first, last = kids[0], kids[-1]
            if not first.name.strip() and numbered[0] > 0:
                out[first.locator] = "previous"
            if not last.name.strip() and numbered[-1] < len(kids) - 1:
                out[last.locator] = "next"
    return out
