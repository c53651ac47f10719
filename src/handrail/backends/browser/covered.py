"""Which interactive elements in view another element covers, by hit tests.

The centre of each interactive element in view (its part inside its clip) is asked
with ``DOM.getNodeForLocation``, in its frame's document coordinates; an element whose
hit is not itself or inside it is ``covered``, unless the hit is the shadow host it is
drawn in (the host's text slotted into it is hit as the host, the text's parent), or
the words a drop-down's box draws over its transparent combobox (:func:`face_of`). One
whose only part in view is a thin band along the edge of the scrolling box it lies in,
where the hit is that box itself, lies under the box's border or scroll bar: it is
``offscreen``, not covered. One that takes no pointer (``pointer-events: none``) and
is hit when the test looks through such elements is not covered either: nothing lies
over it. The points a page's read tested are kept
(:data:`LAST_POINTS`) so its next read can ask for them right behind its snapshot.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Awaitable, Mapping
from dataclasses import replace
from typing import Any

from handrail.backends.browser.layout import SessionLayout
from handrail.backends.browser.session.cdp import CdpSession
from handrail.backends.browser.session.page import PageHandle
from handrail.model import Node
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["LAST_POINTS", "Point", "face_of", "hit_test", "mark_covered"]

Point = tuple[int, int]
_EDGE = 24
"""The widest band (px) a scrolling box's border and scroll bar may take at its edge."""
LAST_POINTS: weakref.WeakKeyDictionary[PageHandle, list[Point]] = weakref.WeakKeyDictionary()
"""Per page: the points (top document coordinates) its last read hit-tested.

The next read asks for them again right behind its snapshot, so the renderer answers
them while the drafts are being shaped; an element whose centre is still at one of
them takes that answer (the same hit test at the same point, made after the same
snapshot) instead of a round trip of its own once its bounds are known."""


def hit_test(
    session: CdpSession, point: Point, *, through: bool = False
) -> Awaitable[dict[str, Any]]:
    """The node drawn at ``point`` (document coordinates) of the session's top document.

    With ``through``, elements that take no pointer (``pointer-events: none``) are hit
    as drawn.
    """
    x, y = point
    return session.send(
        "DOM.getNodeForLocation", {"x": x, "y": y, "ignorePointerEventsNone": through}
    )


async def mark_covered(
    page: PageHandle,
    nodes: list[Node],
    bids: list[tuple[str, int | None]],
    layouts: dict[str, SessionLayout],
    early_hits: Mapping[Point, Awaitable[dict[str, Any]]],
) -> None:
    """Hit-test the centre of each interactive node in view; mark it when another wins.

    ``nodes`` is changed in place. ``early_hits`` are hit tests of the top document
    already asked for, by point.
    """
    checks: list[tuple[int, CdpSession, SessionLayout, int, Point, bool]] = []
    sessions = {page.main.id: page.main}
    sessions.update({s.id: s for s in page.oopifs.values()})
    for i, n in enumerate(nodes):
        sid, bid = bids[i]
        operable = n.role in INTERACTIVE_ROLES or State.CLICKABLE in n.states
        if bid is None or not operable or n.bounds is None:
            continue
        layout = layouts.get(sid)
        clip = layout.clips.get(bid) if layout else None
        if layout is None or clip is None or State.OFFSCREEN in n.states:
            continue
        visible = n.bounds.intersection(clip)
        host = layout.parked_host(bid) if visible is None else None
        if host is not None and host in layout.clips:
            # A field cut off to nothing is seen, and pressed, as the box drawing it.
            visible = n.bounds.intersection(layout.clips[host])
        if visible is None or sid not in sessions:
            continue
        piece = layout.pieces.get(bid)
        # Wrapped onto several lines, its box's centre lies between its pieces: a press
        # goes to the middle of its first piece.
        cx, cy = piece if piece is not None and visible.contains_point(*piece) else visible.center
        # The hit test takes the frame's document coordinates.
        local = (
            round(cx - layout.shift[0] + layout.scroll[0]),
            round(cy - layout.shift[1] + layout.scroll[1]),
        )
        thin = min(visible.w, visible.h) <= _EDGE and visible != n.bounds
        checks.append((i, sessions[sid], layout, bid, local, thin))
    main = page.main
    LAST_POINTS[page] = [p for _, s, _, _, p, _ in checks if s is main]
    if not checks:
        return
    replies = await asyncio.gather(
        *(
            early_hits[p] if s is main and p in early_hits else hit_test(s, p)
            for _, s, _, _, p, _ in checks
        ),
        return_exceptions=True,
    )
    held: list[tuple[int, CdpSession, int, int, State]] = []
    suspects: list[tuple[int, CdpSession, SessionLayout, int, Point, int, State]] = []

    def operable_bids(i: int) -> set[int]:
        sid = bids[i][0]
        return {
            b
            for (s, b), n in zip(bids, nodes, strict=True)
            if s == sid and b is not None and n.role in INTERACTIVE_ROLES
        } - {bids[i][1]}

    for (i, session, layout, bid, point, thin), reply in zip(checks, replies, strict=True):
        if isinstance(reply, BaseException):
            continue
        hit = reply.get("backendNodeId")
        if nodes[i].role is Role.TEXT:
            bid = layout.parent(bid) or bid  # a text's hit is its element's
        if not isinstance(hit, int) or layout.within(hit, bid) or layout.labelled(hit, bid):
            continue
        if nodes[i].role is Role.COMBOBOX and face_of(layout, hit, bid, operable_bids(i)):
            continue
        frame = layout.framed.get(bid)
        if frame is not None and layout.within(hit, frame):
            continue  # the field drawn around a combobox's input is that combobox
        host = layout.parked_host(bid)
        if host is not None and layout.within(hit, host) and not layout.laid_over(hit, host):
            continue  # a field parked outside the page is where the box drawing it is
        if State.DISABLED in nodes[i].states and layout.within(bid, hit):
            # A disabled control that takes no hits (``pointer-events: none``): the hit
            # is its own container. Disabled says it; covered would send the agent
            # looking for an overlay that is not there.
            continue
        box = layout.clip_box.get(bids[i][1] or bid)
        state = State.OFFSCREEN if thin and hit == box else State.COVERED
        suspects.append((i, session, layout, bid, point, hit, state))
    drawn_alone = await asyncio.gather(
        *(hit_test(s, p, through=True) for _, s, _, _, p, _, _ in suspects),
        return_exceptions=True,
    )
    for (i, session, layout, bid, _, hit, state), alone in zip(suspects, drawn_alone, strict=True):
        own = alone.get("backendNodeId") if isinstance(alone, dict) else None
        if isinstance(own, int) and layout.within(own, bid):
            # It takes no pointer (``pointer-events: none``, Swiper's disabled arrow):
            # what the pointer hits is behind it, not over it.
            continue
        if layout.within(bid, hit):  # the hit holds the element: maybe its shadow host
            held.append((i, session, hit, bid, state))
            continue
        nodes[i] = replace(nodes[i], states=nodes[i].states | {state})
    if held:
        drawn = await asyncio.gather(
            *(_in_shadow_of(s, hit, bid) for _, s, hit, bid, _ in held), return_exceptions=True
        )
        for (i, *_, state), inside in zip(held, drawn, strict=True):
            if inside is not True:
                nodes[i] = replace(nodes[i], states=nodes[i].states | {state})


_IN_SHADOW_OF = """function(hit) {
  for (let r = this.getRootNode(); r instanceof ShadowRoot; r = r.host.getRootNode()) {
    if (r.host === hit) return true;
  }
  return false;
}"""


async def _in_shadow_of(session: CdpSession, hit: int, element: int) -> bool:
    """Whether ``element`` is drawn in the shadow tree of ``hit`` (or one inside it).

    A host's own text slotted into a control of its shadow tree (a Shoelace button's
    label) is hit as the host, the text's parent: the press goes through the control.
    """
    objects = await asyncio.gather(
        *(session.send("DOM.resolveNode", {"backendNodeId": b}) for b in (element, hit))
    )
    own, other = (o["object"]["objectId"] for o in objects)
    reply = await session.send(
        "Runtime.callFunctionOn",
        {
            "objectId": own,
            "functionDeclaration": _IN_SHADOW_OF,
            "arguments": [{"objectId": other}],
            "returnByValue": True,
        },
    )
    return reply.get("result", {}).get("value") is True


_FACE_LEVELS = 3
"""Levels above a combobox at which the box drawing its face may begin."""


def face_of(layout: SessionLayout, hit: int, control: int, others: set[int]) -> bool:
    """Whether ``hit`` is in the box drawing ``control``'s face, a few levels up.

    Ant Design's Select keeps its ``<input role=combobox>`` transparent in a box that
    draws the choice (or the placeholder) beside it, over it: the smallest element
    around the combobox that holds the hit, holding none of ``others`` (the other
    controls), is that box, and a press on its words is the combobox's.
    """
    box: int | None = control
    for _ in range(_FACE_LEVELS):
        box = layout.parent(box) if box is not None else None
        if box is None:
            return False
        if layout.within(hit, box):
            return not any(layout.within(o, box) for o in others)
    return False
