"""Whether a drawn disclosure control (a tree's switcher, an expander) is open, by its class.

A component library draws a tree node's switcher as a span with no ``aria-expanded`` and
says whether its node is open by a modifier on its class: Ant Design's
``ant-tree-switcher_open`` / ``ant-tree-switcher_close``, a page's ``expander is-expanded``.
The modifier counts only on a class that names a disclosure control (``switcher``,
``expander``, ``toggle``, ``caret``, ``arrow``, ``chevron``, ``twisty``), so a dialog's
``modal-open`` or a menu's ``is-open`` say nothing here. An accordion's section title
(Fomantic-UI's ``<div class="title active">`` in its ``accordion``) is open when
``active``.
"""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

__all__ = ["open_looks"]

_OPEN = frozenset({"open", "opened", "expanded"})
_CLOSED = frozenset({"close", "closed", "collapsed"})
_STATE = re.compile(r"(?:^|^is-|[-_])(open|opened|expanded|close|closed|collapsed)$", re.IGNORECASE)
_DISCLOSER = re.compile(r"switcher|expand|toggle|caret|arrow|chevron|twist|disclos", re.IGNORECASE)


def _open_of(classes: str) -> bool | None:
    """True (open) or False (closed) when a class list draws a disclosure control's state."""
    words = classes.split()
    if not any(_DISCLOSER.search(w) for w in words):
        return None
    for w in words:
        m = _STATE.search(w)
        if m is not None:
            return m.group(1).lower() in _OPEN
    return None


def _section_open(classes: str, parents: str) -> bool | None:
    """Whether an accordion's section title is open, by its class word ``active``.

    Fomantic-UI's ``title`` in an ``accordion``; ``None`` for any other element.
    """
    words = classes.split()
    if "title" not in words or "accordion" not in parents.split():
        return None
    return "active" in words


def open_looks(snap: dict[str, Any], wanted: dict[int, bool]) -> dict[int, bool]:
    """Of ``wanted``, those whose class draws a disclosure control open (True) or closed.

    ``wanted`` maps a backend node id to whether its parent's class counts too.

    The parent's class counts for an icon alone inside the switcher (Ant's caret image in
    the ``ant-tree-switcher_open`` span that takes the press), not for a node's title or
    check box, whose parent row (``ant-tree-treenode-switcher-open``) says it of the row.
    """
    if not wanted:
        return {}
    strings: list[str] = snap.get("strings", [])

    def s(i: int) -> str:
        return strings[i] if 0 <= i < len(strings) else ""

    out: dict[int, bool] = {}
    for d in snap.get("documents", []):
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        parents: list[int] = nodes.get("parentIndex", [])
        attrs: list[list[int]] = nodes.get("attributes", [])

        def classes(i: int, attrs: list[list[int]] = attrs) -> str:
            pairs = attrs[i] if 0 <= i < len(attrs) else []
            found = (s(pairs[k + 1]) for k in range(0, len(pairs) - 1, 2) if s(pairs[k]) == "class")
            return next(found, "")

        kinds: list[int] = nodes.get("nodeType", [])
        elements = Counter(p for p, k in zip(parents, kinds, strict=False) if k == 1)
        for i, bid in enumerate(bids):
            if bid not in wanted:
                continue
            look = _open_of(classes(i))
            parent = parents[i] if i < len(parents) else -1
            # The switcher that holds only the icon; not a row holding more.
            if look is None and wanted[bid] and parent >= 0 and elements[parent] == 1:
                look = _open_of(classes(parent))
            if look is None and parent >= 0:
                look = _section_open(classes(i), classes(parent))
            if look is not None:
                out[bid] = look
    return out
