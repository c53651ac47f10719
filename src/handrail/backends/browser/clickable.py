"""Which elements of a page a person can click, whatever their role says.

Web apps make rows, icons and tabs of plain ``<div>`` and ``<span>`` elements with a
click handler. Three signs, all read in bulk (no call per element):

- a ``click``/``mousedown``/``pointerdown``/… listener on the element itself, from one
  ``DOMDebugger.getEventListeners`` over the whole document (shadow roots and
  same-process iframes included);
- the snapshot's ``isClickable`` flag (listeners and ``onclick`` attributes as Chromium
  sees them);
- a ``pointer`` cursor the element sets itself: its parent does not have it (the cursor
  is inherited, so only where it starts counts).

Listeners on the document, ``<html>`` or ``<body>`` (delegation) and elements covering
most of the viewport are not signs: they would make the whole page one button.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
from typing import Any

from handrail.backends.browser.cdp import CdpError, CdpSession
from handrail.errors import HandrailError, OperationTimeout

__all__ = ["CLICK_EVENTS", "clickable_nodes", "clickable_with_owners", "listener_nodes"]

CLICK_EVENTS = frozenset(
    {"click", "mousedown", "mouseup", "pointerdown", "pointerup", "touchstart", "touchend"}
)
"""Events whose listener makes an element something to click."""
_GROUP = "handrail-listeners"
_ROOTS = frozenset({"#document", "HTML", "BODY"})
_MAX_SHARE = 0.5
"""An element covering more than this share of the viewport is a page, not a button."""
_LISTENER_TIMEOUT = 5.0
_GROUPS = itertools.count(1)
_RELEASING: set[asyncio.Task[None]] = set()
"""Releases of listener reads' handles still on their way (kept from the collector)."""


async def _release(session: CdpSession, group: str) -> None:
    with contextlib.suppress(CdpError, HandrailError):
        await session.send(
            "Runtime.releaseObjectGroup", {"objectGroup": group}, timeout=_LISTENER_TIMEOUT
        )


async def listener_nodes(session: CdpSession) -> set[int]:
    """Backend node ids of the elements with a click-like listener of their own.

    An empty set when the page does not answer (the snapshot's signs still count).
    """
    # A group of its own per read: its release, sent in the background once the
    # listeners have come, can never drop a later read's handle.
    group = f"{_GROUP}-{next(_GROUPS)}"
    try:
        doc = await session.send(
            "Runtime.evaluate",
            {"expression": "document", "objectGroup": group, "silent": True},
            timeout=_LISTENER_TIMEOUT,
        )
        oid = doc.get("result", {}).get("objectId")
        if not isinstance(oid, str):
            return set()
        try:
            reply = await session.send(
                "DOMDebugger.getEventListeners",
                {"objectId": oid, "depth": -1, "pierce": True},
                timeout=_LISTENER_TIMEOUT,
            )
        finally:
            # Not awaited: the read does not wait a round trip for it. Not sent by a read
            # being cancelled: its event loop may be ending, and the release would outlive
            # it (pending until the interpreter's exit); the browser drops the group's
            # handle when this connection goes.
            current = asyncio.current_task()
            if current is None or not current.cancelling():
                task = asyncio.ensure_future(_release(session, group))
                _RELEASING.add(task)
                task.add_done_callback(_RELEASING.discard)
    except (CdpError, OperationTimeout):
        return set()
    out: set[int] = set()
    for listener in reply.get("listeners", ()):
        bid = listener.get("backendNodeId")
        if isinstance(bid, int) and listener.get("type") in CLICK_EVENTS:
            out.add(bid)
    return out


def clickable_nodes(
    snap: dict[str, Any], listeners: set[int], viewport: tuple[int, int]
) -> set[int]:
    """Backend node ids of the snapshot's elements a person can click.

    ``listeners`` come from :func:`listener_nodes`; ``viewport`` is (width, height),
    to leave out elements covering most of it.
    """
    return clickable_with_owners(snap, listeners, viewport)[0]


def clickable_with_owners(
    snap: dict[str, Any], listeners: set[int], viewport: tuple[int, int]
) -> tuple[set[int], dict[int, int]]:
    """:func:`clickable_nodes`, and the text nodes right inside them: text -> element.

    A plain inline ``<span>`` has no node in Chromium's accessibility tree: its text
    hangs from the nearest element that has one, and only the DOM says which element
    the text belongs to (the segment of a segmented control).
    """
    strings: list[str] = snap.get("strings", [])
    pointer = strings.index("pointer") if "pointer" in strings else -1
    limit = _MAX_SHARE * viewport[0] * viewport[1]
    out: set[int] = set()
    owners: dict[int, int] = {}
    text_name = strings.index("#text") if "#text" in strings else -2
    for d in snap.get("documents", []):
        chosen: set[int] = set()
        nodes = d.get("nodes", {})
        bids: list[int] = nodes.get("backendNodeId", [])
        names: list[int] = nodes.get("nodeName", [])
        parents: list[int] = nodes.get("parentIndex", [])
        lay = d.get("layout", {})
        index: list[int] = lay.get("nodeIndex", [])
        styles: list[list[int]] = lay.get("styles", [])
        bounds: list[list[float]] = lay.get("bounds", [])
        area: dict[int, float] = {}
        cursor: dict[int, bool] = {}
        for k, ni in enumerate(index):
            if ni in area:
                continue
            b = bounds[k] if k < len(bounds) else []
            area[ni] = b[2] * b[3] if len(b) >= 4 else 0.0
            st = styles[k] if k < len(styles) else []
            cursor[ni] = pointer >= 0 and bool(st) and st[0] == pointer
        wanted = set(nodes.get("isClickable", {}).get("index", []))
        if listeners:
            wanted.update(i for i, b in enumerate(bids) if b in listeners)
        for ni, on in cursor.items():
            if on and (ni >= len(parents) or not cursor.get(parents[ni], False)):
                wanted.add(ni)
        for ni in wanted:
            if ni >= len(bids) or ni not in area or area[ni] > limit:
                continue  # not laid out (nothing to click), or most of the page
            name = strings[names[ni]] if ni < len(names) and 0 <= names[ni] < len(strings) else ""
            if name in _ROOTS or name.startswith("#"):
                continue
            out.add(bids[ni])
            chosen.add(ni)
        for ni in index:
            par = parents[ni] if ni < len(parents) else -1
            if par in chosen and ni < len(names) and names[ni] == text_name:
                owners[bids[ni]] = bids[par]
    return out, owners
