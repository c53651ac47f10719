"""What a library draws of a checkbox it keeps is no switch of its own.

Element Plus draws its switch as a ``div.el-switch`` it listens on around a zero-size
``<input type=checkbox role=switch>``; Vuetify draws ``v-switch`` as a clickable
``.v-switch__track`` beside the ``<input type=checkbox>`` it shows. The face's class draws
a switch, so it would read as a second, unnamed switch beside the real one, in a state
of its own. An element whose class draws a switch and that holds exactly one checkbox the
read shows, or whose parent does, is that checkbox's face: no control of its own (a
press there is the checkbox's). A face around a checkbox the tree leaves out
(``display: none``) stays: it is all a person has of it.

The checkbox itself is the switch a person sees: MUI's ``Switch`` draws a track and a
thumb around a bare ``<input type=checkbox>`` in ``span.MuiSwitch-switchBase``, Vuetify
its ``v-switch`` in ``div.v-input.v-switch``, Materialize in ``div.switch``, often with no
``role="switch"``. A checkbox whose ancestor, a few levels up, has a class that draws a
switch and holds no other checkbox reads ``switch`` (:func:`boxed_switches`), in the
checkbox's own state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    DocNodes,
    class_of,
    draws_box,
    draws_switch,
    string_at,
    switch_looks,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["boxed_switches", "switch_faces"]

_UP = 5
"""How many levels above a checkbox its switch's class may be (Vuetify's is five up)."""

_INSIDE_NODES = 40
"""How many nodes of a face, or of its parent, are looked through for its checkbox."""


def _checkboxes(nodes: dict[str, Any], strings: list[str]) -> set[int]:
    """Indexes of the ``<input type=checkbox>`` nodes of one document."""
    names: list[int] = nodes.get("nodeName", [])
    attrs: list[list[int]] = nodes.get("attributes", [])

    def s(k: int) -> str:
        return strings[k] if 0 <= k < len(strings) else ""

    out: set[int] = set()
    for i, name in enumerate(names):
        if s(name) != "INPUT":
            continue
        pairs = attrs[i] if i < len(attrs) else []
        for k in range(0, len(pairs) - 1, 2):
            if s(pairs[k]) == "type" and s(pairs[k + 1]).lower() == "checkbox":
                out.add(i)
    return out


def _inside(children: dict[int, list[int]], at: int, boxes: set[int]) -> list[int]:
    """The checkboxes among the first nodes below ``at``."""
    found: list[int] = []
    queue, seen = list(children.get(at, ())), 0
    while queue and seen < _INSIDE_NODES:
        i = queue.pop(0)
        seen += 1
        if i in boxes:
            found.append(i)
        queue.extend(children.get(i, ()))
    return found


def switch_faces(
    snaps: dict[str, dict[str, Any]],
    clickable: dict[str, set[int]],
    shown: set[tuple[str, int]],
    faced: dict[str, dict[int, int]] | None = None,
) -> set[tuple[str, int]]:
    """(session id, backend node id) of the clickable elements that draw a shown checkbox.

    Args:
        snaps: per session, its DOM snapshot.
        clickable: per session, the backend node ids a person can click.
        shown: (session id, backend node id) of the nodes the read has.
        faced: filled in, when given, per session: each checkbox -> its face, whose
            parts drawn over the box take its press (Fomantic-UI's ``ui toggle checkbox``).

    """
    out: set[tuple[str, int]] = set()
    for sid, bids in clickable.items():
        snap = snaps.get(sid)
        if snap is None or not bids:
            continue
        looks = switch_looks(snap, bids)
        if not looks:
            continue
        strings: list[str] = snap.get("strings", [])
        for d in snap.get("documents", []):
            nodes = d.get("nodes", {})
            ids: list[int] = nodes.get("backendNodeId", [])
            hits = [i for i, b in enumerate(ids) if b in looks]
            if not hits:
                continue
            boxes = _checkboxes(nodes, strings)
            if not boxes:
                continue
            doc = DocNodes.of(d)
            parents, children = doc.parents, doc.children
            for i in hits:
                found = _inside(children, i, boxes)
                if not found and i < len(parents) and parents[i] >= 0:
                    found = _inside(children, parents[i], boxes)
                if len(found) == 1 and (sid, ids[found[0]]) in shown:
                    out.add((sid, ids[i]))
                    if faced is not None:
                        faced.setdefault(sid, {}).setdefault(ids[found[0]], ids[i])
    return out


def boxed_switches(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Make each checkbox drawn as a switch (see the module's description) a ``switch``.

    Changes the drafts in place; the checkbox keeps its state (``checked`` or not).
    """
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role is Role.CHECKBOX and d.bid is not None:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for sid, by_bid in wanted.items():
        snap = snaps.get(sid)
        if snap is None:
            continue
        strings: list[str] = snap.get("strings", [])
        s = string_at(strings)
        for doc in snap.get("documents", []):
            nodes = doc.get("nodes", {})
            bids: list[int] = nodes.get("backendNodeId", [])
            boxes = _checkboxes(nodes, strings)
            hits = [i for i in boxes if i < len(bids) and bids[i] in by_bid]
            if not hits:
                continue
            dn = DocNodes.of(doc)
            parents, attrs, children = dn.parents, dn.attrs, dn.children
            for i in hits:
                drawn = _drawn_switch(i, parents, attrs, s)
                if drawn is not None and _inside(children, drawn, boxes) == [i]:
                    by_bid[bids[i]].role = Role.SWITCH


def _drawn_switch(
    at: int, parents: list[int], attrs: list[list[int]], s: Callable[[int], str]
) -> int | None:
    """The ancestor of checkbox ``at`` whose class draws it as a switch, if one does.

    An ancestor on the way whose class draws a tick box (MUI's ``MuiCheckbox-root``,
    beside its shared ``PrivateSwitchBase-root``) makes it a check box: ``None``.
    """
    for _ in range(_UP):
        at = parents[at] if 0 <= at < len(parents) else -1
        if at < 0:
            return None
        words = class_of(attrs, at, s)
        if draws_box(words):
            return None
        if draws_switch(words):
            return at
    return None
