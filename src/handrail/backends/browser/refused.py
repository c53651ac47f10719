"""Clickable elements drawn as refusing a press: the ``not-allowed`` cursor.

A wizard's *Continue* made of a ``<span>`` with a click handler cannot be disabled the
way a ``<button>`` is; until the form is filled its class greys it and sets
``cursor: not-allowed``, and its handler does nothing. Chromium's tree says nothing of
it; the cursor, read from the snapshot, says it is disabled.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import first_entries

__all__ = ["refused_looks"]

_CURSOR = 0
"""Where ``cursor`` is in a node's snapshot styles (:data:`layout.SNAPSHOT_STYLES`)."""


def refused_looks(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """Of ``wanted`` (backend node ids), those whose own cursor is ``not-allowed``."""
    strings: list[str] = snap.get("strings", [])
    if not wanted or "not-allowed" not in strings:
        return set()
    refused = strings.index("not-allowed")
    out: set[int] = set()
    for d in snap.get("documents", []):
        bids: list[int] = d.get("nodes", {}).get("backendNodeId", [])
        hits = {i: b for i, b in enumerate(bids) if b in wanted}
        if not hits:
            continue
        lay = d.get("layout", {})
        styles = first_entries(lay.get("nodeIndex", []), lay.get("styles", []))
        for i, bid in hits.items():
            st = styles.get(i)
            if st and len(st) > _CURSOR and st[_CURSOR] == refused:
                out.add(bid)
    return out
