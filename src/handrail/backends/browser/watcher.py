"""Keeps the managed browser's JavaScript dialogs visible and answerable across processes.

A dialog freezes its page, and Chromium tells only the clients that were listening when
it opened (nobody can answer it later). The same socket serves reads: commands resolve
and read pages through a backend kept here (see :mod:`handrail.backends.browser.remote`),
which keeps the connection, the page sessions and each page's mirror of its tree.
CLI commands come and go, so ``handrail browser start`` also starts this small
process: it stays attached to every page, records each open dialog in
``<state dir>/browser-dialogs/<target id>.json`` and answers one when a command asks
on the socket ``<state dir>/browser-watch.sock``. It never answers on its
own, and exits when the browser does.

Run as ``python -m handrail.backends.browser.watcher ENDPOINT STATE_DIR``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sys
from pathlib import Path
from typing import Any

from handrail.backends.browser.cdp import CdpConnection, CdpError
from handrail.backends.browser.watchsocket import dialog_dir, socket_path
from handrail.errors import HandrailError

__all__ = ["watch"]


class _Answered(Exception):
    """A read request was answered (the reply is set)."""


async def watch(endpoint: str, state_dir: Path) -> None:
    """Follow every page's dialogs until the browser goes away."""
    conn = await CdpConnection.connect(endpoint, 10.0)
    folder = dialog_dir(state_dir)
    folder.mkdir(parents=True, exist_ok=True)
    pages: dict[str, str] = {}  # session id -> target id
    tasks: set[asyncio.Task[Any]] = set()

    def later(coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        tasks.add(task)
        task.add_done_callback(done)

    def done(task: asyncio.Task[Any]) -> None:
        tasks.discard(task)
        if not task.cancelled():
            task.exception()  # retrieved: a page that closed mid-call is no error

    def record(target_id: str, params: dict[str, Any] | None) -> None:
        path = folder / f"{target_id}.json"
        if params is None:
            path.unlink(missing_ok=True)
            return
        tmp = path.with_suffix(".tmp")
        data = {"type": params.get("type", "alert"), "message": params.get("message", "")}
        tmp.write_text(json.dumps(data), encoding="utf-8")
        os.replace(tmp, path)

    def on_event(session_id: str | None, msg: dict[str, Any]) -> None:
        method, params = msg.get("method", ""), msg.get("params", {})
        if method == "Target.attachedToTarget" and params["targetInfo"].get("type") == "page":
            pages[params["sessionId"]] = params["targetInfo"]["targetId"]
            later(conn.send("Page.enable", session_id=params["sessionId"], timeout=3600))
        elif method == "Target.detachedFromTarget" and params.get("sessionId") in pages:
            record(pages.pop(params["sessionId"]), None)
        elif method == "Page.javascriptDialogOpening" and session_id in pages:
            record(pages[session_id], params)
        elif method == "Page.javascriptDialogClosed" and session_id in pages:
            record(pages[session_id], None)

    conn.add_listener(on_event)
    await conn.send(
        "Target.setAutoAttach",
        {"autoAttach": True, "waitForDebuggerOnStart": False, "flatten": True},
    )

    from dataclasses import replace

    from handrail.backends.browser.backend import BrowserBackend
    from handrail.backends.browser.remote import serve_read
    from handrail.config import load_settings
    from handrail.model import TargetQuery

    # Commands read pages through this backend: its connection, page sessions and
    # mirrors outlive them.
    pages_backend = BrowserBackend(
        settings=replace(load_settings(), state_dir=state_dir), remote=False
    )
    pages_backend._use(TargetQuery(cdp=endpoint))
    reading = asyncio.Lock()

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        reply: dict[str, Any] = {"ok": False}
        try:
            req = json.loads(await asyncio.wait_for(reader.readline(), 5.0))
            if "op" in req:
                async with reading:
                    reply = await serve_read(pages_backend, req)
                raise _Answered
            sid = next((s for s, t in pages.items() if t == req.get("target")), None)
            if sid is None:
                reply["error"] = "no such page"
            else:
                await conn.send(
                    "Page.handleJavaScriptDialog",
                    {"accept": bool(req.get("accept"))},
                    session_id=sid,
                )
                record(pages[sid], None)
                reply = {"ok": True}
        except _Answered:
            pass
        except (CdpError, HandrailError, ValueError, TimeoutError) as exc:
            reply["error"] = str(exc)
        with contextlib.suppress(OSError):
            writer.write(json.dumps(reply).encode() + b"\n")
            await writer.drain()
            writer.close()

    sock = socket_path(state_dir)
    sock.unlink(missing_ok=True)
    server = await asyncio.start_unix_server(serve, path=str(sock))
    try:
        await conn.wait_closed()
    finally:
        server.close()
        with contextlib.suppress(Exception):
            await pages_backend.close()
        sock.unlink(missing_ok=True)
        for path in folder.glob("*.json"):
            path.unlink(missing_ok=True)


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt, HandrailError):
        asyncio.run(watch(sys.argv[1], Path(sys.argv[2])))
