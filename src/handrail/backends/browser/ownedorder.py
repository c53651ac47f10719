"""Elements an owner takes by ``aria-owns`` read where the page draws them.

Chromium puts the nodes an element owns by ``aria-owns`` after all its own children:
Tabulator's grid owns its rows' ``role=rowgroup`` from the table holder under its header,
so the rows read after the pager drawn below them. An owned node still lies in the page
inside one of its owner's children (the holder): its drafts move to right after that
child's, where a person sees them. Its parent stays its owner, and its locator (and so
its id) stays what it was.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.shape import Draft, subtree_end

__all__ = ["owned_in_place"]

_LEVELS = 64
"""How many ancestors up the page's child of the owner holding an owned node is looked for."""


def _ancestors(snap: dict[str, Any], bid: int) -> list[int]:
    """The backend node ids of ``bid``'s ancestors in the page, nearest first."""
    for doc in snap.get("documents", []):
        nodes = doc.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        parents: list[int] = nodes.get("parentIndex", [])
        if bid not in bids:
            continue
        out: list[int] = []
        up = parents[bids.index(bid)]
        while up >= 0 and len(out) < _LEVELS:
            out.append(bids[up])
            up = parents[up] if up < len(parents) else -1
        return out
    return []


def _move(drafts: list[Draft], d: Draft, snap: dict[str, Any]) -> list[Draft]:
    """``drafts`` with ``d`` and the drafts under it moved after its holder's, if any."""
    assert d.bid is not None
    i = drafts.index(d)
    stop = subtree_end(drafts, i)
    block = drafts[i:stop]
    rest = drafts[:i] + drafts[stop:]
    siblings = {e.bid: e for e in rest if e.parent == d.parent and e.sid == d.sid}
    holder = next((siblings[b] for b in _ancestors(snap, d.bid) if b in siblings), None)
    if holder is None:
        return drafts
    at = subtree_end(rest, rest.index(holder))
    return rest[:at] + block + rest[at:]


def owned_in_place(
    drafts: list[Draft], owned: set[tuple[str, int]], snaps: dict[str, dict[str, Any]]
) -> list[Draft]:
    """``drafts`` with each owned one (session id, backend node id) read where it is drawn."""
    if not owned:
        return drafts
    for d in [d for d in drafts if d.bid is not None and (d.sid, d.bid) in owned]:
        snap = snaps.get(d.sid)
        if snap is not None and d in drafts:
            drafts = _move(drafts, d, snap)
    return drafts
