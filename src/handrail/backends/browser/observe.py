"""Read a page's accessibility tree, per frame, with bounds, offscreen and covered states.

One round: the frame list and the ``<iframe>`` owning each child frame, one
``Accessibility.getFullAXTree`` per frame, one ``DOMSnapshot.captureSnapshot`` (with the
cursor style) and one listener read per process (all in flight at once), then a batch
of hit tests for the interactive elements in view (those at the points the page's last
read tested are asked for right behind the snapshot, see ``_LAST_POINTS``). The AX
trees are turned into drafts while the renderer still takes the snapshot; once it has
come, the drafts are shaped (:mod:`shape`: clickable elements kept, text blocks joined)
and get their bounds. If the page navigates while this happens the round is thrown
away and read again once.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import gc
import weakref
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from handrail.backends.base import Tree
from handrail.backends.browser.cdp import CdpError, CdpSession
from handrail.backends.browser.clickable import clickable_with_owners, listener_nodes
from handrail.backends.browser.dialogtree import dialog_tree, make_locator
from handrail.backends.browser.hints import glyph_only, icon_hints
from handrail.backends.browser.layout import (
    SNAPSHOT_STYLES,
    SessionLayout,
    iframe_nodes,
    read_layout,
)
from handrail.backends.browser.page import FrameInfo, PageHandle
from handrail.backends.browser.roles import (
    SKIPPED_ROLES,
    WHOLE_FIELDS,
    field_role,
    map_role,
    map_states,
    node_name,
    prop_map,
)
from handrail.backends.browser.shape import Draft, shape
from handrail.errors import OperationTimeout, TargetNotFound
from handrail.geometry import Rect
from handrail.model import Environment, Node, ObserveOptions
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__all__ = ["AxSource", "frame_boxes", "full_ax_tree", "read_page"]

AxSource = Callable[[CdpSession, str | None], Awaitable[dict[str, Any]]]
"""Where a read gets a frame's ``getFullAXTree`` reply: (session, frame id or ``None``
for the session's top frame) -> the reply. The mirror answers from its copy."""


def full_ax_tree(session: CdpSession, frame_id: str | None) -> Awaitable[dict[str, Any]]:
    """Ask Chromium for the frame's whole accessibility tree (the default source)."""
    params = {"frameId": frame_id} if frame_id is not None else None
    return session.send("Accessibility.getFullAXTree", params)


_EDITABLE_ROLES = frozenset({Role.TEXTBOX, Role.SEARCHBOX})
_HINTED_ROLES = INTERACTIVE_ROLES | {Role.IMAGE}
"""Unnamed nodes of these roles get an icon hint from their look."""
_WRAPPERS = frozenset({Role.GENERIC, Role.UNKNOWN, Role.SECTION, Role.GROUP, Role.LABEL})


_Box = tuple[float, float, float, float]
_Pending = tuple[dict[str, Any], list[FrameInfo], dict[int, _Box]]


_Early = tuple[
    list[FrameInfo],
    "asyncio.Future[dict[str, Any]]",
    "asyncio.Future[tuple[dict[str, Any], dict[int, _Box]]]",
    "asyncio.Future[dict[str, Any]]",
    "asyncio.Future[set[int]]",
]
"""The frames of a page and the calls already made for it: the top frame's AX tree, the
snapshot, a frame tree asked for after them (the navigation check) and the listeners."""


class _Navigated(Exception):
    """The page navigated during the observation."""


_T = TypeVar("_T")
_Point = tuple[int, int]
_LAST_POINTS: weakref.WeakKeyDictionary[PageHandle, list[_Point]] = weakref.WeakKeyDictionary()
"""Per page: the points (top document coordinates) its last read hit-tested.

The next read asks for them again right behind its snapshot, so the renderer answers
them while the drafts are being shaped; an element whose centre is still at one of
them takes that answer (the same hit test at the same point, made after the same
snapshot) instead of a round trip of its own once its bounds are known."""


def _actions(role: Role, states: set[State]) -> tuple[str, ...]:
    if State.CLICKABLE in states:
        return ("click", "focus") if State.FOCUSABLE in states else ("click",)
    if role in (Role.CHECKBOX, Role.RADIO, Role.SWITCH, Role.TOGGLEBUTTON):
        return ("click", "toggle")
    if role in (Role.COMBOBOX, Role.LISTBOX):
        return ("click", "select", "focus")
    if State.EDITABLE in states:
        return ("click", "focus", "set_value")
    if role in INTERACTIVE_ROLES:
        return ("click",)
    if State.FOCUSABLE in states:
        return ("click", "focus")
    return ()


@dataclass
class _Frame:
    info: FrameInfo
    ax: list[dict[str, Any]]


async def _layout_data(session: CdpSession) -> tuple[dict[str, Any], dict[int, _Box]]:
    """The session's snapshot and the content boxes of its iframes."""
    snap = await session.send("DOMSnapshot.captureSnapshot", {"computedStyles": SNAPSHOT_STYLES})
    return snap, await frame_boxes(session, snap)


async def frame_boxes(
    session: CdpSession, snap: dict[str, Any]
) -> dict[int, tuple[float, float, float, float]]:
    """Content boxes of the snapshot's iframes, in the session's viewport coordinates."""
    bids = iframe_nodes(snap)
    replies = await asyncio.gather(
        *(session.send("DOM.getBoxModel", {"backendNodeId": b}) for b in bids),
        return_exceptions=True,
    )
    out: dict[int, tuple[float, float, float, float]] = {}
    for bid, reply in zip(bids, replies, strict=True):
        if isinstance(reply, BaseException):
            continue
        q = reply["model"]["content"]
        xs, ys = q[0::2], q[1::2]
        out[bid] = (min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
    return out


async def _owner(page: PageHandle, frame: FrameInfo) -> tuple[CdpSession, int | None]:
    """The session holding ``frame``'s ``<iframe>`` and that element's backend node id."""
    frame_id = frame.frame_id
    parent = page.parent_session(frame_id) if frame_id in page.oopifs else frame.session
    try:
        reply = await parent.send("DOM.getFrameOwner", {"frameId": frame_id})
    except CdpError:
        return parent, None
    bid = reply.get("backendNodeId")
    return parent, bid if isinstance(bid, int) else None


def _drop(calls: Sequence[asyncio.Future[Any]]) -> None:
    """Cancel calls still pending; the errors of finished ones are not wanted any more."""
    for call in calls:
        if not call.done():
            call.cancel()
        elif not call.cancelled():
            call.exception()


class _Reader:
    def __init__(
        self,
        page: PageHandle,
        options: ObserveOptions,
        viewport: asyncio.Future[tuple[Rect, Environment]],
        ax_source: AxSource = full_ax_tree,
        ax_first: bool = False,
    ) -> None:
        self.page = page
        self.ax = ax_source
        self.ax_first = ax_first
        """The snapshot is asked for once the top frame's tree has come (see read_page)."""
        self.options = options
        self.viewport_call = viewport
        self.viewport = Rect(0, 0, 0, 0)
        self.environment = Environment()
        self.layouts: dict[str, SessionLayout] = {}
        self.frames: dict[str, _Frame] = {}
        self.owner: dict[tuple[str, int], str] = {}
        """(session id, ``<iframe>`` backend node id) -> the frame id inside it."""
        self.drafts: list[Draft] = []
        self.listen: dict[str, asyncio.Future[set[int]]] = {}
        """Per session: the call reading its click-like listeners."""
        self.clickable: dict[str, set[int]] = {}
        """Per session: backend node ids of the elements a person can click."""
        self.owners: dict[str, dict[int, int]] = {}
        """Per session: text nodes right inside a clickable element -> that element."""
        self.snaps: dict[str, dict[str, Any]] = {}
        self.nodes: list[Node] = []
        self.node_bids: list[tuple[str, int | None]] = []
        self.hints: dict[str, dict[int, str]] = {}
        """Per session: icon hints of unnamed controls, by backend node id."""
        self.total = 0
        self.early_hits: dict[_Point, asyncio.Future[dict[str, Any]]] = {}
        """Hit tests of the top document asked for behind the snapshot, by point."""

    async def read(self) -> None:
        """Read every frame's AX tree and every process's snapshot into :attr:`nodes`.

        Raises:
            _Navigated: when the top document changed meanwhile.
            CdpError, OperationTimeout: from the browser.

        """
        early = await self._early()
        frames = early[0] if early is not None else await self.page.frames()
        by_session: dict[str, list[FrameInfo]] = {}
        sessions: dict[str, CdpSession] = {}
        for f in frames:
            by_session.setdefault(f.session.id, []).append(f)
            sessions[f.session.id] = f.session
        main = self.page.main
        try:
            children = [f for f in frames if f.parent_id or f.frame_id in self.page.oopifs]
            owners = await asyncio.gather(*(_owner(self.page, f) for f in children))
        except BaseException:
            if early is not None:
                _drop(early[1:])
            raise
        for f, (psess, bid) in zip(children, owners, strict=True):
            if bid is not None:
                self.owner[(psess.id, bid)] = f.frame_id
        if early is not None:
            # The top frame's tree and the snapshot are on their way; the frames the list
            # showed (all in this process: there are no out-of-process ones) are added.
            _, top_ax, top_layout, first_after, listen = early
            self.listen[main.id] = listen
            more = [asyncio.ensure_future(self.ax(main, f.frame_id)) for f in frames[1:]]
            ax_calls = {main.id: [top_ax, *more]}
            layout_calls = {main.id: top_layout}
            after_call = first_after
            if more:
                _drop([first_after])
                after_call = asyncio.ensure_future(main.send("Page.getFrameTree"))
        else:
            # The AX trees are asked for before the snapshots: each renderer answers in
            # order, so the trees are turned into nodes while the renderer takes its
            # snapshot. The listener read goes first: its document handle comes at once.
            self.listen = {
                sid: asyncio.ensure_future(listener_nodes(sessions[sid])) for sid in by_session
            }
            ax_calls = {
                sid: [asyncio.ensure_future(self.ax(sessions[sid], f.frame_id)) for f in fs]
                for sid, fs in by_session.items()
            }
            # Created after the AX calls, so its command is written after theirs.
            layout_calls = {
                sid: asyncio.ensure_future(_layout_data(sessions[sid])) for sid in by_session
            }
            # Answered after the snapshot: a navigation until then shows as a new loader.
            after_call = asyncio.ensure_future(main.send("Page.getFrameTree"))
        every: list[asyncio.Future[Any]] = [
            *(c for calls in ax_calls.values() for c in calls),
            *layout_calls.values(),
            *self.listen.values(),
            after_call,
        ]
        main_id = self.page.main.id
        try:
            replies = iter(
                await asyncio.gather(
                    *(c for calls in ax_calls.values() for c in calls), return_exceptions=True
                )
            )
            top = frames[0].frame_id if frames else None
            for fs in by_session.values():
                for f in fs:
                    reply = next(replies)
                    if isinstance(reply, BaseException):
                        if f.frame_id == top:
                            raise reply
                        continue  # an iframe that went away (or came) mid-read is left out
                    self.frames[f.frame_id] = _Frame(info=f, ax=reply.get("nodes", []))
            self._build()
            layouts = await asyncio.gather(*layout_calls.values(), return_exceptions=True)
            listeners = dict(
                zip(self.listen, await asyncio.gather(*self.listen.values()), strict=True)
            )
            after = await after_call
            self.viewport, self.environment = await self.viewport_call
        finally:
            _drop(every)
        pending: dict[str, _Pending] = {}
        for (sid, fs), data in zip(by_session.items(), layouts, strict=True):
            if isinstance(data, BaseException):
                if sid == main_id:
                    raise data
                continue
            pending[sid] = (data[0], fs, data[1])
            self.snaps[sid] = data[0]
            size = (self.viewport.w, self.viewport.h)
            self.clickable[sid], self.owners[sid] = clickable_with_owners(
                data[0], listeners.get(sid, set()), size
            )
        self._place(pending)
        self._finish()
        top = after["frameTree"]["frame"]
        if frames and top.get("loaderId") != frames[0].loader_id:
            raise _Navigated

    async def _early(self) -> _Early | None:
        """Ask for the frame list, top tree, snapshot and navigation check at once.

        Done when the page has no out-of-process frames: one round trip fewer.

        Returns:
            The frames with those calls, or ``None`` (then nothing was asked).

        """
        page = self.page
        await page.ready()
        if page.oopifs:
            return None
        main = page.main
        listen = asyncio.ensure_future(listener_nodes(main))
        before = asyncio.ensure_future(main.send("Page.getFrameTree"))
        ax = asyncio.ensure_future(self.ax(main, None))

        def later(make: Callable[[], Awaitable[_T]]) -> asyncio.Future[_T]:
            # Each is created after the one before, so its command is written after it.
            return asyncio.ensure_future(_behind(ax, make) if self.ax_first else make())

        layout = later(lambda: _layout_data(main))
        for point in _LAST_POINTS.get(page, ()):
            self.early_hits[point] = later(functools.partial(_hit_test, main, point))
        after = later(lambda: main.send("Page.getFrameTree"))
        try:
            frames = page.frames_in(main, await before)
        except BaseException:
            _drop([ax, layout, after, listen])
            raise
        return frames, ax, layout, after, listen

    def _place(self, pending: dict[str, _Pending]) -> None:
        main_id = self.page.main.id
        if main_id in pending:
            snap, _, boxes = pending[main_id]
            self.layouts[main_id] = read_layout(
                snap,
                shift=(0.0, 0.0),
                clip=self.viewport,
                frame_boxes=boxes,
            )
        todo = [sid for sid in pending if sid != main_id]
        # Out-of-process frames are placed once the session holding their <iframe> is.
        for _ in range(len(todo) + 1):
            rest = []
            for sid in todo:
                fid = next((f for f, s in self.page.oopifs.items() if s.id == sid), None)
                psid = self.page.oopif_parent.get(fid or "")
                if fid is None or psid not in self.layouts:
                    rest.append(sid)
                    continue
                owner = next(
                    (b for (s, b), f in self.owner.items() if f == fid and s == psid), None
                )
                box = self.layouts[psid].content.get(owner) if owner is not None else None
                shift = (box[0], box[1]) if box else (0.0, 0.0)
                clip = box[2] if box else Rect(0, 0, 0, 0)
                snap, _, boxes = pending[sid]
                self.layouts[sid] = read_layout(snap, shift=shift, clip=clip, frame_boxes=boxes)
            todo = rest

    def _build(self) -> None:
        top = next(iter(self.frames.values()), None)
        if top is None:
            return
        self._emit_frame(top, None, 0)

    def _is_clickable(self, sid: str, bid: int) -> bool:
        return bid in self.clickable.get(sid, ())

    def _touching(self, sid: str, a: int, b: int) -> bool:
        layout = self.layouts.get(sid)
        ra = layout.raw.get(a) if layout else None
        rb = layout.raw.get(b) if layout else None
        if ra is None or rb is None:
            return True
        same_line = ra[1] < rb[1] + rb[3] and rb[1] < ra[1] + ra[3]
        return not same_line or abs(ra[0] + ra[2] - rb[0]) <= 1.0

    def _hint(self, drafts: list[Draft]) -> None:
        """Icon hints for the unnamed controls, images and clickable elements.

        A name of symbols only (``✕``, drawn by CSS or typed) counts as none.
        """
        unnamed: dict[str, set[int]] = {}
        for d in drafts:
            if (d.name and not glyph_only(d.name)) or d.value or d.bid is None:
                continue  # named, or a field its value describes
            if d.role in _HINTED_ROLES or State.CLICKABLE in d.states:
                unnamed.setdefault(d.sid, set()).add(d.bid)
        for sid, bids in unnamed.items():
            if sid in self.snaps:
                self.hints[sid] = icon_hints(self.snaps[sid], bids)

    def _finish(self) -> None:
        """Shape the drafts, give them bounds and ``offscreen`` state, now the layout is known."""
        drafts = shape(
            self.drafts,
            self._is_clickable,
            self._touching,
            owner=lambda sid, bid: self.owners.get(sid, {}).get(bid),
        )
        self._hint(drafts)
        for d in drafts:
            locator, role, name, value, desc = d.locator, d.role, d.name, d.value, d.desc
            states, parent, sid, bid = d.states, d.parent, d.sid, d.bid
            layout = self.layouts.get(sid)
            bounds = clip = None
            if bid is not None and layout is not None:
                bounds = layout.box(bid)
                clip = layout.clips.get(bid)
            if bounds is not None and clip is not None and not bounds.intersection(clip):
                states.add(State.OFFSCREEN)
            self.nodes.append(
                Node(
                    locator=locator,
                    role=role,
                    name=name,
                    value=value,
                    description=desc,
                    hint=self.hints.get(sid, {}).get(bid, "") if bid is not None else "",
                    states=frozenset(states),
                    bounds=bounds,
                    actions=_actions(role, states),
                    parent=parent,
                )
            )
            self.node_bids.append((sid, bid))

    def _emit_frame(self, frame: _Frame, parent: str | None, depth: int) -> None:
        if depth > 8:
            return  # iframes nested this deep are noise, and a loop guard
        by_id = {n["nodeId"]: n for n in frame.ax}
        roots = [n for n in frame.ax if not n.get("parentId")]
        for root in roots[:1]:
            self._emit(root, by_id, frame, parent, None, depth)

    def _emit(
        self,
        ax: dict[str, Any],
        by_id: dict[str, dict[str, Any]],
        frame: _Frame,
        parent: str | None,
        parent_name: str | None,
        depth: int,
    ) -> None:
        stack: list[tuple[dict[str, Any], str | None, str | None]] = [(ax, parent, parent_name)]
        while stack:
            node, par, par_name = stack.pop()
            self.total += 1
            raw_role = node.get("role", {}).get("value", "")
            if raw_role in SKIPPED_ROLES:
                continue
            here, here_name = par, par_name
            kept = self._convert(node, raw_role, frame, par, par_name)
            if kept is not None:
                # A field's own text repeats its value: shown once, as the field's value.
                # A page's title is not a parent's name: a text in an unnamed banner is
                # not the title said again.
                here_name = " ".join(p for p in (kept.name, kept.value) if p) or par_name
                if kept.role is Role.DOCUMENT:
                    here_name = None
                here = kept.locator
                if kept.role is Role.IFRAME:
                    self._descend_iframe(node, frame, kept.locator, depth)
            if raw_role == "StaticText":
                continue  # its children are inline text boxes, skipped anyway
            if raw_role in WHOLE_FIELDS and kept is not None and not self.options.include_hidden:
                continue  # a date or colour field's own parts: it is set whole
            kids = [by_id[c] for c in node.get("childIds", ()) if c in by_id]
            stack.extend([(k, here, here_name) for k in reversed(kids)])

    def _descend_iframe(
        self, node: dict[str, Any], frame: _Frame, locator: str, depth: int
    ) -> None:
        bid = node.get("backendDOMNodeId")
        if not isinstance(bid, int):
            return
        child = self.frames.get(self.owner.get((frame.info.session.id, bid), ""))
        if child is not None:
            self._emit_frame(child, locator, depth + 1)

    def _convert(
        self,
        node: dict[str, Any],
        raw_role: str,
        frame: _Frame,
        parent: str | None,
        parent_name: str | None,
    ) -> Draft | None:
        hide = not self.options.include_hidden
        if hide and node.get("ignored"):
            return self._ignored(node, frame, parent)
        role = map_role(raw_role)
        name = node_name(node)
        # Cheap checks first: most nodes of a long page are text or anonymous wrappers.
        if role is Role.TEXT and parent_name and hide:
            text = " ".join(name.split())
            if not text or text in " ".join(parent_name.split()):
                return None  # text that only repeats its parent's name
        props = prop_map(node) if node.get("properties") else {}
        if props and role is Role.GENERIC:
            role = field_role(role, props)
        states = map_states(role, props) if props or role in _EDITABLE_ROLES else set()
        bid = node.get("backendDOMNodeId")
        bid = bid if isinstance(bid, int) else None
        # Anonymous wrappers: their children follow directly, unless the page's layout
        # shows they are clickable (not known before the snapshot has come).
        wrapper = hide and role in _WRAPPERS and not name and State.FOCUSABLE not in states
        if wrapper and bid is None:
            return None
        value_obj = node.get("value")
        value = value_obj.get("value") if isinstance(value_obj, dict) else None
        value = None if value is None else str(value)
        if value == "" and role not in _EDITABLE_ROLES:
            value = None
        desc_obj = node.get("description")
        desc = str(desc_obj.get("value") or "") if desc_obj else ""
        info = frame.info
        locator = make_locator(
            info.frame_id, info.loader_id, bid if bid is not None else f"ax{node['nodeId']}"
        )
        draft = Draft(
            locator=locator,
            role=role,
            name=name,
            value=value,
            desc=desc,
            states=states,
            parent=parent,
            sid=info.session.id,
            bid=bid,
            wrapper=wrapper,
        )
        self.drafts.append(draft)
        return draft

    def _ignored(self, node: dict[str, Any], frame: _Frame, parent: str | None) -> Draft | None:
        """A node Chromium leaves out of the tree, drafted as a wrapper.

        A ``<span>`` with only a ``pointerdown`` listener is one, and still a thing to click.
        """
        bid = node.get("backendDOMNodeId")
        if not isinstance(bid, int):
            return None
        info = frame.info
        draft = Draft(
            locator=make_locator(info.frame_id, info.loader_id, bid),
            role=Role.GENERIC,
            name="",
            value=None,
            desc="",
            states=set(),
            parent=parent,
            sid=info.session.id,
            bid=bid,
            wrapper=True,
        )
        self.drafts.append(draft)
        return draft

    async def mark_covered(self) -> None:
        """Hit-test the centre of each interactive element in view; mark it when another wins."""
        checks: list[tuple[int, CdpSession, SessionLayout, int, tuple[int, int]]] = []
        sessions = {self.page.main.id: self.page.main}
        sessions.update({s.id: s for s in self.page.oopifs.values()})
        for i, n in enumerate(self.nodes):
            sid, bid = self.node_bids[i]
            operable = n.role in INTERACTIVE_ROLES or State.CLICKABLE in n.states
            if bid is None or not operable or n.bounds is None:
                continue
            layout = self.layouts.get(sid)
            clip = layout.clips.get(bid) if layout else None
            if layout is None or clip is None or State.OFFSCREEN in n.states:
                continue
            visible = n.bounds.intersection(clip)
            if visible is None or sid not in sessions:
                continue
            cx, cy = visible.center
            # The hit test takes the frame's document coordinates.
            local = (
                round(cx - layout.shift[0] + layout.scroll[0]),
                round(cy - layout.shift[1] + layout.scroll[1]),
            )
            checks.append((i, sessions[sid], layout, bid, local))
        main = self.page.main
        _LAST_POINTS[self.page] = [p for _, s, _, _, p in checks if s is main]
        if not checks:
            return
        replies = await asyncio.gather(
            *(
                self.early_hits[p] if s is main and p in self.early_hits else _hit_test(s, p)
                for _, s, _, _, p in checks
            ),
            return_exceptions=True,
        )
        for (i, _, layout, bid, _), reply in zip(checks, replies, strict=True):
            if isinstance(reply, BaseException):
                continue
            hit = reply.get("backendNodeId")
            if self.nodes[i].role is Role.TEXT:
                bid = layout.parent(bid) or bid  # a text's hit is its element's
            if not isinstance(hit, int) or _within(layout, hit, bid):
                continue
            n = self.nodes[i]
            self.nodes[i] = Node(
                locator=n.locator,
                role=n.role,
                name=n.name,
                value=n.value,
                description=n.description,
                hint=n.hint,
                states=n.states | {State.COVERED},
                bounds=n.bounds,
                actions=n.actions,
                parent=n.parent,
                source=n.source,
            )


async def _behind(first: asyncio.Future[Any], make: Callable[[], Awaitable[_T]]) -> _T:
    """``make()``, called once ``first`` is done, whatever its outcome."""
    await asyncio.wait([first])
    return await make()


def _hit_test(session: CdpSession, point: _Point) -> Awaitable[dict[str, Any]]:
    """The node drawn at ``point`` (document coordinates) of the session's top document."""
    x, y = point
    return session.send("DOM.getNodeForLocation", {"x": x, "y": y, "ignorePointerEventsNone": True})


def _within(layout: SessionLayout, hit: int, element: int) -> bool:
    """True when ``hit`` is ``element`` or inside it (across shadow roots and iframes)."""
    seen = 0
    node: int | None = hit
    while node is not None and seen < 10000:
        if node == element:
            return True
        node = layout.parent(node)
        seen += 1
    return False


async def _viewport(page: PageHandle) -> tuple[Rect, Environment]:
    metrics = await page.main.send("Page.getLayoutMetrics")
    vp = metrics.get("cssLayoutViewport") or metrics.get("layoutViewport") or {}
    w, h = int(vp.get("clientWidth", 0)), int(vp.get("clientHeight", 0))
    visual = metrics.get("cssVisualViewport") or {}
    env = Environment(screen_w=w, screen_h=h, scale=float(visual.get("zoom", 1.0) or 1.0))
    return Rect(0, 0, w, h), env


async def _read_once(
    page: PageHandle, options: ObserveOptions, ax_source: AxSource, ax_first: bool
) -> Tree:
    viewport = asyncio.ensure_future(_viewport(page))
    reader = _Reader(page, options, viewport, ax_source, ax_first)
    try:
        try:
            await reader.read()
        finally:
            _drop([viewport])
        await reader.mark_covered()
    finally:
        _drop(list(reader.early_hits.values()))
    env = reader.environment
    title = next((n.name for n in reader.nodes if n.role is Role.DOCUMENT), "")
    env = Environment(
        screen_w=env.screen_w, screen_h=env.screen_h, scale=env.scale, focused_app=title or None
    )
    return Tree(nodes=tuple(reader.nodes), total=reader.total, environment=env, title=title or None)


@contextlib.contextmanager
def _gc_paused() -> Iterator[None]:
    # A long page's read allocates millions of short-lived objects next to the parsed
    # replies; full collections over them cost more than the read's own work.
    # What the read leaves alive (the tree, a mirror's copy) is then frozen: young
    # collections would otherwise walk those millions of objects three times over (young,
    # middle, then a full collection) in whatever runs next. They are unfrozen, into the
    # oldest generation, when the next read begins, so cyclic garbage frozen with them is
    # still collected by a later full collection.
    enabled = gc.isenabled()
    gc.disable()
    gc.unfreeze()
    try:
        yield
    finally:
        if enabled:
            gc.freeze()
            gc.enable()


def _is_navigation_error(exc: CdpError) -> bool:
    text = exc.message.lower()
    return any(
        s in text
        for s in (
            "frame with the given",
            "no frame",
            "not found",
            "document",
            "detached",
            "context",
        )
    )


async def read_page(
    page: PageHandle,
    options: ObserveOptions,
    ax_source: AxSource = full_ax_tree,
    *,
    ax_first: bool = False,
) -> Tree:
    """Read ``page``'s tree: a :class:`Tree` of nodes in document order, or the dialog.

    ``ax_source`` gives each frame's accessibility tree (by default Chromium's whole
    tree; a :class:`~handrail.backends.browser.mirror.AxMirror` answers from its copy).
    ``ax_first`` asks for the top document's snapshot only once its tree has come: for
    a mirror re-reading changed subtrees (a few small calls, level by level), whose
    answers would otherwise wait behind the snapshot in the renderer; then the tree is
    turned into drafts while the renderer takes the snapshot. A whole tree is better
    not waited for (the renderer would be idle while its reply is parsed).

    Raises:
        TargetNotFound: when the page crashed or has gone.
        OperationTimeout: when it kept navigating, or the browser did not answer in time.

    """
    for attempt in range(2):
        if page.dialog is not None:
            return dialog_tree(page.dialog, Environment())
        if page.crashed:
            raise TargetNotFound(
                "the page crashed; reload it (handrail act key F5) or open it again"
            )
        try:
            with _gc_paused():
                return await _read_once(page, options, ax_source, ax_first)
        except _Navigated:
            continue
        except OperationTimeout:
            if page.dialog is not None:
                # A dialog opened mid-read and froze the page: report the dialog instead.
                return dialog_tree(page.dialog, Environment())
            raise
        except CdpError as exc:
            if "crash" in exc.message.lower() or page.crashed:
                raise TargetNotFound("the page crashed; reload it or open it again") from exc
            if attempt == 0 and _is_navigation_error(exc):
                continue
            raise TargetNotFound(f"the page could not be read: {exc.message}") from exc
    raise OperationTimeout("the page kept navigating while it was observed; observe again")
