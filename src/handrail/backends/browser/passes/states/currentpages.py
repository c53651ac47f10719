"""The page a pager shows is its current page, as the class of its button says.

Tabulator draws its pager as ``<span class="tabulator-pages"><button
class="tabulator-page active" aria-label="Show Page 1">1</button>…</span>`` and Bootstrap
as ``<ul class="pagination"><li class="page-item active"><a class="page-link">``: the page
shown is marked by a class word alone (``active``), and each reads ``button Show Page 1``
like the others. Among two or more page buttons or links under one pager (their own class,
or their item's, names a page: ``page``, ``tabulator-page``, ``page-item``; or the pager's
names pages: ``pagination``, ``pager``, ``tabulator-pages``), the one a class word draws as
chosen (:data:`classlooks._CHOSEN_CLASS`: ``active``, ``is-current``; or a class word
naming the page shown, Grid.js's ``gridjs-currentPage``) is ``current``,
unless the page said so itself (``aria-current``). Buttons or links of one kind (the
same class words but the chosen one) under one parent, two or more named by a number,
are a pager too: daisyUI's ``<div class="join"><button class="join-item btn
btn-active">2</button>…``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    class_of,
    snapshot_docs,
)
from handrail.backends.browser.passes.looks.classlooks import without_chosen_words as _unchosen
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["current_pages"]

_PAGE = re.compile(r"^(?:[a-z0-9]+[-_])*page(?:[-_](?:item|link|number|btn|button))?$", re.I)
"""A class word naming one page of a pager (``page``, ``tabulator-page``, ``page-item``)."""
_PAGER = re.compile(r"^(?:[a-z0-9]+[-_])*(?:pages|pagination|pager|paginator)$", re.I)
"""A class word naming a pager (``pagination``, ``tabulator-pages``)."""
_PRESSED = frozenset({Role.BUTTON, Role.LINK})


_CURRENT_PAGE = re.compile(r"(?:^|[-_])(?:current|active|selected)-?page$", re.I)
"""A class word naming the page shown (Grid.js's ``gridjs-currentPage``)."""


@lru_cache(maxsize=4096)
def _chosen(classes: str) -> bool:
    """Whether a class list draws its element as the chosen one (``active``)."""
    words = classes.split()
    if any(_CURRENT_PAGE.search(w) for w in words):
        return True
    return len(_unchosen(classes).split()) < len(words)


@lru_cache(maxsize=4096)
def _item_look(classes: str) -> tuple[bool, bool]:
    """Whether a parent's class list names one page (``page-item``), and a pager."""
    words = classes.split()
    return any(_PAGE.match(w) for w in words), any(_PAGER.match(w) for w in words)


@lru_cache(maxsize=4096)
def _own_look(classes: str) -> tuple[bool, bool, frozenset[str]]:
    """Whether a class list names a page, draws it chosen, and its words of kind."""
    words = classes.split()
    return (
        any(_PAGE.match(w) for w in words),
        _chosen(classes),
        frozenset(_unchosen(classes).split()),
    )


def current_pages(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Mark the current page of each pager among ``drafts`` ``current`` (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        plain = State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
        if d.bid is not None and d.sid in snaps and (d.role in _PRESSED or plain):
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        bids, parents, attrs = doc.bids, doc.parents, doc.attrs
        groups: dict[int, list[tuple[int, bool]]] = {}
        kin: dict[tuple[int, frozenset[str]], list[tuple[int, bool]]] = {}
        for i in hits:
            own = class_of(attrs, i, s)
            up = parents[i] if i < len(parents) else -1
            if up < 0:
                continue
            item = class_of(attrs, up, s)
            item_page, item_pager = _item_look(item)
            if item_page and parents[up] >= 0:
                # Bootstrap's ``li.page-item.active > a.page-link``: the item is marked.
                chosen = _chosen(f"{own} {item}")
                groups.setdefault(parents[up], []).append((bids[i], chosen))
                continue
            paged, chosen, kind = _own_look(own)
            if paged or item_pager:
                groups.setdefault(up, []).append((bids[i], chosen))
            elif chosen or found[bids[i]].name.strip().isdigit():
                # Only these can make or spoil a row of numbered buttons.
                kin.setdefault((up, kind), []).append((bids[i], chosen))
        pagers = list(groups.values())
        for group in kin.values():
            numbered = [bid for bid, _ in group if found[bid].name.strip().isdigit()]
            marked = [bid for bid, chosen in group if chosen]
            if len(numbered) > 1 and len(marked) == 1 and marked[0] in numbered:
                pagers.append(group)  # a row of numbered buttons is a pager
        for group in pagers:
            marked = [bid for bid, chosen in group if chosen]
            if len(group) > 1 and len(marked) == 1:
                page = found[marked[0]]
                page.states.add(State.CURRENT)
                page.states.discard(State.SELECTED)
