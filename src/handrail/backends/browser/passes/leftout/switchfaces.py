"""What a library draws of a checkbox it keeps is no switch of its own.

Element Plus draws its switch as a ``div.el-switch`` it listens on around a zero-size
``<input type=checkbox role=switch>``; Vuetify draws ``v-switch`` as a clickable
``.v-switch__track`` beside the ``<input type=checkbox>`` it shows. The face's class draws
a switch, so it would read as a second, unnamed switch beside the real one, in a state
of its own. An element whose class draws a switch and that holds exactly one checkbox the
read shows, or whose parent does, is that checkbox's face: no control of its own (a
press there is the checkbox's). A face around a checkbox the tree leaves out
(``display: none``) stays: it is all a person has of it.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import switch_looks

__all__ = ["switch_faces"]

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
            parents: list[int] = nodes.get("parentIndex", [])
            children: dict[int, list[int]] = {}
            for i, par in enumerate(parents):
                if par >= 0:
                    children.setdefault(par, []).append(i)
            for i in hits:
                found = _inside(children, i, boxes)
                if not found and i < len(parents) and parents[i] >= 0:
                    found = _inside(children, parents[i], boxes)
                if len(found) == 1 and (sid, ids[found[0]]) in shown:
                    out.add((sid, ids[i]))
                    if faced is not None:
                        faced.setdefault(sid, {}).setdefault(ids[found[0]], ids[i])
    return out
