"""A tree grid's rows nested as their levels say, so a row's children read under it.

A tree grid (``role=treegrid``, after the WAI-ARIA Authoring Practices) keeps its rows
side by side in one table and says each one's depth by ``aria-level`` alone: read as
they stand, a task and the epic it belongs to were peers, and an agent could not tell
which rows pressing an expanded row would hide. Each row with a level right below that
of the last row before it in the same table, one level up, is that row's child (its
line is indented under it); a row whose level says nothing so (the first, or one after
a gap of levels) stays where it is.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.looks.classlooks import attribute_of, snapshot_docs
from handrail.backends.browser.shape import Draft
from handrail.vocab import Role

__all__ = ["nested_rows"]


def _levels(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> dict[str, int]:
    """Row locator -> the level its ``aria-level`` says, for rows that say one."""
    wanted: dict[str, dict[int, Draft]] = {}
    for d in drafts:
        if d.role is Role.ROW and d.bid is not None:
            wanted.setdefault(d.sid, {})[d.bid] = d
    levels: dict[str, int] = {}
    for found, doc, hits, s in snapshot_docs(snaps, wanted):
        for i in hits:
            raw = attribute_of(doc.attrs, i, s, "aria-level").strip()
            if raw.isdigit() and int(raw) > 0:
                levels[found[doc.bids[i]].locator] = int(raw)
    return levels


def nested_rows(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> None:
    """Give each row of a level under the row one level up before it (in place)."""
    levels = _levels(drafts, snaps)
    if not any(level > 1 for level in levels.values()):
        return
    open_rows: dict[str | None, list[tuple[int, str]]] = {}
    """Per table (the rows' parent as read): the rows a later row may be under."""
    for d in drafts:
        level = levels.get(d.locator)
        if level is None:
            continue
        stack = open_rows.setdefault(d.parent, [])
        while stack and stack[-1][0] >= level:
            stack.pop()
        up = stack[-1][1] if stack and stack[-1][0] == level - 1 else None
        stack.append((level, d.locator))
        if up is not None:
            d.parent = up
