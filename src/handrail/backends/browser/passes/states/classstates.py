"""States a control's class words alone say: disabled, and the chosen one of its kin.

Bulma draws its first page's *Previous* as ``<a class="pagination-previous
is-disabled">`` (or ``<a disabled>``), a row of choice buttons as ``<div class="buttons
has-addons"><button class="button is-selected">Day</button><button
class="button">Week</button>``, a drop-down's chosen item as ``<a class="dropdown-item
is-active">``: the page says the state by a class word many libraries share, and each
read as a plain link or button. A control (or a clickable element) whose own class word
is ``disabled`` (``is-disabled``, ``btn-disabled``), or with a ``disabled`` attribute the
tree does not read (a link's) and not saying ``false`` (nor ``aria-disabled="false"``
beside it), is ``disabled``. Among two or more controls of one kind
(a button, a link or a menu item each by its role: a clickable ``div`` drawn as a radio
or a chip is read by its look elsewhere; a class word in common besides the chosen one)
under one parent, exactly one
drawn as the chosen one (:data:`classlooks._CHOSEN_CLASS`: ``active``, ``is-selected``)
is ``pressed`` (a button) or ``selected``, unless a state of its kind is said already.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    DocNodes,
    attribute_of,
    class_of,
    snapshot_docs,
)
from handrail.backends.browser.passes.looks.classlooks import without_chosen_words as _unchosen
from handrail.backends.browser.shape import Draft
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["class_states"]

_DISABLED = re.compile(r"^(?:is-)?disabled$|^[a-z][a-z0-9]*(?:-|__|--)disabled$", re.I)
"""A class word saying its element is disabled (``is-disabled``, ``btn-disabled``)."""
_CHOOSABLE = frozenset({Role.BUTTON, Role.LINK, Role.MENUITEM})
_SAID = frozenset(
    {State.SELECTED, State.PRESSED, State.CURRENT, State.CHECKED, State.EXPANDED, State.COLLAPSED}
)
"""States that already say a control is chosen or opens something."""
_ARIA = ("aria-pressed", "aria-selected", "aria-current", "aria-checked")


def class_states(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Mark ``drafts`` disabled or chosen where their class words say so (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        plain = State.CLICKABLE in d.states and d.role not in INTERACTIVE_ROLES
        if d.bid is not None and d.sid in snaps and (d.role in INTERACTIVE_ROLES or plain):
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        kin: dict[tuple[int, Role], list[tuple[Draft, list[str], bool]]] = {}
        for i in hits:
            d = found[doc.bids[i]]
            classes = class_of(doc.attrs, i, s)
            pairs = doc.attrs[i] if i < len(doc.attrs) else []
            names = {s(pairs[k]) for k in range(0, len(pairs) - 1, 2)}
            if State.DISABLED not in d.states and (
                _class_disabled(classes) or ("disabled" in names and not _enabled(doc, i, s))
            ):
                d.states.add(State.DISABLED)
            role = d.role
            if role not in _CHOOSABLE or i >= len(doc.parents):
                continue
            said = bool(d.states & _SAID) or any(
                attribute_of(doc.attrs, i, s, a) for a in _ARIA if a in names
            )
            kin.setdefault((doc.parents[i], role), []).append((d, classes.split(), said))
        for (_, role), group in kin.items():
            _mark_chosen(group, State.PRESSED if role is Role.BUTTON else State.SELECTED)


def _enabled(doc: DocNodes, i: int, s: Callable[[int], str]) -> bool:
    """Whether node ``i`` says it is enabled though it has a ``disabled`` attribute.

    ``disabled="false"``, or ``aria-disabled="false"`` beside it (Naive UI's tag close
    button, ``<div role=button aria-disabled="false" disabled="false">``, drawn enabled).
    """
    said = (attribute_of(doc.attrs, i, s, a).strip().lower() for a in ("disabled", "aria-disabled"))
    return "false" in said


@lru_cache(maxsize=4096)
def _class_disabled(classes: str) -> bool:
    """Whether a class list says its element is disabled (``is-disabled``)."""
    return any(_DISABLED.match(w) for w in classes.split())


def _mark_chosen(group: list[tuple[Draft, list[str], bool]], state: State) -> None:
    """Mark the one of ``group`` its class words draw as chosen, if they are of one kind."""
    if len(group) < 2 or any(said for _, _, said in group):
        return
    common = set(_unchosen(" ".join(group[0][1])).split())
    for _, words, _ in group[1:]:
        common &= set(_unchosen(" ".join(words)).split())
    if not common:
        return  # not of one kind: a chosen-looking word says something else
    marked = [d for d, words, _ in group if len(_unchosen(" ".join(words)).split()) < len(words)]
    if len(marked) == 1:
        marked[0].states.add(state)
