"""Whether a page holds content in closed shadow roots, which no script of the page sees.

A closed shadow root (``attachShadow({mode: 'closed'})``) hides its nodes from every
script but its owner's, the tree mirror's watcher too: their changes reach no
``MutationObserver``. Chromium's accessibility tree and DOM snapshot still hold them;
the snapshot marks each node inside one with its ``shadowRootType``.
"""

from __future__ import annotations

from typing import Any

__all__ = ["has_closed_shadow"]


def has_closed_shadow(snapshot: dict[str, Any]) -> bool:
    """True when a ``DOMSnapshot.captureSnapshot`` reply has a node in a closed shadow root."""
    strings: list[str] = snapshot.get("strings", [])
    try:
        closed = strings.index("closed")
    except ValueError:
        return False
    return any(
        closed in doc.get("nodes", {}).get("shadowRootType", {}).get("value", ())
        for doc in snapshot.get("documents", ())
    )
