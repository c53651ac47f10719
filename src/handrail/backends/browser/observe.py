"""Read a page's accessibility tree, per frame, with bounds, offscreen and covered states.

One round: the frame list and the ``<iframe>`` owning each child frame, one
``Accessibility.getFullAXTree`` per frame, one ``DOMSnapshot.captureSnapshot`` (with the
cursor style) and one listener read per process (all in flight at once), then a batch
of hit tests for the interactive elements in view (those at the points the page's last
read tested are asked for right behind the snapshot, see :data:`covered.LAST_POINTS`). The AX
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
from collections.abc import Awaitable, Callable, Iterator, Sequence
from typing import Any, TypeVar

from handrail.backends.base import Tree
from handrail.backends.browser.axdrafts import AxFrame, DraftWalk
from handrail.backends.browser.clickable import clickable_with_owners, listener_nodes
from handrail.backends.browser.closedroots import has_closed_shadow
from handrail.backends.browser.covered import LAST_POINTS, Point, hit_test, mark_covered
from handrail.backends.browser.dialogtree import dialog_tree
from handrail.backends.browser.finish import finish_drafts
from handrail.backends.browser.hiddenbehind import without_hidden_behind
from handrail.backends.browser.hovershown import attach, hover_shown
from handrail.backends.browser.layout import (
    SNAPSHOT_STYLES,
    SessionLayout,
    iframe_nodes,
    read_layout,
)
from handrail.backends.browser.overlays import overlay_dialogs
from handrail.backends.browser.ownedorder import owned_in_place
from handrail.backends.browser.pictured import pictures
from handrail.backends.browser.reach import out_of_reach
from handrail.backends.browser.session.cdp import CdpError, CdpSession
from handrail.backends.browser.session.page import FrameInfo, PageHandle
from handrail.backends.browser.shape import Draft
from handrail.backends.browser.undrawn import undrawn_lines
from handrail.backends.browser.unlisted import add_unlisted, hidden_on_purpose
from handrail.backends.browser.wrappedboxes import fold_wrapped_boxes
from handrail.errors import OperationTimeout, TargetNotFound
from handrail.geometry import Rect
from handrail.model import Environment, Node, ObserveOptions, Offscreen, Perception
from handrail.vocab import Role

__all__ = ["AxSource", "Prepare", "frame_boxes", "full_ax_tree", "read_page"]

AxSource = Callable[[CdpSession, str | None], Awaitable[dict[str, Any]]]
"""Where a read gets a frame's ``getFullAXTree`` reply: (session, frame id or ``None``
for the session's top frame) -> the reply. The mirror answers from its copy."""


Prepare = Callable[[], Awaitable[None]]
"""Called by a read between its first calls and its trees (see :func:`read_page`)."""


def full_ax_tree(session: CdpSession, frame_id: str | None) -> Awaitable[dict[str, Any]]:
    """Ask Chromium for the frame's whole accessibility tree (the default source)."""
    params = {"frameId": frame_id} if frame_id is not None else None
    return session.send("Accessibility.getFullAXTree", params)


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
        prepare: Prepare | None = None,
    ) -> None:
        self.page = page
        self.ax = ax_source
        self.ax_first = ax_first
        """The snapshot is asked for once the top frame's tree has come (see read_page)."""
        self.prepare = prepare
        self.options = options
        self.viewport_call = viewport
        self.viewport = Rect(0, 0, 0, 0)
        self.environment = Environment()
        self.layouts: dict[str, SessionLayout] = {}
        self.frames: dict[str, AxFrame] = {}
        self.owner: dict[tuple[str, int], str] = {}
        """(session id, ``<iframe>`` backend node id) -> the frame id inside it."""
        self.drafts: list[Draft] = []
        self.listen: dict[str, asyncio.Future[set[int]]] = {}
        """Per session: the call reading its click-like listeners."""
        self.hover_calls: dict[str, asyncio.Future[dict[int, tuple[str, ...]]]] = {}
        """Per session: the call reading what its rows' hover shows (:mod:`hovershown`)."""
        self.clickable: dict[str, set[int]] = {}
        self.overlays: dict[str, set[int]] = {}
        """Per session, the elements drawn as modal dialogs without a role (:mod:`overlays`)."""
        """Per session: backend node ids of the elements a person can click."""
        self.owners: dict[str, dict[int, int]] = {}
        """Per session: text nodes right inside a clickable element -> that element."""
        self.snaps: dict[str, dict[str, Any]] = {}
        self.nodes: list[Node] = []
        self.node_bids: list[tuple[str, int | None]] = []
        self.total = 0
        self.hidden: set[str] = set()
        self.owned: set[tuple[str, int]] = set()
        """Locators of the wrappers drafted from nodes the page hides (``aria-hidden``)."""
        self.early_hits: dict[Point, asyncio.Future[dict[str, Any]]] = {}
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
                _drop([*early[1:], *self.hover_calls.values()])
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
            if self.prepare is not None:
                try:
                    await asyncio.ensure_future(self.prepare())
                except BaseException:
                    _drop(list(self.listen.values()))
                    raise
            ax_calls = {
                sid: [asyncio.ensure_future(self.ax(sessions[sid], f.frame_id)) for f in fs]
                for sid, fs in by_session.items()
            }
            # Created after the AX calls, so its command is written after theirs.
            layout_calls = {
                sid: asyncio.ensure_future(_layout_data(sessions[sid])) for sid in by_session
            }
            self.hover_calls = {
                sid: asyncio.ensure_future(hover_shown(sessions[sid])) for sid in by_session
            }
            # Answered after the snapshot: a navigation until then shows as a new loader.
            after_call = asyncio.ensure_future(main.send("Page.getFrameTree"))
        every: list[asyncio.Future[Any]] = [
            *(c for calls in ax_calls.values() for c in calls),
            *layout_calls.values(),
            *self.listen.values(),
            *self.hover_calls.values(),
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
                    self.frames[f.frame_id] = AxFrame(info=f, ax=reply.get("nodes", []))
            self._build()
            layouts = await asyncio.gather(*layout_calls.values(), return_exceptions=True)
            listeners = dict(
                zip(self.listen, await asyncio.gather(*self.listen.values()), strict=True)
            )
            hovers = dict(
                zip(
                    self.hover_calls,
                    await asyncio.gather(*self.hover_calls.values()),
                    strict=True,
                )
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
            self.overlays[sid] = overlay_dialogs(data[0], size)
        self.drafts = add_unlisted(self.drafts, self.clickable, self.snaps, self._read, hovers)
        self._place(pending)
        self.drafts = owned_in_place(self.drafts, self.owned, self.snaps)
        self._finish()
        self.nodes = attach(self.nodes, self.node_bids, hovers, self.snaps)
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
        if self.prepare is not None:
            # A task of its own, so its commands are written after those two.
            try:
                await asyncio.ensure_future(self.prepare())
            except BaseException:
                _drop([listen, before])
                raise
        ax = asyncio.ensure_future(self.ax(main, None))

        def later(make: Callable[[], Awaitable[_T]]) -> asyncio.Future[_T]:
            # Each is created after the one before, so its command is written after it.
            return asyncio.ensure_future(_behind(ax, make) if self.ax_first else make())

        layout = later(lambda: _layout_data(main))
        for point in LAST_POINTS.get(page, ()):
            self.early_hits[point] = later(functools.partial(hit_test, main, point))
        self.hover_calls[main.id] = later(lambda: hover_shown(main))
        after = later(lambda: main.send("Page.getFrameTree"))
        try:
            frames = page.frames_in(main, await before)
        except BaseException:
            _drop([ax, layout, after, listen, *self.hover_calls.values()])
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
        walk = DraftWalk(self.options, self.frames, self.owner)
        self.drafts = walk.build()
        self.total = walk.total
        self.hidden = walk.hidden
        self.owned = walk.owned

    def _finish(self) -> None:
        """Shape the drafts, give them bounds and ``offscreen`` state, now the layout is known."""
        done = finish_drafts(
            self.drafts,
            layouts=self.layouts,
            clickable=self.clickable,
            owners=self.owners,
            overlays=self.overlays,
            snaps=self.snaps,
        )
        self.nodes, self.node_bids = done.nodes, done.bids

    def undrawn(self) -> Offscreen | None:
        """What the page left undrawn, and so out of its accessibility trees (:mod:`undrawn`)."""
        counts = [
            u
            for sid, snap in self.snaps.items()
            if sid in self.layouts
            and (u := undrawn_lines(snap, self.layouts[sid], functools.partial(self._read, sid)))
            is not None
        ]
        if not counts:
            return None
        return Offscreen(
            above=sum(u.above for u in counts),
            below=sum(u.below for u in counts),
            controls=sum(u.controls for u in counts),
        )

    def pictures(self) -> tuple[Rect, ...] | None:
        """Where the page draws what its tree cannot say, for ``auto`` perception only."""
        if self.options.mode is not Perception.AUTO:
            return None
        return tuple(
            r
            for sid, snap in self.snaps.items()
            if sid in self.layouts
            for r in pictures(snap, self.layouts[sid], self.viewport)
        )

    def _read(self, sid: str) -> set[int]:
        """The backend node ids the session's accessibility trees of this read hold."""
        return {
            bid
            for frame in self.frames.values()
            if frame.info.session.id == sid
            for n in frame.ax
            if isinstance(bid := n.get("backendDOMNodeId"), int)
        }

    def _far(self) -> set[tuple[str, int]]:
        """The (session, backend node id) pairs no scrolling brings into view (:mod:`reach`)."""
        size = (float(self.viewport.w), float(self.viewport.h))
        return {(sid, b) for sid, snap in self.snaps.items() for b in out_of_reach(snap, size)}

    def _muted(self, asked: set[tuple[str, int]]) -> set[tuple[str, int]]:
        """Of ``asked``, the nodes under an element hiding what it holds (:mod:`unlisted`)."""
        out: set[tuple[str, int]] = set()
        for sid, snap in self.snaps.items():
            wanted = {b for s, b in asked if s == sid}
            if wanted:
                out |= {(sid, b) for b in hidden_on_purpose(snap, wanted)}
        return out

    async def mark_covered(self) -> None:
        """Hit-test the centre of each interactive element in view (see :mod:`covered`)."""
        await mark_covered(self.page, self.nodes, self.node_bids, self.layouts, self.early_hits)
        self.nodes, self.node_bids = without_hidden_behind(
            self.nodes, self.node_bids, self.hidden, self._far, self._muted
        )
        # Only now is a box known to lie covered under the wrapper that draws it.
        self.nodes, self.node_bids = fold_wrapped_boxes(self.nodes, self.node_bids)


async def _behind(first: asyncio.Future[Any], make: Callable[[], Awaitable[_T]]) -> _T:
    """``make()``, called once ``first`` is done, whatever its outcome."""
    await asyncio.wait([first])
    return await make()


async def _viewport(page: PageHandle) -> tuple[Rect, Environment]:
    metrics = await page.main.send("Page.getLayoutMetrics")
    vp = metrics.get("cssLayoutViewport") or metrics.get("layoutViewport") or {}
    w, h = int(vp.get("clientWidth", 0)), int(vp.get("clientHeight", 0))
    visual = metrics.get("cssVisualViewport") or {}
    env = Environment(screen_w=w, screen_h=h, scale=float(visual.get("zoom", 1.0) or 1.0))
    return Rect(0, 0, w, h), env


async def _read_once(
    page: PageHandle,
    options: ObserveOptions,
    ax_source: AxSource,
    ax_first: bool,
    prepare: Prepare | None,
    unwatched: Callable[[], None] | None,
) -> Tree:
    viewport = asyncio.ensure_future(_viewport(page))
    reader = _Reader(page, options, viewport, ax_source, ax_first, prepare)
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
    if unwatched is not None and any(has_closed_shadow(s) for s in reader.snaps.values()):
        unwatched()
    page.title = title or None
    return Tree(
        nodes=tuple(reader.nodes),
        total=reader.total,
        environment=env,
        title=title or None,
        offscreen=reader.undrawn(),
        pictures=reader.pictures(),
    )


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
    prepare: Prepare | None = None,
    unwatched: Callable[[], None] | None = None,
) -> Tree:
    """Read ``page``'s tree: a :class:`Tree` of nodes in document order, or the dialog.

    ``ax_source`` gives each frame's accessibility tree (by default Chromium's whole
    tree; a :class:`~handrail.backends.browser.session.mirror.AxMirror` answers from its copy).
    ``ax_first`` asks for the top document's snapshot only once its tree has come: for
    a mirror re-reading changed subtrees (a few small calls, level by level), whose
    answers would otherwise wait behind the snapshot in the renderer; then the tree is
    turned into drafts while the renderer takes the snapshot. A whole tree is better
    not waited for (the renderer would be idle while its reply is parsed).
    ``prepare`` is awaited once the read's first calls are sent and before any frame's
    tree is asked for (the mirror installs its watcher then, so its script runs before
    the tree that seeds the copy is taken). ``unwatched`` is called when the top
    document holds content no watcher script can follow (:mod:`closedroots`).

    Raises:
        TargetNotFound: when the page crashed or has gone.
        OperationTimeout: when it kept navigating, or the browser did not answer in time.

    """
    for attempt in range(2):
        if page.dialog is not None:
            return dialog_tree(page.dialog, Environment(), page.title)
        if page.crashed:
            raise TargetNotFound(
                "the page crashed; reload it (handrail act key F5) or open it again"
            )
        try:
            with _gc_paused():
                return await _read_once(page, options, ax_source, ax_first, prepare, unwatched)
        except _Navigated:
            continue
        except OperationTimeout:
            if page.dialog is not None:
                # A dialog opened mid-read and froze the page: report the dialog instead.
                return dialog_tree(page.dialog, Environment(), page.title)
            raise
        except CdpError as exc:
            if "crash" in exc.message.lower() or page.crashed:
                raise TargetNotFound("the page crashed; reload it or open it again") from exc
            if attempt == 0 and _is_navigation_error(exc):
                continue
            raise TargetNotFound(f"the page could not be read: {exc.message}") from exc
    raise OperationTimeout("the page kept navigating while it was observed; observe again")
