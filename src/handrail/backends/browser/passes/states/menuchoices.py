"""The chosen item of a drop-down menu, marked by its list item's class alone.

UIkit draws a drop-down's items as ``<ul class="uk-nav uk-dropdown-nav"><li
class="uk-active"><a>All tasks</a></li><li><a>Assigned to me</a></li>…``, Bootstrap
its ``dropdown-menu`` likewise: the filter in force is said only by the item's
``uk-active``. Among two or more list items of one menu list (its class names a
drop-down or a menu), each holding one link, button or menu item, exactly one whose
class word draws it chosen (:func:`classlooks.without_chosen_words`): that one's control
is ``selected``, unless it says a state already (a tab, the current page).
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    class_of,
    snapshot_docs,
    without_chosen_words,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["chosen_menu_items"]

_MENU = re.compile(r"(?:^|[-_])(?:dropdown|menu)(?:$|[-_])", re.IGNORECASE)
"""A class word naming a drop-down or menu list (``uk-dropdown-nav``, ``dropdown-menu``)."""
_ITEMS = frozenset({Role.LINK, Role.BUTTON, Role.MENUITEM})
_SAID = frozenset({State.SELECTED, State.CURRENT, State.CHECKED})


def chosen_menu_items(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Mark the chosen item of each drop-down menu among ``drafts`` ``selected`` (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role in _ITEMS and d.bid is not None and d.sid in snaps:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        groups: dict[int, list[tuple[int, bool]]] = {}
        for i in hits:
            item = doc.parents[i] if i < len(doc.parents) else -1
            menu = doc.parents[item] if 0 <= item < len(doc.parents) else -1
            if menu < 0 or s(doc.names[item]).upper() != "LI":
                continue
            if not any(_MENU.search(w) for w in class_of(doc.attrs, menu, s).split()):
                continue
            classes = " ".join(class_of(doc.attrs, item, s).split())
            groups.setdefault(menu, []).append((i, without_chosen_words(classes) != classes))
        for group in groups.values():
            chosen = [i for i, on in group if on]
            if len(group) < 2 or len(chosen) != 1:
                continue
            d = found[doc.bids[chosen[0]]]
            if d.role is not Role.TAB and not d.states & _SAID:
                d.states.add(State.SELECTED)
