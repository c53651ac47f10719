"""A link drawn as a tab by the list item it lies in is a tab, the chosen one selected.

Materialize (and the tab bars made like it) writes its tabs as ``<ul class="tabs"><li
class="tab"><a class="active" href="#general">General</a></li>…`` with no role: a read
gave ``link General``, ``link Privacy``, and nothing said which one was shown, nor that a
press only shows a part of the page. Two or more list items side by side whose class
says ``tab``, each holding a link, are tabs; the one whose link or item is drawn as the
chosen one (``active``, ``is-selected``) is ``selected``.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.classlooks import (
    class_of,
    string_at,
    tab_looks,
    wanted_nodes,
    without_chosen_words,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["tab_links"]


def _chosen(classes: str) -> bool:
    return without_chosen_words(classes) != " ".join(classes.split())


def _tabs_of(snap: dict[str, Any], links: set[int]) -> dict[int, tuple[int, bool]]:
    """Of ``links``, those in a tab's list item: its bar, and whether it is drawn chosen."""
    s = string_at(snap.get("strings", []))
    item_of: dict[int, int] = {}
    chosen: dict[int, tuple[int, bool]] = {}
    for d, hits in wanted_nodes(snap, links):
        nodes = d.get("nodes", {})
        bids: list[int] = nodes["backendNodeId"]
        parents: list[int] = nodes.get("parentIndex", [])
        names: list[int] = nodes.get("nodeName", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        for i in hits:
            up = parents[i] if i < len(parents) else -1
            if up < 0 or s(names[up]) != "LI":
                continue
            item_of[bids[i]] = bids[up]
            on = _chosen(class_of(attrs, i, s)) or _chosen(class_of(attrs, up, s))
            chosen[bids[i]] = (parents[up], on)
    items = tab_looks(snap, set(item_of.values()))
    return {link: chosen[link] for link, item in item_of.items() if item in items}


def tab_links(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Make each link drawn as a tab (see the module's description) a ``tab``, in place.

    ``selected`` goes to the one chosen link of its bar; where none or more than one is
    drawn so, none is.
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role is Role.LINK and d.bid is not None and d.sid in snaps:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for sid, by_bid in wanted.items():
        tabs = _tabs_of(snaps[sid], set(by_bid))
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
