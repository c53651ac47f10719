"""A check box or radio button drawn by a clickable wrapper reads once, as that wrapper.

Fomantic-UI (and Semantic UI before it) draws ``<div class="ui checkbox"><input
type="checkbox"><label>Require 2FA</label></div>``: the wrapper takes the press, the
input lies transparent under the label's drawn box. Chromium reads both: ``clickable
Require 2FA`` and, inside it, ``covered unchecked checkbox Require 2FA`` (a radio's
wrapper reads ``radio Free`` by its class, over ``covered radio Free``). The wrapper, which
a press toggles, becomes the control, with the input's role and state; the input goes.
A box drawn in view of its own inside a clickable row (a settings row's switch) is not
folded: the row and its switch stay two lines, as a person sees them.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TypeVar

from handrail.model import Node
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["fold_wrapped_boxes"]

_BOXES = frozenset({Role.CHECKBOX, Role.RADIO, Role.SWITCH})
T = TypeVar("T")
_KEPT = frozenset({State.CHECKED, State.MIXED, State.DISABLED})
"""The input's states its wrapper takes over."""


def _key(name: str) -> str:
    return " ".join(name.split()).casefold()


def fold_wrapped_boxes(nodes: list[Node], extra: list[T]) -> tuple[list[Node], list[T]]:
    """``nodes`` (and ``extra``, kept in step) with each wrapped box folded into its wrapper."""
    at = {n.locator: i for i, n in enumerate(nodes)}
    kids: dict[str, list[int]] = {}
    for i, n in enumerate(nodes):
        if n.parent is not None:
            kids.setdefault(n.parent, []).append(i)
    gone: set[int] = set()
    moved: dict[str, str] = {}
    out = list(nodes)
    for i, box in enumerate(nodes):
        p = at.get(box.parent) if box.parent is not None else None
        if box.role not in _BOXES or p is None or not box.name.strip():
            continue
        if State.COVERED not in box.states:
            continue  # a box drawn in view of its own (a settings row's switch) is its own
        wrap = nodes[p]
        if State.CLICKABLE not in wrap.states or _key(wrap.name) != _key(box.name):
            continue
        if wrap.role in INTERACTIVE_ROLES and wrap.role is not box.role:
            continue
        others = [k for k in kids.get(wrap.locator, []) if k != i]
        if any(_acts(nodes[k]) for k in others):
            continue
        states = (wrap.states - _KEPT) | (box.states & _KEPT)
        out[p] = replace(wrap, role=box.role, states=states)
        gone.add(i)
        moved[box.locator] = wrap.locator
    kept = [i for i in range(len(out)) if i not in gone]
    folded = [_moved(out[i], moved) for i in kept]
    return folded, [extra[i] for i in kept]


def _moved(n: Node, moved: dict[str, str]) -> Node:
    """``n`` under its parent's wrapper, where its parent was folded into it."""
    if n.parent is None or n.parent not in moved:
        return n
    return replace(n, parent=moved[n.parent])


def _acts(n: Node) -> bool:
    return n.role in INTERACTIVE_ROLES or State.CLICKABLE in n.states
