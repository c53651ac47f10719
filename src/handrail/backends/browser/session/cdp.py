"""A small Chrome DevTools Protocol client over one WebSocket.

One :class:`CdpConnection` talks to a browser endpoint; flattened target sessions share
it (``sessionId`` on every message), which is how out-of-process iframes are reached.
Every call has a timeout; a closed socket fails every pending call at once.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import itertools
import json
from collections.abc import Callable
from typing import Any

import httpx
import orjson
import websockets
from websockets.asyncio.client import ClientConnection

from handrail.errors import BackendUnavailable, HandrailError, OperationTimeout

__all__ = [
    "CdpConnection",
    "CdpError",
    "CdpSession",
    "release_group",
    "release_later",
    "resolve_ws_url",
]

Listener = Callable[[str | None, dict[str, Any]], None]


def _loads(raw: str | bytes) -> dict[str, Any]:
    # A full accessibility tree is millions of small objects; letting the cyclic garbage
    # collector rescan them while they are built makes parsing several times slower.
    # orjson parses the frame's bytes as they came (no text decoded first) in about
    # two thirds of the standard library's time.
    enabled = gc.isenabled()
    gc.disable()
    try:
        msg: dict[str, Any] = orjson.loads(raw)
    finally:
        if enabled:
            gc.enable()
    return msg


class CdpError(Exception):
    """The browser answered a command with an error (``code``, ``message``)."""

    def __init__(self, method: str, code: int, message: str) -> None:
        super().__init__(f"{method}: {message}")
        self.method = method
        self.code = code
        self.message = message


async def resolve_ws_url(endpoint: str, timeout: float) -> str:
    """The browser-level WebSocket URL behind ``endpoint`` (``http://host:port`` or ``ws://…``).

    Raises:
        BackendUnavailable: when the endpoint cannot be reached or is not a debugging endpoint.

    """
    if endpoint.startswith(("ws://", "wss://")):
        return endpoint
    base = endpoint if "://" in endpoint else f"http://{endpoint}"
    url = base.rstrip("/") + "/json/version"
    try:
        async with httpx.AsyncClient(timeout=timeout, trust_env=False) as client:
            resp = await client.get(url)
            resp.raise_for_status()
            data = resp.json()
    except (httpx.HTTPError, ValueError) as exc:
        reason = str(exc) or type(exc).__name__
        raise BackendUnavailable(
            f"cannot reach a Chromium debugging endpoint at {endpoint}: {reason}"
        ) from exc
    ws = data.get("webSocketDebuggerUrl") if isinstance(data, dict) else None
    if not isinstance(ws, str):
        raise BackendUnavailable(f"{endpoint} is not a Chromium debugging endpoint")
    return ws


class CdpConnection:
    """One WebSocket to a browser; send commands, listen to events.

    Args:
        ws: the open socket.
        timeout: default seconds a command may take.

    """

    def __init__(self, ws: ClientConnection, timeout: float) -> None:
        self._ws = ws
        self.timeout = timeout
        self._ids = itertools.count(1)
        self._pending: dict[int, tuple[str, asyncio.Future[dict[str, Any]]]] = {}
        self._listeners: list[Listener] = []
        self._closed: str | None = None
        self._reader = asyncio.get_running_loop().create_task(self._read())

    @classmethod
    async def connect(cls, endpoint: str, timeout: float) -> CdpConnection:
        """Connect to ``endpoint``.

        Raises:
            BackendUnavailable: when it cannot be reached.

        """
        ws_url = await resolve_ws_url(endpoint, timeout)
        try:
            ws = await asyncio.wait_for(
                websockets.connect(
                    ws_url, max_size=None, open_timeout=timeout, proxy=None, compression=None
                ),
                timeout,
            )
        except (OSError, TimeoutError, websockets.InvalidHandshake, websockets.InvalidURI) as exc:
            reason = str(exc) or type(exc).__name__
            raise BackendUnavailable(f"cannot connect to {ws_url}: {reason}") from exc
        return cls(ws, timeout)

    @property
    def closed(self) -> bool:
        """True once the socket has closed."""
        return self._closed is not None

    def add_listener(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener(session_id, message)`` for every event; returns a remover."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    async def _read(self) -> None:
        reason = "the browser closed the connection"
        try:
            while True:
                msg = _loads(await self._ws.recv(decode=False))
                if "id" in msg:
                    entry = self._pending.pop(msg["id"], None)
                    if entry is not None and not entry[1].done():
                        entry[1].set_result(msg)
                    continue
                for listener in list(self._listeners):
                    listener(msg.get("sessionId"), msg)
        except websockets.ConnectionClosed:
            pass
        except (OSError, ValueError) as exc:
            reason = f"connection to the browser failed: {exc}"
        self._closed = reason
        for method, fut in self._pending.values():
            if not fut.done():
                fut.set_exception(BackendUnavailable(f"{method}: {reason}"))
        self._pending.clear()

    async def send(
        self,
        method: str,
        params: dict[str, Any] | None = None,
        *,
        session_id: str | None = None,
        timeout: float | None = None,
    ) -> dict[str, Any]:
        """Send one command and return its result.

        Raises:
            CdpError: when the browser answers with an error.
            OperationTimeout: when no answer comes within the timeout.
            BackendUnavailable: when the connection is closed.

        """
        if self._closed is not None:
            raise BackendUnavailable(f"{method}: {self._closed}")
        msg_id = next(self._ids)
        msg: dict[str, Any] = {"id": msg_id, "method": method, "params": params or {}}
        if session_id is not None:
            msg["sessionId"] = session_id
        fut: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._pending[msg_id] = (method, fut)
        limit = self.timeout if timeout is None else timeout
        try:
            await self._ws.send(json.dumps(msg))
            reply = await asyncio.wait_for(fut, limit)
        except TimeoutError as exc:
            raise OperationTimeout(
                f"the browser did not answer {method} within {limit:g}s"
            ) from exc
        except websockets.ConnectionClosed as exc:
            raise BackendUnavailable(f"{method}: the browser closed the connection") from exc
        finally:
            self._pending.pop(msg_id, None)
        if "error" in reply:
            err = reply["error"]
            raise CdpError(method, int(err.get("code", 0)), str(err.get("message", "")))
        result: dict[str, Any] = reply.get("result", {})
        return result

    async def wait_closed(self) -> None:
        """Return once the socket has closed."""
        await asyncio.shield(self._reader)

    def session(self, session_id: str) -> CdpSession:
        """A handle on a flattened target session."""
        return CdpSession(self, session_id)

    async def close(self) -> None:
        """Close the socket (pending calls fail)."""
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self._ws.close(), 2.0)
        self._reader.cancel()
        with contextlib.suppress(BaseException):
            await self._reader


class CdpSession:
    """Commands for one attached target (a page or an out-of-process iframe)."""

    def __init__(self, conn: CdpConnection, session_id: str) -> None:
        self.conn = conn
        self.id = session_id

    async def send(
        self, method: str, params: dict[str, Any] | None = None, *, timeout: float | None = None
    ) -> dict[str, Any]:
        """Send a command to this target; see :meth:`CdpConnection.send`."""
        return await self.conn.send(method, params, session_id=self.id, timeout=timeout)


_RELEASE_TIMEOUT = 5.0
_RELEASING: set[asyncio.Task[None]] = set()
"""Releases of object groups still on their way (kept from the collector)."""


async def release_group(session: CdpSession, group: str) -> None:
    """Release the remote objects of ``group``; a browser that does not answer is let be."""
    with contextlib.suppress(CdpError, HandrailError):
        await session.send(
            "Runtime.releaseObjectGroup", {"objectGroup": group}, timeout=_RELEASE_TIMEOUT
        )


def release_later(session: CdpSession, group: str) -> None:
    """Release the remote objects of ``group`` without waiting for the browser's answer.

    A read does not wait a round trip for it. Not sent from a task being cancelled: its
    event loop may be ending, and the release would outlive it (pending until the
    interpreter's exit); the browser drops the group's handles when the connection goes.
    """
    current = asyncio.current_task()
    if current is None or not current.cancelling():
        task = asyncio.ensure_future(release_group(session, group))
        _RELEASING.add(task)
        task.add_done_callback(_RELEASING.discard)
