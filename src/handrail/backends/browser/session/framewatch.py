"""A page's child frames, each followed by a watcher of its own between reads.

The mirror (:mod:`mirror`) keeps a copy of the top frame's tree; a child frame (an
``<iframe>``'s document, in the page's process or in one of its own) keeps the last
whole tree read of it instead, for as long as its own watcher (the same script, in an
isolated world of that document) says nothing in it changed. Each read polls every
watched child frame, all at once; a child frame whose watcher saw a change, whose
document went (its world went with it: the poll fails), or whose nodes Chromium
announces as reading differently (``Accessibility.nodesUpdated``), is read whole again
and installs its watcher again when it has none. A frame is first read with its
watcher's script sent right before its tree (the renderer answers in order, so the
script runs before the tree is taken).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from typing import Any

from handrail.backends.browser.session.cdp import CdpError, CdpSession
from handrail.backends.browser.session.page import PageHandle
from handrail.backends.browser.session.watchscript import WORLD, take_expression, watch_script
from handrail.errors import HandrailError

__all__ = ["ChildFrames"]

_COMPARED = ("ignored", "role", "name", "value", "description", "properties", "childIds")


@dataclass(kw_only=True)
class _Watch:
    """One child frame: its watcher's world and the last tree read while it watched."""

    session: CdpSession
    context: int
    reply: dict[str, Any] | None = None
    by_id: dict[str, dict[str, Any]] = field(default_factory=dict)


class ChildFrames:
    """The watched child frames of ``page``, by frame id."""

    def __init__(self, page: PageHandle, reader: str) -> None:
        self.page = page
        self.reader = reader
        """The mirror's name to the frames' watcher scripts (see :mod:`watchscript`)."""
        self._take = take_expression(reader)
        self._watches: dict[str, _Watch] = {}
        self._asked: dict[str, bool] = {}
        """Frames the current read asked for -> whether their tree is kept."""

    def reset(self) -> None:
        """Forget every child frame (the next read reads them whole and watches them again)."""
        self._watches.clear()
        self._asked.clear()

    def begin(self) -> None:
        """A read begins: :meth:`all_kept` will speak of the frames it asks for."""
        self._asked = {}

    def all_kept(self) -> bool:
        """Whether every child frame the read asked for has a kept tree and a watcher."""
        return all(self._asked.values())

    @property
    def watched(self) -> bool:
        """Whether any child frame is watched (then a poll asks them)."""
        return bool(self._watches)

    async def poll(self) -> bool:
        """Ask every watched child frame's watcher what changed (all at once).

        Returns:
            True when none changed; those that did are read whole by the next read.

        """
        items = list(self._watches.items())
        answers = await asyncio.gather(
            *(
                self.page.unless_dialog(
                    w.session,
                    "Runtime.evaluate",
                    {"expression": self._take, "contextId": w.context, "returnByValue": True},
                )
                for _, w in items
            ),
            return_exceptions=True,
        )
        clean = True
        for (fid, w), answer in zip(items, answers, strict=True):
            if isinstance(answer, (CdpError, HandrailError)):
                del self._watches[fid]  # its document (and world) went: watched again
                clean = False
                continue
            if isinstance(answer, BaseException):
                raise answer
            if answer is not None and "exceptionDetails" in answer:
                del self._watches[fid]  # its watcher is broken: watched again
                clean = False
                continue
            result = (answer or {}).get("result", {})
            if answer is None or result.get("subtype") != "null":
                w.reply = None  # it changed: read whole again
                clean = False
        return clean

    async def tree(self, session: CdpSession, frame_id: str) -> dict[str, Any]:
        """The child frame's ``getFullAXTree`` reply: the kept one, or read (and watched)."""
        self._asked[frame_id] = False
        w = self._watches.get(frame_id)
        if w is not None and w.session is not session:
            del self._watches[frame_id]  # the frame moved to another process
            w = None
        if w is not None and w.reply is not None:
            self._asked[frame_id] = True
            return w.reply
        script: asyncio.Future[dict[str, Any]] | None = None
        if w is None:
            try:
                world = await session.send(
                    "Page.createIsolatedWorld", {"frameId": frame_id, "worldName": WORLD}
                )
                context = int(world["executionContextId"])
            except (CdpError, HandrailError, KeyError, ValueError):
                context = None
            if context is not None:
                w = _Watch(session=session, context=context)
                script = asyncio.ensure_future(
                    session.send(
                        "Runtime.evaluate",
                        {
                            "expression": watch_script(self.reader),
                            "contextId": context,
                            "returnByValue": True,
                        },
                    )
                )
        try:
            reply = await session.send("Accessibility.getFullAXTree", {"frameId": frame_id})
        except BaseException:
            if script is not None:
                script.cancel()
            raise
        if script is not None:
            try:
                ok = (await script).get("result", {}).get("type") == "string"
            except (CdpError, HandrailError):
                ok = False
            if not ok:
                w = None
        if w is not None:
            w.reply = reply
            w.by_id = {str(n.get("nodeId")): n for n in reply.get("nodes", [])}
            self._watches[frame_id] = w
        else:
            self._watches.pop(frame_id, None)
        self._asked[frame_id] = w is not None
        return reply

    def nodes_updated(self, session_id: str | None, nodes: list[dict[str, Any]]) -> bool:
        """Drop the kept tree of each child frame a ``nodesUpdated`` node reads differently in.

        Returns:
            True when a kept tree was dropped.

        """
        dropped = False
        for w in self._watches.values():
            if w.session.id != session_id or w.reply is None:
                continue
            for node in nodes:
                old = w.by_id.get(str(node.get("nodeId")))
                if old is not None and any(
                    old.get(k) != node.get(k) for k in _COMPARED if k in node
                ):
                    w.reply = None
                    dropped = True
                    break
        return dropped

    def forget(self, session_id: str | None, frame_id: str | None = None) -> None:
        """Forget the child frames of a session (or one frame of it) whose document changed."""
        for fid, w in list(self._watches.items()):
            if w.session.id == session_id and frame_id in (None, fid):
                del self._watches[fid]
