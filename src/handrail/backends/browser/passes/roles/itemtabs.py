"""Controls each in an item of a row of tabs are tabs, the item marked chosen selected.

Onsen UI writes its tab bar as ``<div class="tabbar"><ons-tab class="tabbar__item
active"><button class="tabbar__button">…Home…</button></ons-tab>…``: Chromium reads
``button Home``, ``button Prefs``, and which page shows is said by the item's ``active``
alone. A link, button or clickable element of no role right inside an item whose class
names it an item of a row of tabs (``tabbar__item``, ``tabs-item``: a block that
:data:`tabrows._ROW_CLASS` takes, then ``__item`` or ``-item``), two or more such items
under one parent, is a ``tab``; the one whose item's class draws it as chosen among
them (``active``, ``is-selected``: :func:`classlooks.chosen_looks`) is ``selected``.
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    chosen_looks,
    class_of,
    string_at,
    wanted_nodes,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["item_tabs"]

_ITEM_CLASS = re.compile(
    r"^(?:[a-z0-9]+[-_])*(?:tabs|tabbar|tab[-_](?:bar|list|nav|row|strip))(?:__|-)item$",
    re.IGNORECASE,
)
"""A class word naming an item of a row of tabs (``tabbar__item``, ``tab-bar__item``)."""


def _items(snap: dict[str, Any], wanted: set[int]) -> dict[int, int]:
    """Of ``wanted``, those right inside an item of a row of tabs -> that item.

    Only items two or more of which share a parent count.
    """
    s = string_at(snap.get("strings", []))
    out: dict[int, int] = {}
    for d, hits in wanted_nodes(snap, wanted):
        rows: dict[int, dict[int, int]] = {}
        for i in hits:
            item = d.parents[i] if i < len(d.parents) else -1
            words = class_of(d.attrs, item, s).split() if item >= 0 else []
            if not any(_ITEM_CLASS.match(w) for w in words):
                continue
            row = d.parents[item] if item < len(d.parents) else -1
            rows.setdefault(row, {})[d.bids[item]] = d.bids[i]
        for found in rows.values():
            if len(found) > 1:
                out.update({control: item for item, control in found.items()})
    return out


def item_tabs(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Make the controls of ``drafts`` each in an item of a row of tabs tabs (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        plain = State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
        if d.bid is not None and d.sid in snaps and (d.role in (Role.LINK, Role.BUTTON) or plain):
            wanted.setdefault(d.sid, {})[d.bid] = d
    for sid, found in wanted.items():
        snap = snaps[sid]
        items = _items(snap, set(found))
        if not items:
            continue
        chosen = chosen_looks(snap, set(items.values()))
        for bid, item in items.items():
            tab = found[bid]
            tab.role = Role.TAB
            if item in chosen:
                tab.states.add(State.SELECTED)
