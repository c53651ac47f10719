"""A box whose content the read shows elsewhere is no icon: it goes.

Tabulator's body scrolls in ``<div class="tabulator-tableholder" tabindex=0>``, whose
rows' ``role=rowgroup`` the grid takes for its own by ``aria-owns``: Chromium reads the
rows under the grid and leaves the focusable box empty, an unnamed clickable element that
was hinted by the class words of everything in it (``clickable (icon: tabulator
tableholder table body staff row)``), a page-wide box read as an icon. An unnamed
clickable element of no role that holds nothing in the read, while elements the read
shows lie inside it in the page, is their container, shown through them: no line.
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.passes.kinds import pressed
from handrail.backends.browser.passes.looks.classlooks import wanted_nodes
from handrail.backends.browser.shape import Draft

__all__ = ["without_emptied_boxes"]

_LEVELS = 64
"""How many ancestors up a shown element's container is looked for."""


def _holding(snap: dict[str, Any], boxes: set[int], shown: set[int]) -> set[int]:
    """Those of ``boxes`` (backend node ids) with an element of ``shown`` inside them."""
    out: set[int] = set()
    for doc, hits in wanted_nodes(snap, boxes):
        at = {i for i in hits}
        for j, bid in enumerate(doc.bids):
            if bid not in shown:
                continue
            up = doc.parents[j] if j < len(doc.parents) else -1
            for _ in range(_LEVELS):
                if up < 0:
                    break
                if up in at:
                    out.add(doc.bids[up])
                    break
                up = doc.parents[up] if up < len(doc.parents) else -1
    return out


def without_emptied_boxes(drafts: list[Draft], snaps: dict[str, dict[str, Any]]) -> list[Draft]:
    """``drafts`` without the unnamed clickable boxes whose shown content was read elsewhere."""
    holders = {d.parent for d in drafts}
    boxes: dict[str, dict[int, str]] = {}
    for d in drafts:
        if d.bid is None or d.locator in holders or d.name.strip() or d.value:
            continue
        if pressed(d):
            boxes.setdefault(d.sid, {})[d.bid] = d.locator
    if not boxes:
        return drafts
    gone: set[str] = set()
    for sid, found in boxes.items():
        snap = snaps.get(sid)
        if snap is None:
            continue
        shown = {
            d.bid
            for d in drafts
            if d.sid == sid and d.bid is not None and d.name.strip() and d.bid not in found
        }
        gone |= {found[b] for b in _holding(snap, set(found), shown)}
    return [d for d in drafts if d.locator not in gone] if gone else drafts
