"""Messages a page draws as unread by a class alone.

Inboxes, notification lists and chat sidebars set a class on an unread row
(``<div class="row unread">``, ``is-unread``, ``mail--unseen``) and draw it bold; nothing
in the accessibility tree tells it from a row already read. :func:`unread_looks` reads
the class from the page's ``DOMSnapshot.captureSnapshot``.
"""

from __future__ import annotations

import re
from typing import Any

__all__ = ["unread_looks"]

_UNREAD = re.compile(r"(?:^|[-_])(?:unread|unseen)$", re.IGNORECASE)
"""A class word saying unread: ``unread``, ``is-unread``, ``mail--unseen``, ``row_unread``."""


_UP = 3
"""Levels above a message at which an unread class still marks it (``<li class="unread">``
around the message's link)."""


def _marked(pairs: list[int], strings: list[str]) -> bool:
    """Whether an element's class (``pairs``: its attribute name and value indexes) says unread."""
    for k in range(0, len(pairs) - 1, 2):
        if 0 <= pairs[k] < len(strings) and strings[pairs[k]] == "class":
            value = strings[pairs[k + 1]] if 0 <= pairs[k + 1] < len(strings) else ""
            return any(_UNREAD.search(w) for w in value.split())
    return False


def unread_looks(snap: dict[str, Any], wanted: set[int]) -> set[int]:
    """Of ``wanted`` (backend node ids), those a class draws as unread.

    The class is the element's own, or that of an element up to three levels above it
    (the list item around a message's link, which the compact text leaves unsaid).
    """
    strings: list[str] = snap.get("strings", [])
    out: set[int] = set()
    for d in snap.get("documents", []):
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        parents: list[int] = nodes.get("parentIndex", [])
        attrs: list[list[int]] = nodes.get("attributes", [])

        for i, bid in enumerate(bids):
            if bid not in wanted:
                continue
            at, up = i, 0
            while at >= 0 and up <= _UP:
                if _marked(attrs[at] if at < len(attrs) else [], strings):
                    out.add(bid)
                    break
                at = parents[at] if at < len(parents) else -1
                up += 1
    return out
