"""A pager's own words, folded into it, read each on its own: its ends and its page shown.

tui-pagination listens for its pages' clicks on ``div.tui-pagination``, so the read folds
the words right inside it into one name: its disabled ends (``<span class="tui-page-btn
tui-is-disabled tui-first">first</span>``, ``prev``) and the page shown (``<strong
class="tui-is-selected">1</strong>``) read as one text, ``first prev 1``, beside the
links to the other pages. A person sees two greyed arrows and the number of the page
shown among the others.

A pager no longer clickable (:mod:`pagerends`) whose name is the words of its own
children that read as no line, in order, reads them as lines of its own children
instead: each child's words one text, ``disabled`` when a class word of the child says
so (``tui-is-disabled``, ``disabled``) or it has ``aria-disabled="true"``, and a number
among the pager's numbered links ``current`` (the page shown is the one that is no
link); the pager itself, with no words left, goes and its lines move up to its parent.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from handrail.backends.browser.dialogtree import make_locator, parse_locator
from handrail.backends.browser.passes.looks.classlooks import (
    DocNodes,
    attribute_of,
    class_of,
    snapshot_docs,
)
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import Role, State

__all__ = ["pager_words"]

_PAGER = re.compile(r"^(?:[a-z0-9]+[-_])*(?:pages|pagination|pager|paginator)$", re.I)
"""A class word naming a pager (``pagination``, ``tui-pagination``)."""
_DISABLED = re.compile(r"(?:^|[-_])disabled$", re.I)
"""A class word saying its element is disabled (``tui-is-disabled``, ``disabled``)."""
_NO_ROLE = frozenset({Role.GENERIC, Role.TEXT, Role.UNKNOWN, Role.GROUP})
_WORDS = 40
"""The most nodes under one child of a pager whose text is read."""


@lru_cache(maxsize=4096)
def _pager(classes: str) -> bool:
    return any(_PAGER.match(w) for w in classes.split())


def _text(doc: DocNodes, i: int, s: Any) -> str:
    """The words of the text under node ``i``, in document order, white space folded."""
    out: list[str] = []
    todo, seen = [i], 0
    while todo and seen < _WORDS:
        n = todo.pop()
        seen += 1
        if s(doc.names[n]) == "#text":
            out.append(s(doc.values[n]) if n < len(doc.values) else "")
        todo.extend(reversed(doc.children.get(n, ())))
    return " ".join(" ".join(out).split())


def _disabled(doc: DocNodes, i: int, s: Any) -> bool:
    if attribute_of(doc.attrs, i, s, "aria-disabled").strip() == "true":
        return True
    return any(_DISABLED.search(w) for w in class_of(doc.attrs, i, s).split())


def pager_words(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft] | None:
    """The drafts with each folded pager's words as lines of their own, the pager gone."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        folded = d.role in _NO_ROLE and State.CLICKABLE not in d.states and d.name.strip()
        if folded and d.bid is not None and d.sid in snaps:
            wanted.setdefault(d.sid, {})[d.bid] = d
    if not wanted:
        return None
    shown: set[tuple[str, int | None]] = set()
    by_locator: dict[str, Draft] = {}
    words: dict[str, list[Draft]] = {}
    before: dict[str, list[Draft]] = {}
    after: dict[str, list[Draft]] = {}
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            if not _pager(class_of(doc.attrs, i, s)):
                continue
            pager = found[doc.bids[i]]
            if not by_locator:  # only once a pager is found: most reads hold none
                shown = {(d.sid, d.bid) for d in drafts if d.bid is not None}
                by_locator = {d.locator: d for d in drafts}
            frame, loader, _ = parse_locator(pager.locator)
            said: list[Draft] = []
            waiting: list[Draft] = []
            ahead: dict[str, list[Draft]] = {}
            numbered = 0
            for k in doc.children.get(i, ()):
                bid = doc.bids[k]
                if s(doc.names[k]).startswith("#") or (pager.sid, bid) in shown:
                    own = by_locator.get(make_locator(frame, loader, bid))
                    if own is not None:
                        numbered += own.role is Role.LINK and own.name.isdigit()
                        if waiting:
                            ahead[own.locator] = waiting
                            waiting = []
                    continue
                text = _text(doc, k, s)
                if not text:
                    continue
                states = {State.DISABLED} if _disabled(doc, k, s) else set()
                waiting.append(
                    Draft(
                        locator=make_locator(frame, loader, bid),
                        role=Role.TEXT,
                        name=text,
                        value=None,
                        desc="",
                        states=states,
                        parent=pager.locator,
                        sid=pager.sid,
                        bid=bid,
                    )
                )
                said.append(waiting[-1])
            if not said or " ".join(d.name for d in said) != " ".join(pager.name.split()):
                continue
            pages = [d for d in said if d.name.isdigit()]
            if len(pages) == 1 and numbered:
                pages[0].states.add(State.CURRENT)
            words[pager.locator] = said
            before.update(ahead)
            after[pager.locator] = waiting
    if not words:
        return None
    moved = {p: by_locator[p].parent for p in words}
    return drop(_placed(drafts, before, after), set(words), moved)


def _placed(
    drafts: list[Draft], before: dict[str, list[Draft]], after: dict[str, list[Draft]]
) -> list[Draft]:
    """``drafts`` with each pager's words placed among its children in the page's order.

    ``before``: a child's locator -> the words drawn right before it; ``after``: a
    pager's locator -> the words drawn after all its children.
    """
    out: list[Draft] = []
    open_pagers: list[str] = []
    inside: set[str] = set()
    for d in drafts:
        while open_pagers and d.parent not in inside:
            inside.discard(open_pagers[-1])
            out.extend(after.pop(open_pagers.pop()))
        if d.parent in inside:
            inside.add(d.locator)
        out.extend(before.get(d.locator, ()))
        out.append(d)
        if d.locator in after:
            open_pagers.append(d.locator)
            inside.add(d.locator)
    for locator in reversed(open_pagers):
        out.extend(after.pop(locator))
    return out
