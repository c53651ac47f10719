"""A copy of a page's accessibility tree kept current between reads in a long-lived process.

Chromium's own tree stays the source of roles and names; what the mirror saves is
reading all of it again. A small watcher script runs in an isolated world of the top
document (the page's own scripts cannot see or disturb it): a ``MutationObserver`` and
a few capturing listeners (input, focus, hover, scroll, animations, loads) collect the
elements whose subtree may read differently, widened to what their change can reach
(the parent, for sibling selectors; the control a ``<label>`` names; elements naming an
ancestor by ``aria-labelledby``/``aria-describedby``; form values and the focus compared
on each poll, since setting a property is no mutation). A read first polls it, in one
round trip that also flushes the events sent before it:

- nothing changed: the last tree is still the page's (:meth:`AxMirror.cached`);
- some subtrees changed: each is read again with ``Accessibility.getPartialAXTree``
  (the node, its children and its ancestors, whose names may come from it) and
  ``Accessibility.getChildAXNodes`` level by level below, and spliced into the copy;
- the change cannot be placed (a style sheet, the document element, too many roots):
  the whole tree is read again.

``Accessibility.nodesUpdated`` events (Chromium sends them, batched, for nodes a client
has fetched) catch what the DOM does not show, such as states set through
``ElementInternals``: a node that reads differently from the copy is read again.
``Accessibility.loadComplete``, a navigation of the top frame, a lost watcher (its
world gone with its document) or any Accessibility event the mirror does not know make
it untrusted until the next full read. Only the top frame is mirrored; a page with
child frames reads them whole each time and keeps no cached tree.
"""

from __future__ import annotations

import asyncio
import secrets
from collections.abc import Awaitable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from handrail.backends.base import Tree
from handrail.backends.browser.session.cdp import CdpError, CdpSession
from handrail.backends.browser.session.framewatch import ChildFrames
from handrail.backends.browser.session.page import PageHandle
from handrail.backends.browser.session.watchscript import WORLD, take_expression, watch_script
from handrail.errors import HandrailError
from handrail.model import ObserveOptions

__all__ = ["AxMirror", "MirrorStats", "Poll"]

_GROUP = "handrail-mirror"
_MAX_SHARE = 0.4
"""A changed subtree holding more than this share of the copy is read as a whole tree."""
_MAX_DEPTH = 64


class Poll(Enum):
    """What a poll found: the copy holds, some subtrees changed, or it cannot be trusted."""

    CLEAN = "clean"
    PARTIAL = "partial"
    FULL = "full"


@dataclass(kw_only=True)
class MirrorStats:
    """How the reads went (tests and benchmarks read these)."""

    full: int = 0
    """Whole trees read (the first, and each time the copy could not be trusted)."""
    partial: int = 0
    """Reads that re-read changed subtrees only."""
    cached: int = 0
    """Reads answered by the last tree."""
    nodes_read: int = 0
    """Accessibility nodes fetched by partial reads."""
    resets: int = 0
    """Times the copy was dropped (navigation, load, lost watcher, unknown event)."""


class AxMirror:
    """The mirror of ``page``'s top-frame accessibility tree. One per :class:`PageHandle`."""

    def __init__(self, page: PageHandle) -> None:
        self.page = page
        self.reader = secrets.token_hex(6)
        """This mirror's name to the watcher scripts, which other readers of the page share."""
        self._take = take_expression(self.reader)
        self.stats = MirrorStats()
        self._nodes: dict[str, dict[str, Any]] = {}
        self._root: str | None = None
        self._context: int | None = None
        self._top_frame: str | None = None
        self._seed = False
        """The next top-frame read is a whole tree that seeds the copy."""
        self._trusted = False
        self._roots: list[dict[str, Any]] = []
        """Subtrees to read again at the next read (``getPartialAXTree`` parameters)."""
        self._updated: set[int] = set()
        """Backend node ids that ``nodesUpdated`` showed reading differently."""
        self._tree: tuple[ObserveOptions, Tree] | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        self._install_due = False
        """The last poll found no watcher: the read's :meth:`prepare` installs it."""
        self._script: asyncio.Future[dict[str, Any]] | None = None
        """The watcher script's evaluation, sent by the install and not waited for."""
        self.children = ChildFrames(page, self.reader)
        """The child frames, each with the last tree read while its own watcher saw no change."""
        self._frames_key: frozenset[tuple[str, str]] = frozenset()
        """The out-of-process frames when the cached tree was read."""
        self._unwatched = False
        """The last read found content the watcher cannot follow (:meth:`unwatchable`)."""
        self._remove = page.conn.add_listener(self._on_event)

    # -- events ---------------------------------------------------------------

    def reset(self) -> None:
        """Drop the copy: the next read reads the whole tree and installs the watcher again."""
        self.stats.resets += 1
        self._drop_script()
        self._trusted = False
        self._seed = False
        self._context = None
        self._nodes = {}
        self._root = None
        self._roots = []
        self._updated.clear()
        self._tree = None
        self.children.reset()

    def _on_event(self, session_id: str | None, msg: dict[str, Any]) -> None:
        method: str = msg.get("method", "")
        params = msg.get("params", {})
        if session_id != self.page.main.id:
            if not any(s.id == session_id for s in self.page.oopifs.values()):
                return  # another page's session on the same connection
            # One of the page's out-of-process frames.
            if method == "Accessibility.nodesUpdated":
                if self.children.nodes_updated(session_id, params.get("nodes", [])):
                    self._tree = None
            elif method.startswith(("Accessibility.", "Page.frame")):
                self.children.forget(session_id)
                self._tree = None
            return
        if method == "Page.frameNavigated":
            frame = params.get("frame", {})
            if not frame.get("parentId"):
                self.reset()
            else:
                self.children.forget(session_id, frame.get("id"))
                self._tree = None
        elif method == "Page.frameDetached" or method == "Page.frameAttached":
            self.children.forget(session_id, params.get("frameId"))
            self._tree = None
        elif method == "Accessibility.nodesUpdated":
            nodes = params.get("nodes", [])
            if self.children.nodes_updated(session_id, nodes):
                self._tree = None
            if self._trusted:
                self.nodes_updated(nodes)
        elif method.startswith("Accessibility."):
            # loadComplete (a new document's tree), or an event this mirror does not know.
            self.reset()

    def nodes_updated(self, nodes: list[dict[str, Any]]) -> None:
        """Note the nodes of a ``nodesUpdated`` event that read differently from the copy."""
        for node in nodes:
            old = self._nodes.get(str(node.get("nodeId")))
            # A node the copy does not hold was never shown or has gone with its subtree.
            if old is not None and _differs(old, node):
                bid = node.get("backendDOMNodeId")
                if isinstance(bid, int):
                    self._updated.add(bid)
                    self._tree = None
                elif old is not None:
                    self._trusted = False

    # -- polling --------------------------------------------------------------

    async def poll(self) -> Poll:
        """Ask the watchers what changed since the last poll (one round trip, all at once).

        When the top frame has no watcher the answer is :attr:`Poll.FULL` and the read's
        :meth:`prepare` installs it (then the read's top-frame tree seeds the copy). A
        child frame that changed makes a clean top frame :attr:`Poll.PARTIAL` (the read
        reads that frame whole).
        """
        if not self.children.watched:
            return await self._poll_top()
        top, kids_clean = await asyncio.gather(self._poll_top(), self.children.poll())
        if top is Poll.CLEAN and not kids_clean:
            self._tree = None
            return Poll.PARTIAL
        return top

    async def _poll_top(self) -> Poll:
        main = self.page.main
        if self._context is None or not self._trusted:
            self._install_due = True
            return Poll.FULL
        try:
            # A dialog freezes the page; the read then reports the dialog.
            answer = await self.page.unless_dialog(
                main,
                "Runtime.evaluate",
                {"expression": self._take, "contextId": self._context, "objectGroup": _GROUP},
            )
        except (CdpError, HandrailError):
            self.reset()  # the world went with its document: the watcher is lost
            self._install_due = True
            return Poll.FULL
        if answer is None:
            return Poll.FULL
        reply = answer
        result = reply.get("result", {})
        if "exceptionDetails" in reply or (
            result.get("type") == "string" and result.get("value") != "full"
        ):
            self.reset()
            self._install_due = True
            return Poll.FULL
        if result.get("type") == "string":
            self._seed = True
            return Poll.FULL
        if result.get("subtype") == "null" and not self._updated:
            return Poll.CLEAN
        roots: list[dict[str, Any]] = []
        if result.get("subtype") == "node" and result.get("objectId"):
            roots.append({"objectId": result["objectId"]})
        elif result.get("subtype") == "array":
            props = await main.send(
                "Runtime.getProperties",
                {"objectId": result["objectId"], "ownProperties": True},
            )
            for prop in props.get("result", []):
                value = prop.get("value", {})
                if prop.get("name", "").isdigit() and value.get("objectId"):
                    roots.append({"objectId": value["objectId"]})
        roots.extend({"backendNodeId": bid} for bid in sorted(self._updated))
        self._updated.clear()
        self._roots = roots
        self._tree = None
        return Poll.PARTIAL

    async def prepare(self) -> None:
        """Install the watcher if the last poll found none; called by the read (``read_page``).

        The read calls it once its first calls (the listener read's document handle,
        the frame list) are on their way and before it asks for the top frame's tree,
        so the world is made while the renderer answers those.
        """
        self.children.begin()
        if self._install_due:
            self._install_due = False
            await self._install()

    async def _install(self) -> None:
        """Make the watcher's world and send its script, without waiting for the script.

        The renderer answers a session's commands in order, so the read's calls sent
        after this (the whole tree that seeds the copy) are answered after the script
        has run; the seed checks that it did (:meth:`_installed`).
        """
        self._drop_script()
        main = self.page.main
        frame_id = self.page.target_id  # the top frame's id is the target's
        try:
            world = await main.send(
                "Page.createIsolatedWorld", {"frameId": frame_id, "worldName": WORLD}
            )
            context = int(world["executionContextId"])
        except (CdpError, HandrailError, KeyError, ValueError):
            self._context = None
            self._seed = False
            return
        self._script = asyncio.ensure_future(
            main.send(
                "Runtime.evaluate",
                {
                    "expression": watch_script(self.reader),
                    "contextId": context,
                    "returnByValue": True,
                },
            )
        )
        self._context = context
        self._top_frame = frame_id
        self._seed = True

    async def _installed(self) -> bool:
        """Whether the script sent by :meth:`_install` is running (then the seed holds)."""
        script, self._script = self._script, None
        if script is None:
            return self._context is not None
        try:
            reply = await script
        except (CdpError, HandrailError):
            reply = {}
        if reply.get("result", {}).get("type") != "string":
            self._context = None
            return False
        return True

    @property
    def partial_due(self) -> bool:
        """Whether the next top-frame read re-reads changed subtrees of a trusted copy."""
        return self._trusted and not self._seed and bool(self._roots)

    # -- the tree -------------------------------------------------------------

    def cached(self, options: ObserveOptions) -> Tree | None:
        """The last tree read with ``options``, when the copy is trusted and unchanged."""
        if self._tree is None or not self._trusted or self._tree[0] != options:
            return None
        if self._frames_key != self._oopifs():
            return None
        self.stats.cached += 1
        return self._tree[1]

    def remember(self, options: ObserveOptions, tree: Tree) -> None:
        """Keep ``tree`` as the page's until a change.

        Only when each child frame it holds was kept by a watcher of its own. A tree
        that counts content the page left undrawn (:mod:`undrawn`) makes the copy
        untrusted: the page draws that content, and leaves far content undrawn again,
        as it scrolls, which changes the accessibility tree without any DOM change or
        event for the copy; until the page is drawn whole, each read is a whole one. So
        does a read that found content in a closed shadow root (:meth:`unwatchable`).
        """
        if tree.offscreen is not None or self._unwatched:
            self._trusted = False
        if self._unwatched:
            self.children.reset()  # a frame's closed shadow root is no better watched
        self._unwatched = False
        if self._trusted and self.children.all_kept() and tree.blocking is None:
            self._tree = (options, tree)
            self._frames_key = self._oopifs()
        else:
            self._tree = None

    def unwatchable(self) -> None:
        """The read in progress found content no watcher script can follow.

        A closed shadow root hides its nodes from every script but its owner's, the
        watcher's too, so a change inside it would leave the copy stale: the tree read
        is not kept, and each read of such a page is a whole one.
        """
        self._unwatched = True

    def _oopifs(self) -> frozenset[tuple[str, str]]:
        return frozenset((fid, s.id) for fid, s in self.page.oopifs.items())

    def source(self, session: CdpSession, frame_id: str | None) -> Awaitable[dict[str, Any]]:
        """The AX source for a read: the copy for the top frame, the kept trees for the rest."""
        top = session is self.page.main and frame_id in (None, self._top_frame)
        if top:
            return self._top(session, frame_id)
        if frame_id is None:
            return session.send("Accessibility.getFullAXTree")
        return self.children.tree(session, frame_id)

    async def _top(self, session: CdpSession, frame_id: str | None) -> dict[str, Any]:
        params = {"frameId": frame_id} if frame_id is not None else None
        if self._seed or not self._trusted:
            seeding = self._seed and self._context is not None
            self._seed = False
            reply = await session.send("Accessibility.getFullAXTree", params)
            self.stats.full += 1
            if seeding and await self._installed():
                self._load(reply.get("nodes", []))
            return reply
        if self._roots:
            roots, self._roots = self._roots, []
            try:
                ok = await self._refresh(session, roots)
            except (CdpError, HandrailError):
                ok = False
            finally:
                task = asyncio.ensure_future(_release(session))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
            if not ok:
                reply = await session.send("Accessibility.getFullAXTree", params)
                self.stats.full += 1
                self._load(reply.get("nodes", []))
                return reply
            self.stats.partial += 1
        return {"nodes": self.nodes()}

    def _load(self, nodes: list[dict[str, Any]]) -> None:
        self._nodes = {str(n["nodeId"]): n for n in nodes}
        root = next((n for n in nodes if not n.get("parentId")), None)
        self._root = str(root["nodeId"]) if root else None
        self._trusted = root is not None
        self._updated.clear()

    def nodes(self) -> list[dict[str, Any]]:
        """The copy as ``getFullAXTree`` gives it: the root first, then every other node."""
        root = self._nodes.get(self._root or "")
        if root is None:
            return []
        return [root, *(n for k, n in self._nodes.items() if k != self._root)]

    def _subtree(self, node_id: str) -> list[str]:
        out, stack = [], [node_id]
        while stack:
            nid = stack.pop()
            node = self._nodes.get(nid)
            if node is None:
                continue
            out.append(nid)
            stack.extend(str(c) for c in node.get("childIds", ()))
        return out

    async def _refresh(self, session: CdpSession, roots: list[dict[str, Any]]) -> bool:
        """Read the changed subtrees again and splice them in; False when a whole read is due."""
        replies = await asyncio.gather(
            *(
                session.send("Accessibility.getPartialAXTree", {**r, "fetchRelatives": True})
                for r in roots
            ),
            return_exceptions=True,
        )
        fresh: dict[str, dict[str, Any]] = {}
        tops: list[str] = []
        frontier: list[str] = []
        for reply in replies:
            if isinstance(reply, BaseException):
                if isinstance(reply, CdpError):
                    continue  # the node went away: its parent's change covers it
                raise reply
            nodes = reply.get("nodes", [])
            if not nodes:
                continue
            top = nodes[0]
            tid = str(top["nodeId"])
            if top.get("ignored"):
                if tid not in self._nodes and _unrendered(top):
                    # Inside what the page does not draw (a closed list's options), not
                    # drawn before either (the copy lacks it): the tree did not change.
                    continue
                # Chromium answers for an ignored node (aria-hidden, display: none) with
                # relatives that need not be the subtree asked about: read it whole.
                return False
            if tid != self._root and not any(str(n["nodeId"]) == self._root for n in nodes):
                continue  # not in the document any more (its ancestors end elsewhere)
            if tid not in self._nodes and str(top.get("parentId")) not in self._nodes:
                return False
            old = len(self._subtree(tid))
            if old > _MAX_SHARE * max(len(self._nodes), 1) and old > 50:
                return False
            tops.append(tid)
            by_id = {str(n["nodeId"]): n for n in nodes}
            chain: set[str] = set()
            up = str(top.get("parentId", ""))
            while up in by_id and up not in chain:
                chain.add(up)
                up = str(by_id[up].get("parentId", ""))
            for nid, n in by_id.items():
                if nid not in chain:
                    fresh[nid] = n
                    continue
                # An ancestor: its name and states are fresh, but its child list is not
                # to be trusted (the node asked about may be listed first, twice); a
                # change of its children is a change rooted at it.
                old_node = fresh.get(nid) or self._nodes.get(nid)
                if old_node is None:
                    return False
                fresh[nid] = {**n, "childIds": old_node.get("childIds", [])}
            for nid, n in by_id.items():
                below = n.get("childIds", ())
                known = all(str(c) in by_id for c in below)
                if nid not in chain and _has_children(n) and not known:
                    frontier.append(nid)
        depth = 0
        while frontier and depth < _MAX_DEPTH:
            depth += 1
            level = await asyncio.gather(
                *(session.send("Accessibility.getChildAXNodes", {"id": nid}) for nid in frontier)
            )
            frontier = []
            for reply in level:
                for n in reply.get("nodes", []):
                    nid = str(n["nodeId"])
                    fresh[nid] = n
                    if _has_children(n):
                        frontier.append(nid)
        if frontier:
            return False
        for tid in tops:
            for nid in self._subtree(tid):
                self._nodes.pop(nid, None)
        self._nodes.update(fresh)
        self.stats.nodes_read += len(fresh)
        return self._root in self._nodes

    def _drop_script(self) -> None:
        script, self._script = self._script, None
        if script is None:
            return
        if script.done():
            if not script.cancelled():
                script.exception()  # nobody waits for its outcome any more
        else:
            script.cancel()

    def close(self) -> None:
        """Stop listening."""
        self._drop_script()
        self._remove()


def _unrendered(node: dict[str, Any]) -> bool:
    """Whether Chromium leaves ``node`` out only because the page does not draw it."""
    reasons = {
        r.get("name") for r in node.get("ignoredReasons", ()) if r.get("value", {}).get("value")
    }
    return reasons == {"notRendered"}


def _has_children(node: dict[str, Any]) -> bool:
    # Inline text boxes under static text are never read (the reader skips them).
    return bool(node.get("childIds")) and node.get("role", {}).get("value") != "StaticText"


_COMPARED = ("ignored", "role", "name", "value", "description", "properties", "childIds")


def _differs(old: dict[str, Any], new: dict[str, Any]) -> bool:
    return any(old.get(k) != new.get(k) for k in _COMPARED if k in new)


async def _release(session: CdpSession) -> None:
    try:
        await session.send("Runtime.releaseObjectGroup", {"objectGroup": _GROUP}, timeout=2.0)
    except (CdpError, HandrailError):
        return
