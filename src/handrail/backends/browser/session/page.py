"""One attached page: its CDP sessions (out-of-process iframes included), dialogs, load state.

A :class:`PageHandle` attaches to a page target with flattened sessions and auto-attaches
to the page's out-of-process iframes (recursively), so every frame's tree and input can
be reached. It follows JavaScript dialogs, crashes, navigation and network activity
through events, which is what :meth:`settle` and the dialog reporting rely on.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from handrail.backends.browser.session.cdp import CdpConnection, CdpError, CdpSession
from handrail.backends.browser.session.motion import motion_ended
from handrail.errors import OperationTimeout, TargetNotFound

__all__ = ["PARSE_WAIT", "PENDING_NAVIGATION", "Dialog", "FrameInfo", "PageHandle", "session_shift"]

PARSE_WAIT = 2.0
"""Seconds a read waits for the top document's parser to finish (then reads it as it is)."""
PENDING_NAVIGATION = 2.0
"""Seconds a navigation the top frame was told to make counts before it starts loading."""
_NAVIGATION_ASKED = frozenset(
    {
        "Page.frameScheduledNavigation",
        "Page.frameRequestedNavigation",
        "Page.frameStartedNavigating",
    }
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Dialog:
    """An open JavaScript dialog: ``kind`` is alert, confirm, prompt or beforeunload."""

    kind: str
    message: str
    remote: bool = False
    """Seen by the dialog watcher, not by this process: answered through the watcher."""

    def describe(self) -> str:
        """One line: ``confirm dialog "Delete everything?"``."""
        text = " ".join(self.message.split()) or "(no text)"
        return f'{self.kind} dialog "{text}"'


@dataclass(frozen=True, slots=True, kw_only=True)
class FrameInfo:
    """A frame and the session that reaches it."""

    frame_id: str
    loader_id: str
    url: str
    session: CdpSession
    parent_id: str | None


class PageHandle:
    """A page target attached over ``conn``. Create with :meth:`attach`."""

    def __init__(self, conn: CdpConnection, target_id: str, main: CdpSession) -> None:
        self.conn = conn
        self.target_id = target_id
        self.main = main
        self.oopifs: dict[str, CdpSession] = {}
        """Out-of-process iframe sessions keyed by frame id (equal to their target id)."""
        self.oopif_parent: dict[str, str] = {}
        """Session id of the session in which each out-of-process frame was found."""
        self.dialog: Dialog | None = None
        self.title: str | None = None
        """The document's title as the last read saw it (a JavaScript dialog hides it)."""
        self.url: str | None = None
        """The top document's address with its fragment, as the browser last announced it
        (``None`` until it announces one after attaching). It is current with every reply
        that follows the announcement, where the target's info can lag a move within the
        document."""
        self.crashed = False
        self.loading = False
        self.navigation_pending: float | None = None
        """When the top frame was told to navigate and has not started loading yet."""
        self.parsing = False
        """The top document was committed and has not reached DOMContentLoaded."""
        self.documents = 0
        """Top documents committed since attaching (a read spanning two is thrown away)."""
        self.last_activity = time.monotonic()
        self._inflight: set[str] = set()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._sessions = {main.id}
        self._dialog_opened = asyncio.Event()
        self.state_dir: Path | None = None
        self._remove = conn.add_listener(self._on_event)

    @classmethod
    async def attach(
        cls, conn: CdpConnection, target_id: str, state_dir: Path | None = None
    ) -> PageHandle:
        """Attach to page ``target_id`` and its out-of-process iframes.

        ``state_dir`` is given for the managed browser, whose dialog watcher records
        dialogs that opened while no command was attached.

        Raises:
            TargetNotFound: when the page has gone.
            OperationTimeout: when the browser does not answer.

        """
        try:
            reply = await conn.send(
                "Target.attachToTarget", {"targetId": target_id, "flatten": True}
            )
        except CdpError as exc:
            raise TargetNotFound(f"the page has gone ({exc.message})") from exc
        page = cls(conn, target_id, conn.session(reply["sessionId"]))
        page.state_dir = state_dir
        if not page.recorded_dialog():
            await page.enable()
        return page

    def recorded_dialog(self) -> bool:
        """Take an open dialog from the watcher's record; True when there is one."""
        if self.state_dir is None:
            return False
        from handrail.backends.browser.session.watchsocket import read_dialog

        rec = read_dialog(self.state_dir, self.target_id)
        if rec is None:
            return False
        self.dialog = Dialog(
            kind=rec.get("type", "alert"), message=rec.get("message", ""), remote=True
        )
        return True

    async def enable(self) -> None:
        """Enable the domains observation and dialogs need, and reach out-of-process frames.

        Raises:
            CdpError, OperationTimeout: from the browser.

        """
        try:
            # Page.enable announces a dialog that opened while this client listened; its
            # answer waits for a page that a dialog froze.
            await self.unless_dialog(self.main, "Page.enable", timeout=2.0)
        except OperationTimeout:
            if not self.recorded_dialog():
                self.dialog = Dialog(
                    kind="unknown",
                    message="the page is frozen, most likely by a JavaScript dialog that"
                    " opened while no handrail command was attached",
                )
        if self.dialog is None:
            # Keeps the renderer's accessibility tree alive between reads: repeat reads
            # within one process cost about half.
            await self.main.send("Accessibility.enable")
            await self._auto_attach(self.main)

    async def unless_dialog(
        self,
        session: CdpSession,
        method: str,
        params: dict[str, Any] | None = None,
        timeout: float | None = None,
    ) -> dict[str, Any] | None:
        """Send a command, but stop waiting when a JavaScript dialog opens meanwhile.

        A dialog freezes the page, so commands that need the page (input events, enabling
        domains) only answer once it is closed.

        Returns:
            The result, or ``None`` when a dialog opened first.

        Raises:
            CdpError, OperationTimeout, BackendUnavailable: as :meth:`CdpSession.send`.

        """
        if self.dialog is not None:
            return None
        self._dialog_opened.clear()
        call = asyncio.ensure_future(session.send(method, params, timeout=timeout))
        opened = asyncio.ensure_future(self._dialog_opened.wait())
        try:
            await asyncio.wait({call, opened}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            opened.cancel()
        if call.done():
            return call.result()
        # The answer comes when the dialog closes; nobody needs it then.
        call.add_done_callback(lambda f: f.cancelled() or f.exception())
        return None

    async def _auto_attach(self, session: CdpSession) -> None:
        await session.send(
            "Target.setAutoAttach",
            {"autoAttach": True, "waitForDebuggerOnStart": False, "flatten": True},
        )

    async def ready(self) -> None:
        """Wait for pending out-of-process iframe set-ups (bounded by the IPC timeout)."""
        if self._tasks:
            await asyncio.wait(list(self._tasks), timeout=self.conn.timeout)

    def _on_event(self, session_id: str | None, msg: dict[str, Any]) -> None:
        if session_id not in self._sessions:
            return
        method = msg.get("method", "")
        params: dict[str, Any] = msg.get("params", {})
        if method == "Target.attachedToTarget":
            info = params.get("targetInfo", {})
            if info.get("type") == "iframe":
                child = self.conn.session(params["sessionId"])
                self._sessions.add(child.id)
                self.oopifs[info["targetId"]] = child
                self.oopif_parent[info["targetId"]] = session_id or ""
                task = asyncio.get_running_loop().create_task(self._setup_child(child))
                self._tasks.add(task)
                task.add_done_callback(self._tasks.discard)
        elif method == "Target.detachedFromTarget":
            sid = params.get("sessionId")
            for fid, sess in list(self.oopifs.items()):
                if sess.id == sid:
                    del self.oopifs[fid]
                    self.oopif_parent.pop(fid, None)
        elif session_id != self.main.id:
            return
        elif method == "Page.javascriptDialogOpening":
            self.dialog = Dialog(
                kind=params.get("type", "alert"), message=params.get("message", "")
            )
            self._dialog_opened.set()
        elif method == "Page.javascriptDialogClosed":
            self.dialog = None
        elif method == "Inspector.targetCrashed":
            self.crashed = True
        elif method in _NAVIGATION_ASKED:
            if self._starts_navigation(method, params):
                self.navigation_pending = time.monotonic()
                self.last_activity = time.monotonic()
        elif method == "Page.frameClearedScheduledNavigation":
            self.navigation_pending = None
        elif method == "Page.frameNavigated":
            frame = params.get("frame", {})
            if not frame.get("parentId"):
                self.url = f"{frame.get('url', '')}{frame.get('urlFragment', '')}" or None
            if not frame.get("parentId") and params.get("type") != "BackForwardCacheRestore":
                # A document restored from the cache was parsed long ago.
                self.documents += 1
                self.parsing = True
        elif method == "Page.navigatedWithinDocument":
            if params.get("frameId") == self.target_id:
                self.url = params.get("url") or self.url
        elif method == "Page.domContentEventFired":
            self.parsing = False
        elif method == "Page.frameStartedLoading":
            self.loading = True
            self.navigation_pending = None
            self.last_activity = time.monotonic()
        elif method == "Page.frameStoppedLoading":
            self.loading = False
            self.last_activity = time.monotonic()
        elif method == "Network.requestWillBeSent":
            self._inflight.add(params.get("requestId", ""))
            self.last_activity = time.monotonic()
        elif method in ("Network.loadingFinished", "Network.loadingFailed"):
            self._inflight.discard(params.get("requestId", ""))
            self.last_activity = time.monotonic()

    async def _setup_child(self, child: CdpSession) -> None:
        try:
            await self._auto_attach(child)
        except Exception:
            # A frame that goes away while being set up is simply not observed.
            return

    async def watch_activity(self) -> None:
        """Start following network requests (used by :meth:`settle`)."""
        self._inflight.clear()
        await self.main.send("Network.enable", {"maxTotalBufferSize": 0})

    def _starts_navigation(self, method: str, params: dict[str, Any]) -> bool:
        """True when an event says the top frame is about to navigate in this page."""
        if params.get("frameId") != self.target_id:  # the top frame's id is the target's
            return False
        if method == "Page.frameRequestedNavigation":
            return bool(params.get("disposition", "currentTab") == "currentTab")
        if method == "Page.frameScheduledNavigation":
            # A meta refresh minutes away is not the consequence of an action.
            return float(params.get("delay", 0)) <= PENDING_NAVIGATION
        return True

    def _navigation_pending(self) -> bool:
        since = self.navigation_pending
        # A navigation that was asked for but never started (refused, or turned into a
        # download) stops counting after a while.
        return since is not None and time.monotonic() - since < PENDING_NAVIGATION

    async def to_front(self) -> bool:
        """Bring the page's tab to the front when it is in the background; whether it was.

        A tab out of sight draws no frames: the browser never answers the pointer input
        sent to it, nor a screenshot of it.
        """
        reply = await self.main.send(
            "Runtime.evaluate", {"expression": "document.visibilityState", "returnByValue": True}
        )
        if reply.get("result", {}).get("value") != "hidden":
            return False
        await self.main.send("Page.bringToFront")
        return True

    async def settle(self, timeout: float, quiet: float = 0.15) -> None:
        """Wait until no navigation is loading and the network has been idle for ``quiet`` s.

        A navigation counts from the moment the top frame is told to navigate (a link's
        click schedules it; loading starts a little later, later still on a busy
        machine), not only once it loads. Then it waits for the animations running in
        the top document to end (:func:`~handrail.backends.browser.session.motion.motion_ended`).
        Returns after ``timeout`` seconds at the latest; an open dialog ends the wait at
        once.
        """
        deadline = time.monotonic() + timeout
        await asyncio.sleep(min(0.05, timeout))
        while time.monotonic() < deadline:
            if self.dialog is not None or self.crashed or self.conn.closed:
                return
            idle = not self.loading and not self._inflight and not self._navigation_pending()
            if idle and time.monotonic() - self.last_activity >= quiet:
                # What the press set moving (a tab's fade) ends before the page is read.
                await motion_ended(self.main, deadline)
                return
            await asyncio.sleep(0.02)

    async def parsed(self, timeout: float = PARSE_WAIT) -> bool:
        """Wait until the top document has been parsed (DOMContentLoaded), ``timeout`` s at most.

        A document read while the parser is still in it shows half of it: a heading
        without its text, the buttons after it missing.

        Returns:
            False when it was still being parsed at the deadline (it is read as it is).

        """
        deadline = time.monotonic() + timeout
        while self.parsing:
            if self.dialog is not None or self.crashed or self.conn.closed:
                return True
            if time.monotonic() >= deadline:
                return False
            await asyncio.sleep(0.02)
        return True

    async def frames(self) -> list[FrameInfo]:
        """Every frame of the page with the session that reaches it (top frame first).

        Raises:
            CdpError, OperationTimeout: from the browser.

        """
        await self.ready()
        sessions = [self.main, *self.oopifs.values()]
        trees = await asyncio.gather(
            *(s.send("Page.getFrameTree") for s in sessions), return_exceptions=True
        )
        out: list[FrameInfo] = []
        for session, tree in zip(sessions, trees, strict=True):
            if isinstance(tree, BaseException):
                if session is self.main:
                    raise tree
                continue
            out.extend(self.frames_in(session, tree))
        return out

    def frames_in(self, session: CdpSession, reply: dict[str, Any]) -> list[FrameInfo]:
        """The frames of one ``Page.getFrameTree`` reply that ``session`` reaches itself."""
        out: list[FrameInfo] = []
        stack = [reply["frameTree"]]
        while stack:
            item = stack.pop(0)
            frame = item["frame"]
            fid = frame["id"]
            if fid in self.oopifs and self.oopifs[fid] is not session:
                # Its own session reports it (and the frames inside it).
                continue
            out.append(
                FrameInfo(
                    frame_id=fid,
                    loader_id=frame.get("loaderId", ""),
                    url=frame.get("url", ""),
                    session=session,
                    parent_id=frame.get("parentId"),
                )
            )
            stack.extend(item.get("childFrames", ()))
        return out

    def _frame_of(self, session: CdpSession) -> str | None:
        for fid, sess in self.oopifs.items():
            if sess is session:
                return fid
        return None

    def parent_session(self, frame_id: str) -> CdpSession:
        """The session in which out-of-process frame ``frame_id`` has its ``<iframe>``."""
        sid = self.oopif_parent.get(frame_id)
        for sess in (self.main, *self.oopifs.values()):
            if sess.id == sid:
                return sess
        return self.main

    async def detach(self) -> None:
        """Stop listening and detach from the page (errors are ignored: it may have gone)."""
        self._remove()
        for task in list(self._tasks):
            task.cancel()
        if not self.conn.closed:
            try:
                await self.conn.send(
                    "Target.detachFromTarget", {"sessionId": self.main.id}, timeout=2.0
                )
            except Exception:
                return


async def session_shift(page: PageHandle, session: CdpSession) -> tuple[float, float]:
    """Where ``session``'s viewport lies in top-level coordinates (0,0 for the page itself)."""
    dx = dy = 0.0
    current = session
    for _ in range(8):
        if current is page.main:
            break
        fid = next((f for f, s in page.oopifs.items() if s is current), None)
        if fid is None:
            break
        parent = page.parent_session(fid)
        owner = await parent.send("DOM.getFrameOwner", {"frameId": fid})
        box = await parent.send("DOM.getBoxModel", {"backendNodeId": owner["backendNodeId"]})
        content = box["model"]["content"]
        dx, dy = dx + content[0], dy + content[1]
        current = parent
    return dx, dy
