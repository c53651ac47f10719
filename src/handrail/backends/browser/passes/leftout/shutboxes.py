"""What a box of no height (or no width) cuts off is not on the page a person sees.

A collapsible section the page closes by its height (Materialize's collapsible, many
hand-built accordions: ``max-height: 0; overflow: hidden``) keeps its body laid out
inside a box one pixel high or less; a drop-down library keeps the page's own
``<select>`` in a wrapper of no size that cuts it off (Materialize's ``.hide-select``).
Chromium's tree reads all of it, and a read listed the closed section's text and
buttons as if shown, and the ``<select>`` as a second, ``offscreen`` combobox beside the
one the library draws. Such content is as hidden as ``display: none``: no person reads
it, no scroll reveals it, so it goes.

Left in: what a box of ``clip: rect(0 0 0 0)`` holds (``sr-only``, ``visually-hidden``:
text kept for screen readers, and the inputs a label draws), what is placed outside the
box's flow (``position: absolute`` or ``fixed`` below it, which the box may not cut off),
and a focused element (keys go there).
"""

from __future__ import annotations

from typing import Any

from handrail.backends.browser.layout import CLIP, POSITION, SessionLayout, subtree_end
from handrail.backends.browser.shape import Draft, drop
from handrail.vocab import State

__all__ = ["shut_nodes", "without_shut_content"]

_SHUT = 1.5
"""A cutting box at most this high or wide (px) shows nothing of what it holds."""
_CUTTING = ("hidden", "clip", "auto", "scroll")
_CLIPPED_AWAY = "rect(0px, 0px, 0px, 0px)"
_PLACED = ("absolute", "fixed")
_ROOTS = ("HTML", "BODY")


def shut_nodes(snap: dict[str, Any]) -> set[int]:
    """The backend ids of one snapshot's nodes that lie in a shut box (and show nothing)."""
    strings: list[str] = snap.get("strings", [])
    cutting = {i for i, v in enumerate(strings) if v in _CUTTING}
    if not cutting:
        return set()
    placed = {i for i, v in enumerate(strings) if v in _PLACED}
    away = strings.index(_CLIPPED_AWAY) if _CLIPPED_AWAY in strings else -2
    roots = {i for i, v in enumerate(strings) if v in _ROOTS}
    out: set[int] = set()
    for doc in snap.get("documents", []):
        nodes = doc.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        parents: list[int] = nodes.get("parentIndex", [])
        names: list[int] = nodes.get("nodeName", [])
        lay = doc.get("layout", {})
        index: list[int] = lay.get("nodeIndex", [])
        styles: list[list[int]] = lay.get("styles", [])
        bounds: list[list[float]] = lay.get("bounds", [])
        own: dict[int, list[int]] = {}
        tops: list[int] = []
        for k, ni in enumerate(index):
            st = styles[k] if k < len(styles) else []
            if ni in own:
                continue
            own[ni] = st
            b = bounds[k] if k < len(bounds) else []
            if (
                len(st) > CLIP
                and (st[1] in cutting or st[2] in cutting)
                and st[CLIP] != away
                and len(b) >= 4
                and min(b[2], b[3]) <= _SHUT
                and not (ni < len(names) and names[ni] in roots)
            ):
                tops.append(ni)
        count = min(len(bids), len(parents))
        for top in tops:
            end = subtree_end(parents, top, count)
            free: set[int] = set()
            for ni in range(top + 1, end):
                st = own.get(ni, [])
                if parents[ni] in free or (len(st) > POSITION and st[POSITION] in placed):
                    free.add(ni)
                else:
                    out.add(bids[ni])
    return out


def without_shut_content(
    drafts: list[Draft],
    layouts: dict[str, SessionLayout],
    snaps: dict[str, dict[str, Any]],
) -> list[Draft]:
    """``drafts`` without what lies in a shut box (see the module's description).

    A control drawn by its label (:attr:`SessionLayout.stand_in`) and a focused draft
    stay; what lies inside a draft that goes goes with it.
    """
    shut = {sid: shut_nodes(snap) for sid, snap in snaps.items()}
    if not any(shut.values()):
        return drafts
    gone: set[str] = set()
    for d in drafts:
        layout = layouts.get(d.sid)
        if State.FOCUSED in d.states or (
            layout is not None and d.bid is not None and d.bid in layout.stand_in
        ):
            continue
        if d.parent in gone or (d.bid is not None and d.bid in shut.get(d.sid, ())):
            gone.add(d.locator)
    return drop(drafts, gone, {}) if gone else drafts
