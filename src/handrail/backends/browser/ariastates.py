"""States a page sets by ARIA attributes that Chromium's accessibility tree does not hand on.

``Accessibility.getFullAXTree`` gives no property for ``aria-current``, ``aria-sort`` or
the element an ``aria-activedescendant`` names, yet each tells an agent something it
acts on: which link is the current page or step, which column the table is sorted by,
which option Enter will pick. The DOM snapshot every read takes holds the attributes,
so they are read from it; a page that uses none of them costs one look at its strings.
"""

from __future__ import annotations

from typing import Any

from handrail.vocab import State

__all__ = ["aria_states"]

_CURRENT, _SORT, _ACTIVE = "aria-current", "aria-sort", "aria-activedescendant"
_SORTS = {"ascending": State.ASCENDING, "descending": State.DESCENDING}


def aria_states(snap: dict[str, Any]) -> dict[int, set[State]]:
    """Backend node id -> the states its (or its container's) ARIA attributes give it."""
    strings: list[str] = snap.get("strings", [])
    index = {s: i for i, s in enumerate(strings) if s in (_CURRENT, _SORT, _ACTIVE, "id")}
    wanted = {index[k] for k in (_CURRENT, _SORT, _ACTIVE) if k in index}
    out: dict[int, set[State]] = {}
    if not wanted:
        return out
    current, sort, active = index.get(_CURRENT), index.get(_SORT), index.get(_ACTIVE)
    for d in snap.get("documents", []):
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        attrs: list[list[int]] = nodes.get("attributes", [])
        targets: set[int] = set()
        for i, pairs in enumerate(attrs):
            if wanted.isdisjoint(pairs[0::2]) or i >= len(bids):
                continue
            for k in range(0, len(pairs) - 1, 2):
                key, value = pairs[k], pairs[k + 1]
                text = strings[value] if 0 <= value < len(strings) else ""
                if key == current and text not in ("", "false"):
                    out.setdefault(bids[i], set()).add(State.CURRENT)
                elif key == sort and text in _SORTS:
                    out.setdefault(bids[i], set()).add(_SORTS[text])
                elif key == active and text:
                    targets.add(value)
        if not targets or "id" not in index:
            continue
        id_key = index["id"]
        for i, pairs in enumerate(attrs):
            for k in range(0, len(pairs) - 1, 2):
                if pairs[k] == id_key and pairs[k + 1] in targets and i < len(bids):
                    out.setdefault(bids[i], set()).add(State.HIGHLIGHTED)
    return out
