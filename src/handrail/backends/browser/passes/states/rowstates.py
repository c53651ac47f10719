"""A table row the page selects by its class alone reads ``selected``.

DataTables (its select examples and most pages' own handlers), Bootstrap tables and
many grids mark a selected row only by a class word on the ``<tr>``: ``selected``,
``is-selected``, a library's ``…-row-selected`` or ``…-selected``. A row of ``drafts``
carrying such a word, and not saying its selection by ARIA, is ``selected`` (a row
Chromium already reads ``selected``, by ``aria-selected``, keeps what it says).
"""

from __future__ import annotations

import re
from typing import Any

from handrail.backends.browser.passes.looks.classlooks import (
    class_of,
    snapshot_docs,
)
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role, State

__all__ = ["selected_rows"]

_SELECTED = re.compile(r"^(?:is-)?selected$|^[a-z][a-z0-9]*(?:[-_][a-z0-9]+)*(?:-|__|--)selected$")
"""A class word saying a row is selected (``selected``, ``is-selected``, ``row-selected``)."""


def selected_rows(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Mark each row of ``drafts`` that a class word draws selected ``selected`` (in place)."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role is Role.ROW and d.bid is not None and d.sid in snaps:
            wanted.setdefault(d.sid, {})[d.bid] = d
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            pairs = doc.attrs[i] if i < len(doc.attrs) else []
            names = {s(pairs[k]) for k in range(0, len(pairs) - 1, 2)}
            if "aria-selected" in names:
                continue
            if any(_SELECTED.match(w) for w in class_of(doc.attrs, i, s).split()):
                found[doc.bids[i]].states.add(State.SELECTED)
