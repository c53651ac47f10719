"""Links drawn as a row of tabs are tabs, the one marked chosen selected.

Fomantic-UI draws its tabs as ``<div class="ui tabular menu"><a class="item active"
data-tab="profile">Profile</a><a class="item">Billing</a></div>``, with no role: Chromium
reads ``link Profile``, ``link Billing``, and which part of the page shows is said by
the ``active`` class alone. Two or more links (or clickable elements with no role) right
inside an element whose class names a row of tabs (``tabs``, ``tabular``, ``tab-bar``,
``nav-tabs``; not ``table``) are tabs, and the one a class word draws as chosen
among them (``active``, ``is-selected``: :func:`classlooks.chosen_looks`) is ``selected``.

Materialize (and the tab bars made like it) writes its tabs as ``<ul class="tabs"><li
class="tab"><a class="active" href="#general">General</a></li>…``: a link in a list item
whose class says ``tab``, two or more such items side by side, is a tab too
(:func:`tab_links`), the one whose link or item is drawn as chosen ``selected``; so is
a link in each item of a list whose class, or its parent's, names a row of tabs, two or
more such (Bulma's ``<div class="tabs"><ul><li class="is-active"><a>Overview</a>``).

A clickable element whose own class word ends in ``tab`` (Naive UI's ``n-tabs-tab``),
alone in a wrapper of its own, two or more such wrappers side by side, is a tab as well:
``div.n-tabs-wrapper > div.n-tabs-tab-wrapper > div.n-tabs-tab.n-tabs-tab--active``.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    DocNodes,
    chosen_looks,
    class_of,
    says_tab,
    string_at,
    tab_looks,
    wanted_nodes,
    without_chosen_words,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["tab_links", "tab_rows"]

_ROW_CLASS = re.compile(
    r"^(?:[a-z0-9]+[-_])*(?:tabs|tabular|tabbed|tablist|tab[-_]?(?:bar|list|nav|row|strip))$",
    re.IGNORECASE,
)
"""A class word naming a row of tabs (``tabs``, ``ui tabular menu``, ``nav-tabs``)."""
_OWN_TAB = re.compile(r"^(?:[a-z0-9]+[-_]+)*tab$", re.IGNORECASE)
"""A class word naming its element a tab (``tab``, ``n-tabs-tab``; not ``tab-pad``)."""


def _rows(snap: dict[str, Any], wanted: set[int]) -> list[list[int]]:
    """Of ``wanted``, the groups of two or more right inside one row of tabs."""
    s = string_at(snap.get("strings", []))
    out: list[list[int]] = []
    for d, hits in wanted_nodes(snap, wanted):
        bids, parents, attrs = d.bids, d.parents, d.attrs
        groups: dict[int, list[int]] = {}
        for i in hits:
            if i < len(parents) and parents[i] >= 0:
                groups.setdefault(parents[i], []).append(i)
        wrapped: dict[int, list[int]] = {}
        for parent, group in groups.items():
            if len(group) > 1 and (
                _row_class(class_of(attrs, parent, s))
                or _in_inner_row(d, parent, [class_of(attrs, i, s) for i in group], s)
            ):
                out.append([bids[i] for i in group])
            elif len(group) == 1 and _own_tab(class_of(attrs, group[0], s)):
                up = parents[parent] if parent < len(parents) else -1
                if up >= 0:
                    wrapped.setdefault(up, []).append(group[0])
        out.extend([bids[i] for i in group] for group in wrapped.values() if len(group) > 1)
    return out


@lru_cache(maxsize=4096)
def _own_tab(classes: str) -> bool:
    return any(_OWN_TAB.match(w) for w in classes.split())


@lru_cache(maxsize=4096)
def _row_class(classes: str) -> bool:
    return any(_ROW_CLASS.match(w) for w in classes.split())


def _in_inner_row(d: DocNodes, parent: int, classes: list[str], s: Any) -> bool:
    """Whether links each drawn as a tab lie in an inner box of a row of tabs.

    Framework7's ``div.toolbar.tabbar > div.toolbar-inner > a.tab-link``: one wrapper
    deeper, each link's own class says ``tab``, so the links of a tab's panel inside
    ``div.tabs > div.tab`` are not taken.
    """
    up = d.parents[parent] if parent < len(d.parents) else -1
    if up < 0 or not _row_class(class_of(d.attrs, up, s)):
        return False
    return all(says_tab(c) for c in classes)


def _said_selected(snap: dict[str, Any], bids: set[int]) -> bool:
    """Whether any of ``bids`` carries ``aria-selected`` (then it says, not its class)."""
    s = string_at(snap.get("strings", []))
    return any(_has(d, i, s, "aria-selected") for d, hits in wanted_nodes(snap, bids) for i in hits)


def _has(d: DocNodes, i: int, s: Any, name: str) -> bool:
    """Whether node ``i`` of ``d`` has attribute ``name``, even empty."""
    pairs = d.attrs[i] if i < len(d.attrs) else []
    return any(s(pairs[k]) == name for k in range(0, len(pairs) - 1, 2))


def tab_rows(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Make the links of ``drafts`` that a row of tabs holds tabs (in place).

    Tabs a page marked ``role=tab`` with no ``aria-selected`` on any of them (daisyUI's
    ``<a role=tab class="tab tab-active">``) take ``selected`` from their class alike.
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        plain = State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
        if d.bid is not None and d.sid in snaps and (d.role in (Role.LINK, Role.TAB) or plain):
            wanted.setdefault(d.sid, {})[d.bid] = d
    for sid, found in wanted.items():
        snap = snaps[sid]
        for group in _rows(snap, set(found)):
            tabs = [bid for bid in group if found[bid].role is Role.TAB]
            if tabs and _said_selected(snap, set(tabs)):
                continue
            chosen = chosen_looks(snap, set(group)) or _one_chosen(snap, set(group))
            for bid in group:
                tab = found[bid]
                tab.role = Role.TAB
                if bid in chosen:
                    tab.states.add(State.SELECTED)


def _one_chosen(snap: dict[str, Any], group: set[int]) -> set[int]:
    """The one of ``group`` (tabs each in a wrapper) a class word draws as chosen, if one."""
    s = string_at(snap.get("strings", []))
    marked = {
        d.bids[i]
        for d, hits in wanted_nodes(snap, group)
        for i in hits
        if _chosen(class_of(d.attrs, i, s))
    }
    return marked if len(marked) == 1 else set()


@lru_cache(maxsize=4096)
def _chosen(classes: str) -> bool:
    return without_chosen_words(classes) != " ".join(classes.split())


def _tabs_of(snap: dict[str, Any], links: set[int], plain: set[int]) -> dict[int, tuple[int, bool]]:
    """Of ``links``, those in a tab's list item: its bar, and whether it is drawn chosen.

    ``plain`` (clickable elements of no role, Bulma's ``<a>`` with no ``href``) are among
    ``links``, taken only in the items of a list drawn as a row of tabs.
    """
    s = string_at(snap.get("strings", []))
    found: list[tuple[DocNodes, int, int]] = []
    """Each link in a list item: its document, its index and its item's."""
    for d, hits in wanted_nodes(snap, links):
        for i in hits:
            up = d.parents[i] if i < len(d.parents) else -1
            if up >= 0 and s(d.names[up]) == "LI":
                found.append((d, i, up))
    items = tab_looks(snap, {d.bids[up] for d, _, up in found}) if found else set()
    out: dict[int, tuple[int, bool]] = {}
    in_bar: dict[int, list[tuple[int, bool]]] = {}
    """A list a row of tabs is drawn by -> its items' links (Bulma's ``div.tabs > ul``)."""
    row_lists: dict[tuple[int, int], bool] = {}
    """(document, list) -> whether the list is drawn as a row of tabs, asked once each."""
    for d, i, up in found:
        tab_item = d.bids[up] in items and d.bids[i] not in plain
        if not tab_item:
            key = (id(d), d.parents[up])
            if key not in row_lists:
                row_lists[key] = _row_list(d, d.parents[up], s)
            if not row_lists[key]:
                continue
        on = _chosen(class_of(d.attrs, i, s)) or _chosen(class_of(d.attrs, up, s))
        if tab_item:
            # The class words of a tab's item only, once it is one.
            out[d.bids[i]] = (d.parents[up], on)
        else:
            in_bar.setdefault(d.parents[up], []).append((d.bids[i], on))
    for bar, row in in_bar.items():
        if len(row) > 1:
            out.update({bid: (bar, on) for bid, on in row})
    return out


def _row_list(d: DocNodes, at: int, s: Any) -> bool:
    """Whether node ``at`` is a list whose class, or its parent's, names a row of tabs."""
    if not 0 <= at < len(d.names) or s(d.names[at]) not in ("UL", "OL"):
        return False
    up = d.parents[at] if at < len(d.parents) else -1
    words = class_of(d.attrs, at, s).split() + (class_of(d.attrs, up, s).split() if up >= 0 else [])
    return any(_ROW_CLASS.match(w) for w in words)


def tab_links(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Make each link drawn as a tab (see the module's description) a ``tab``, in place.

    ``selected`` goes to the one chosen link of its bar; where none or more than one is
    drawn so, none is.
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        plain = State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
        if (d.role is Role.LINK or plain) and d.bid is not None and d.sid in snaps:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for sid, by_bid in wanted.items():
        unlinked = {bid for bid, d in by_bid.items() if d.role is not Role.LINK}
        tabs = _tabs_of(snaps[sid], set(by_bid), unlinked)
        if not tabs:
            continue
        picked: dict[int, list[int]] = {}
        for bid, (bar, on) in tabs.items():
            by_bid[bid].role = Role.TAB
            if on:
                picked.setdefault(bar, []).append(bid)
        for one in picked.values():
            if len(one) == 1:
                by_bid[one[0]].states.add(State.SELECTED)
