"""Reads through the long-lived browser watcher, so a one-off command starts warm.

A CLI command is a new process: connecting to the browser, attaching to the page and
enabling its domains cost far more than reading a small page, and a new process has no
mirror of the tree. The watcher ``handrail browser start`` leaves running keeps a
:class:`~handrail.backends.browser.backend.BrowserBackend` of its own, with its
connection, page sessions and mirrors; a command asks it on the watcher's socket to
resolve a target and read its tree (:func:`serve_read` answers there) and gets both as
JSON. Every call has a timeout. When the watcher cannot be reached or does not answer,
the command attaches directly, noting so in one line on the ``handrail`` logger.
"""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

from handrail import errors
from handrail.backends.base import Backend, Tree
from handrail.errors import HandrailError
from handrail.geometry import Rect
from handrail.model import (
    Environment,
    Node,
    ObserveOptions,
    Offscreen,
    Perception,
    Source,
    Target,
    TargetQuery,
)
from handrail.vocab import Role, State

__all__ = ["RemoteReader", "WatcherGone", "note_direct", "serve_read"]

_log = logging.getLogger("handrail")
_CONNECT_TIMEOUT = 1.0


class WatcherGone(Exception):
    """The watcher could not be reached or did not answer: attach directly instead."""


def _rect(value: Any) -> Rect | None:
    return Rect(*value) if isinstance(value, list) and len(value) == 4 else None


def target_json(target: Target) -> dict[str, Any]:
    """Every field of ``target``."""
    return {
        "backend": target.backend,
        "key": target.key,
        "app": target.app,
        "pid": target.pid,
        "window": target.window,
        "url": target.url,
        "tree": target.tree,
        "window_id": target.window_id,
        "bounds": target.bounds.as_list() if target.bounds else None,
    }


def target_from(data: dict[str, Any]) -> Target:
    """The :class:`Target` of :func:`target_json`."""
    return Target(
        backend=data["backend"],
        key=data["key"],
        app=data["app"],
        pid=data.get("pid"),
        window=data.get("window"),
        url=data.get("url"),
        tree=bool(data.get("tree", True)),
        window_id=data.get("window_id"),
        bounds=_rect(data.get("bounds")),
    )


def tree_json(tree: Tree) -> dict[str, Any]:
    """Every field of ``tree``; nodes as lists, in :class:`Node` field order."""
    env = tree.environment
    return {
        "nodes": [
            [
                n.locator,
                n.role.value,
                n.name,
                n.value,
                n.description,
                n.hint,
                sorted(s.value for s in n.states),
                n.bounds.as_list() if n.bounds else None,
                list(n.actions),
                n.parent,
                n.source.value,
                n.confidence,
                list(n.hover),
            ]
            for n in tree.nodes
        ],
        "total": tree.total,
        "truncated": tree.truncated,
        "environment": [
            env.screen_w,
            env.screen_h,
            env.scale,
            env.focused_app,
            env.locale,
            [list(a) for a in env.accessibility],
        ],
        "blocking": tree.blocking,
        "title": tree.title,
        "url": tree.url,
        "perception": tree.perception,
        "offscreen": tree.offscreen.to_json() if tree.offscreen else None,
        "pictures": None if tree.pictures is None else [r.as_list() for r in tree.pictures],
    }


def tree_from(data: dict[str, Any]) -> Tree:
    """The :class:`Tree` of :func:`tree_json`."""
    nodes = tuple(
        Node(
            locator=n[0],
            role=Role(n[1]),
            name=n[2],
            value=n[3],
            description=n[4],
            hint=n[5],
            states=frozenset(State(s) for s in n[6]),
            bounds=_rect(n[7]),
            actions=tuple(n[8]),
            parent=n[9],
            source=Source(n[10]),
            confidence=n[11],
            hover=tuple(n[12]) if len(n) > 12 else (),
        )
        for n in data["nodes"]
    )
    e = data["environment"]
    env = Environment(
        screen_w=e[0],
        screen_h=e[1],
        scale=e[2],
        focused_app=e[3],
        locale=e[4],
        accessibility=tuple((str(a[0]), str(a[1])) for a in e[5]),
    )
    return Tree(
        nodes=nodes,
        total=data["total"],
        truncated=data["truncated"],
        environment=env,
        blocking=data.get("blocking"),
        title=data.get("title"),
        url=data.get("url"),
        perception=data.get("perception"),
        offscreen=Offscreen(**data["offscreen"]) if data.get("offscreen") else None,
        pictures=None
        if data.get("pictures") is None
        else tuple(Rect(*r) for r in data["pictures"]),
    )


def options_json(options: ObserveOptions) -> dict[str, Any]:
    """The fields of ``options``."""
    return {
        "include_hidden": options.include_hidden,
        "max_elements": options.max_elements,
        "region": options.region.as_list() if options.region else None,
        "mode": options.mode.value,
        "viewport": options.viewport,
    }


def options_from(data: dict[str, Any]) -> ObserveOptions:
    """The :class:`ObserveOptions` of :func:`options_json`."""
    return ObserveOptions(
        include_hidden=bool(data.get("include_hidden")),
        max_elements=int(data.get("max_elements", 2000)),
        region=_rect(data.get("region")),
        mode=Perception(data.get("mode", Perception.AUTO.value)),
        viewport=bool(data.get("viewport")),
    )


def _error_json(exc: HandrailError) -> dict[str, Any]:
    return {"ok": False, "kind": type(exc).__name__, "error": str(exc)}


async def serve_read(backend: Backend, request: dict[str, Any]) -> dict[str, Any]:
    """Answer one ``resolve``, ``refresh`` or ``read`` request with ``backend``.

    The caller's ``ipc_timeout`` bounds each of the watcher's calls to the browser, as it
    would bound the caller's own.
    """
    op = request.get("op")
    limit = request.get("ipc_timeout")
    use = getattr(backend, "use_timeout", None)
    if isinstance(limit, int | float) and limit > 0 and callable(use):
        use(float(limit))
    try:
        if op == "resolve":
            target = await backend.resolve(TargetQuery(**request["query"]))
            return {"ok": True, "target": target_json(target)}
        if op == "refresh":
            target = await backend.refresh(target_from(request["target"]))
            return {"ok": True, "target": target_json(target)}
        if op == "read":
            tree = await backend.read_tree(
                target_from(request["target"]), options_from(request["options"])
            )
            return {"ok": True, "tree": tree_json(tree)}
    except HandrailError as exc:
        return _error_json(exc)
    return {"ok": False, "kind": "", "error": f"unknown request {op!r}"}


class RemoteReader:
    """A client of the watcher's socket at ``path``.

    ``timeout`` is the caller's IPC timeout: the watcher bounds each of its calls to the
    browser by it, and a reply (a read is a few such calls) is waited for
    ``3 * timeout + 1`` seconds at most.
    """

    def __init__(self, path: Path, timeout: float) -> None:
        self.path = path
        self.timeout = timeout
        self.wait = 3 * timeout + 1

    async def call(self, request: dict[str, Any]) -> dict[str, Any]:
        """Send one request and return its answer.

        Raises:
            HandrailError: the error the watcher's backend raised (the same class).
            WatcherGone: when the watcher cannot be reached or does not answer in time.

        """
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_unix_connection(str(self.path), limit=2**30), _CONNECT_TIMEOUT
            )
        except (OSError, TimeoutError) as exc:
            raise WatcherGone(f"cannot reach the browser watcher ({exc})") from exc
        try:
            request = {**request, "ipc_timeout": self.timeout}
            writer.write(json.dumps(request).encode() + b"\n")
            await asyncio.wait_for(writer.drain(), self.wait)
            line = await asyncio.wait_for(reader.readline(), self.wait)
            reply = json.loads(line)
        except (OSError, TimeoutError, ValueError) as exc:
            raise WatcherGone(f"the browser watcher did not answer within {self.wait:g}s") from exc
        finally:
            writer.close()
        if not isinstance(reply, dict):
            raise WatcherGone("the browser watcher answered something else")
        if reply.get("ok"):
            return reply
        cls = getattr(errors, str(reply.get("kind", "")), None)
        if isinstance(cls, type) and issubclass(cls, HandrailError):
            raise cls(str(reply.get("error", "")))
        raise WatcherGone(f"the browser watcher failed: {reply.get('error')}")

    async def resolve(self, query: TargetQuery) -> Target:
        """See :meth:`Backend.resolve`."""
        reply = await self.call({"op": "resolve", "query": query_json(query)})
        return target_from(reply["target"])

    async def refresh(self, target: Target) -> Target:
        """See :meth:`Backend.refresh`."""
        reply = await self.call({"op": "refresh", "target": target_json(target)})
        return target_from(reply["target"])

    async def read(self, target: Target, options: ObserveOptions) -> Tree:
        """See :meth:`Backend.read_tree`."""
        reply = await self.call(
            {"op": "read", "target": target_json(target), "options": options_json(options)}
        )
        return tree_from(reply["tree"])


def query_json(query: TargetQuery) -> dict[str, Any]:
    """The parts of ``query`` that are set."""
    out: dict[str, Any] = {"fields": dict(query.fields)}
    for name in ("app", "pid", "backend"):
        if getattr(query, name) is not None:
            out[name] = getattr(query, name)
    return out


def note_direct(reason: str) -> None:
    """The one line saying a command attaches directly because the watcher did not serve it."""
    _log.warning("handrail: note: %s; attaching to the browser directly", reason)
