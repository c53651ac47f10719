"""A viewport-first read: the accessibility nodes of what is on screen, and a count of the rest.

Chromium's own tree stays the source of roles and names; what this saves is reading
the whole of it on a long page. A script in an isolated world of the top document
(the page's own scripts cannot see or disturb it) walks the elements (open shadow
roots included) and keeps those whose box meets the viewport, with their ancestors
and their own text nodes; it counts the others that would make a line of their own
(links, controls, headings, paragraphs, list items, cells, images), above and below
the viewport. Each kept node's accessibility node comes from one
``Accessibility.getPartialAXTree`` without relatives, all in flight at once, and
together they make a ``getFullAXTree``-shaped reply holding only them, which the
usual read turns into nodes (children not kept are left out).

A page that fits on screen, or whose kept nodes do not make one tree (a node whose
accessibility parent was not kept, as ``aria-owns`` can make), is read whole. Only the
top frame is cut; child frames on screen are read whole.
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Awaitable
from typing import Any

from handrail.backends.browser.observe import full_ax_tree
from handrail.backends.browser.session.cdp import CdpError, CdpSession
from handrail.backends.browser.session.page import PageHandle
from handrail.errors import HandrailError
from handrail.model import Offscreen

__all__ = ["ViewportSource"]

_WORLD = "handrail-viewport"
_GROUP = "handrail-viewport"

_SCRIPT = r"""
(() => {
  const vw = innerWidth, vh = innerHeight;
  const on = [], seen = new Set([document]);
  let above = 0, below = 0, controls = 0;
  const CONTROL = 'a[href],button,input,select,textarea,summary,[role],[tabindex],' +
    '[onclick],[contenteditable]';
  const LINE = CONTROL + ',h1,h2,h3,h4,h5,h6,p,li,td,th,pre,img,dt,dd,label';
  const keep = (e) => {
    for (let a = e; a && !seen.has(a); a = a.parentNode || a.host) { seen.add(a); on.push(a); }
  };
  const walk = (root) => {
    for (const e of root.querySelectorAll('*')) {
      const r = e.getBoundingClientRect();
      if (r.bottom > 0 && r.top < vh && r.right > 0 && r.left < vw) {
        keep(e);
        for (const c of e.childNodes) if (c.nodeType === 3 && c.data.trim()) on.push(c);
      } else if ((r.width || r.height) && e.matches(LINE)) {
        if (r.bottom <= 0) above++; else below++;
        if (e.matches(CONTROL)) controls++;
      }
      if (e.shadowRoot) walk(e.shadowRoot);
    }
  };
  walk(document);
  if (!above && !below) return 'all';
  on.push(document, above, below, controls);
  return on;
})()
"""

_worlds: weakref.WeakKeyDictionary[PageHandle, tuple[int, int]] = weakref.WeakKeyDictionary()
"""Per page: (its document count, the viewport world's execution context in it)."""
_tasks: set[asyncio.Task[None]] = set()
"""Object groups being released after a read (not waited for)."""


async def _world(page: PageHandle, fresh: bool) -> int:
    known = _worlds.get(page)
    if known is not None and known[0] == page.documents and not fresh:
        return known[1]
    world = await page.main.send(
        "Page.createIsolatedWorld", {"frameId": page.target_id, "worldName": _WORLD}
    )
    context = int(world["executionContextId"])
    _worlds[page] = (page.documents, context)
    return context


async def _pick(page: PageHandle) -> tuple[list[str], Offscreen] | None:
    """Object ids of the on-screen nodes (the document last) and the count of the rest.

    ``None`` when nothing is off screen or the script could not run (then the page is
    read whole).
    """
    main = page.main
    reply: dict[str, Any] | None = None
    for fresh in (False, True):
        try:
            context = await _world(page, fresh)
            reply = await main.send(
                "Runtime.evaluate",
                {"expression": _SCRIPT, "contextId": context, "objectGroup": _GROUP},
            )
        except CdpError:
            continue  # the world went with its document: made again once
        if "exceptionDetails" not in reply:
            break
        reply = None
    oid = (reply or {}).get("result", {}).get("objectId")
    if not isinstance(oid, str):
        return None  # 'all': the page fits on screen
    props = await main.send("Runtime.getProperties", {"objectId": oid, "ownProperties": True})
    items = sorted(
        (
            (int(p["name"]), p.get("value", {}))
            for p in props.get("result", [])
            if p.get("name", "").isdigit()
        ),
        key=lambda item: item[0],
    )
    counts = [v.get("value") for _, v in items[-3:]]
    oids = [v["objectId"] for _, v in items[:-3] if isinstance(v.get("objectId"), str)]
    if len(counts) != 3 or not all(isinstance(c, int) for c in counts):
        return None
    return oids, Offscreen(above=counts[0], below=counts[1], controls=counts[2])


def _one_tree(replies: list[dict[str, Any] | BaseException]) -> list[dict[str, Any]] | None:
    """The replies' nodes as one tree, the root first; ``None`` when they do not make one."""
    nodes: dict[str, dict[str, Any]] = {}
    for reply in replies:
        if isinstance(reply, BaseException):
            if isinstance(reply, CdpError):
                continue  # a node that went away meanwhile
            raise reply
        for n in reply.get("nodes", ()):
            nodes.setdefault(str(n["nodeId"]), n)
    roots = [n for n in nodes.values() if not n.get("parentId")]
    if len(roots) != 1 or any(
        str(n["parentId"]) not in nodes for n in nodes.values() if n.get("parentId")
    ):
        return None
    root = roots[0]
    return [root, *(n for n in nodes.values() if n is not root)]


class ViewportSource:
    """An AX source (see :data:`~handrail.backends.browser.observe.AxSource`) for one read.

    The top frame's tree holds only its on-screen nodes; :attr:`offscreen` then counts
    the rest (``None`` when the whole tree was read).
    """

    def __init__(self, page: PageHandle) -> None:
        self.page = page
        self.offscreen: Offscreen | None = None

    def __call__(self, session: CdpSession, frame_id: str | None) -> Awaitable[dict[str, Any]]:
        """The frame's tree: cut to the viewport for the top frame, whole for the rest."""
        if session is self.page.main and frame_id in (None, self.page.target_id):
            return self._top(session, frame_id)
        return full_ax_tree(session, frame_id)

    async def _top(self, session: CdpSession, frame_id: str | None) -> dict[str, Any]:
        self.offscreen = None
        try:
            picked = await _pick(self.page)
            if picked is None:
                return await full_ax_tree(session, frame_id)
            oids, offscreen = picked
            replies = await asyncio.gather(
                *(
                    session.send(
                        "Accessibility.getPartialAXTree",
                        {"objectId": oid, "fetchRelatives": False},
                    )
                    for oid in oids
                ),
                return_exceptions=True,
            )
        finally:
            task = asyncio.ensure_future(_release(session))
            _tasks.add(task)
            task.add_done_callback(_tasks.discard)
        nodes = _one_tree(replies)
        if nodes is None:
            return await full_ax_tree(session, frame_id)
        self.offscreen = offscreen
        return {"nodes": nodes}


async def _release(session: CdpSession) -> None:
    try:
        await session.send("Runtime.releaseObjectGroup", {"objectGroup": _GROUP}, timeout=2.0)
    except (CdpError, HandrailError):
        return
