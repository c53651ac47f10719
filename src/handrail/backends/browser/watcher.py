"""Keeps the managed browser's JavaScript dialogs visible and answerable across processes.

A dialog freezes its page, and Chromium tells only the clients that were listening when
it opened (nobody can answer it later). The same socket serves reads: commands resolve
and read pages through a backend kept here (see :mod:`handrail.backends.browser.session.remote`),
which keeps the connection, the page sessions and each page's mirror of its tree.
CLI commands come and go, so ``handrail browser start`` also starts this small
process: it stays attached to every page, records each open dialog in
``<state dir>/browser-dialogs/<target id>.json`` and answers one when a command asks
on the socket ``<state dir>/browser-watch.sock``. It never answers on its
own, and exits when the browser does.

The same process serves a ``--cdp`` endpoint between CLI commands (see
:mod:`handrail.backends.browser.session.cdpdaemon`): then it reads pages only (dialogs are
left to the command attached), on that endpoint's own socket, and also exits after
``--cdp-idle`` seconds without a request or on ``SIGTERM``. A ``status`` request
answers how many requests it has served, and since when it has been idle.

Run as ``python -m handrail.backends.browser.watcher ENDPOINT STATE_DIR [--cdp-idle S]``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import sys
from pathlib import Path
from typing import Any

from handrail.backends.browser.session.cdp import CdpConnection, CdpError
from handrail.backends.browser.session.cdpdaemon import daemon_socket, end_record
from handrail.backends.browser.session.watchsocket import dialog_dir, socket_path
from handrail.errors import HandrailError

__all__ = ["main", "watch"]


class _Answered(Exception):
    """A read request was answered (the reply is set)."""


async def watch(endpoint: str, state_dir: Path, cdp_idle: float | None = None) -> None:
    """Follow every page's dialogs and serve reads until the browser goes away.

    With ``cdp_idle`` it is the session daemon of a ``--cdp`` endpoint: reads only, on
    that endpoint's socket, ending after ``cdp_idle`` seconds without a request.
    """
    loop = asyncio.get_running_loop()
    daemon = cdp_idle is not None
    try:
        conn = await CdpConnection.connect(endpoint, 10.0)
    except HandrailError as exc:
        if daemon:
            end_record(state_dir, endpoint, f"it could not attach: {exc}")
        raise
    folder = dialog_dir(state_dir)
    if not daemon:
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
        if method == "Target.attachedToTarget":
            # Chromium holds a page a script opened (window.open) until each client
            # attached to it lets it run, whatever ``waitForDebuggerOnStart`` said: the
            # opener's click never ended, and the new tab stayed blank.
            sid = params["sessionId"]
            later(conn.send("Runtime.runIfWaitingForDebugger", session_id=sid, timeout=3600))
            if params["targetInfo"].get("type") == "page":
                pages[sid] = params["targetInfo"]["targetId"]
                later(conn.send("Page.enable", session_id=sid, timeout=3600))
        elif method == "Target.detachedFromTarget" and params.get("sessionId") in pages:
            record(pages.pop(params["sessionId"]), None)
        elif method == "Page.javascriptDialogOpening" and session_id in pages:
            record(pages[session_id], params)
        elif method == "Page.javascriptDialogClosed" and session_id in pages:
            record(pages[session_id], None)

    if not daemon:
        conn.add_listener(on_event)
        await conn.send(
            "Target.setAutoAttach",
            {"autoAttach": True, "waitForDebuggerOnStart": False, "flatten": True},
        )

    from dataclasses import replace

    from handrail.backends.browser.backend import BrowserBackend
    from handrail.backends.browser.session.remote import serve_read
    from handrail.config import load_settings
    from handrail.model import TargetQuery

    # Commands read pages through this backend: its connection, page sessions and
    # mirrors outlive them.
    pages_backend = BrowserBackend(
        settings=replace(load_settings(), state_dir=state_dir), remote=False
    )
    pages_backend._use(TargetQuery(cdp=endpoint))
    reading = asyncio.Lock()
    served = 0
    last = loop.time()
    ended: list[str | None] = []
    """Why the daemon ends (``None``: idle or asked to stop); empty while it serves."""

    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        nonlocal served, last
        reply: dict[str, Any] = {"ok": False}
        try:
            req = json.loads(await asyncio.wait_for(reader.readline(), 5.0))
            if req.get("op") == "status":  # asking does not count as use
                idle_for = round(loop.time() - last, 3)
                reply = {"ok": True, "endpoint": endpoint, "pid": os.getpid(), "served": served}
                reply |= {"idle_for": idle_for, "idle_limit": cdp_idle}
                raise _Answered
            last = loop.time()
            if "op" in req:
                served += 1
                async with reading:
                    reply = await serve_read(pages_backend, req)
                last = loop.time()
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

    def idle_out(limit: float) -> None:
        left = limit - (loop.time() - last)
        if left > 0:
            loop.call_later(left + 0.05, idle_out, limit)
        else:
            asked_to_stop()

    def asked_to_stop() -> None:
        ended.append(None)
        later(conn.close())

    sock = daemon_socket(state_dir, endpoint) if daemon else socket_path(state_dir)
    sock.unlink(missing_ok=True)
    server = await asyncio.start_unix_server(serve, path=str(sock))
    if cdp_idle is not None:
        loop.add_signal_handler(signal.SIGTERM, asked_to_stop)
        if cdp_idle > 0:
            idle_out(cdp_idle)
    try:
        await conn.wait_closed()
    finally:
        server.close()
        with contextlib.suppress(Exception):
            await pages_backend.close()
        if daemon:
            gone = f"the browser at {endpoint} went away"
            end_record(state_dir, endpoint, ended[0] if ended else gone)
        else:
            sock.unlink(missing_ok=True)
            for path in folder.glob("*.json"):
                path.unlink(missing_ok=True)


def main(argv: list[str]) -> None:
    """``ENDPOINT STATE_DIR [--cdp-idle SECONDS]``."""
    idle = float(argv[3]) if len(argv) > 3 and argv[2] == "--cdp-idle" else None
    with contextlib.suppress(KeyboardInterrupt, HandrailError):
        asyncio.run(watch(argv[0], Path(argv[1]), idle))


if __name__ == "__main__":
    main(sys.argv[1:])
