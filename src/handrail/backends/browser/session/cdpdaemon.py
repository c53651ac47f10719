"""The session daemon that keeps a ``--cdp`` endpoint attached between CLI commands.

A CLI command that names a debugging endpoint with ``--cdp`` would connect, attach and
read the whole tree from scratch every time. The first such command (when
:attr:`Settings.cdp_daemon_idle` is more than 0, as the CLI makes it by default) starts
the same long-lived reader the managed browser's watcher is
(:mod:`handrail.backends.browser.watcher`), for that endpoint alone; later commands
resolve and read through its socket (warm, with its mirror of each page's tree), as
commands naming ``--browser`` do through the watcher.

Its files, keyed by a digest of the endpoint, live in the state directory:
``cdp-<key>.json`` (its record: pid, endpoint, idle limit; or why it ended) and
``cdp-<key>.sock`` (its socket). It exits after ``idle`` seconds without a request, when
``handrail browser stop --cdp URL`` asks it to, and when the browser goes away; in the
last case its record says so, and the next command notes it in one line and attaches
directly.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from handrail.errors import BackendUnavailable
from handrail.liveness import alive

__all__ = [
    "daemon_record",
    "daemon_socket",
    "daemon_status",
    "end_record",
    "forget_daemon",
    "record_path",
    "start_daemon",
    "stop_daemon",
]

_STARTING_GRACE = 15.0
"""Seconds a record still being written (no pid yet) is taken as a daemon starting."""


def _key(endpoint: str) -> str:
    return hashlib.sha1(endpoint.rstrip("/").encode()).hexdigest()[:12]


def record_path(state_dir: Path, endpoint: str) -> Path:
    """The daemon record of ``endpoint``."""
    return state_dir / f"cdp-{_key(endpoint)}.json"


def daemon_socket(state_dir: Path, endpoint: str) -> Path:
    """The request socket of ``endpoint``'s daemon."""
    return state_dir / f"cdp-{_key(endpoint)}.sock"


def daemon_record(state_dir: Path, endpoint: str) -> dict[str, Any] | None:
    """The record of ``endpoint``'s daemon; ``{}`` while one is being started."""
    path = record_path(state_dir, endpoint)
    try:
        text = path.read_text("utf-8")
    except OSError:
        return None
    try:
        data = json.loads(text)
    except ValueError:
        data = None
    if isinstance(data, dict):
        return data
    # Being written by the command starting it, or left by one that died meanwhile.
    with contextlib.suppress(OSError):
        if time.time() - path.stat().st_mtime > _STARTING_GRACE:
            path.unlink(missing_ok=True)
            return None
    return {}


def _write(path: Path, data: dict[str, Any]) -> None:
    tmp = path.with_suffix(f".{os.getpid()}.tmp")
    tmp.write_text(json.dumps(data), encoding="utf-8")
    os.replace(tmp, path)


def start_daemon(state_dir: Path, endpoint: str, idle: float) -> int | None:
    """Start the daemon of ``endpoint`` unless one runs or is starting; its pid if started.

    The record is created exclusively, so two commands starting at once start one.
    """
    state_dir.mkdir(parents=True, exist_ok=True)
    path = record_path(state_dir, endpoint)
    try:
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    except FileExistsError:
        return None
    os.close(fd)
    daemon_socket(state_dir, endpoint).unlink(missing_ok=True)
    try:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "handrail.backends.browser.watcher",
                endpoint,
                str(state_dir),
                "--cdp-idle",
                f"{idle:g}",
            ],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            # Its own session: it outlives the command and a terminal's Ctrl+C.
            start_new_session=True,
        )
    except OSError:
        path.unlink(missing_ok=True)
        return None
    _write(path, {"pid": proc.pid, "endpoint": endpoint, "idle": idle, "started_at": time.time()})
    return proc.pid


def end_record(state_dir: Path, endpoint: str, reason: str | None) -> None:
    """The daemon's own last word: its record says ``reason``, or goes when ``None``."""
    path = record_path(state_dir, endpoint)
    daemon_socket(state_dir, endpoint).unlink(missing_ok=True)
    record = daemon_record(state_dir, endpoint)
    if record and record.get("pid") not in (None, os.getpid()):
        return  # a newer daemon's
    if reason is None:
        path.unlink(missing_ok=True)
    else:
        _write(path, {"pid": os.getpid(), "endpoint": endpoint, "ended": reason})


def forget_daemon(state_dir: Path, endpoint: str) -> None:
    """Remove the daemon's files (it has ended, or is being stopped)."""
    record_path(state_dir, endpoint).unlink(missing_ok=True)
    daemon_socket(state_dir, endpoint).unlink(missing_ok=True)


def stop_daemon(state_dir: Path, endpoint: str, timeout: float = 5.0) -> int | None:
    """Stop ``endpoint``'s daemon and remove its files; its pid, or ``None`` if none ran."""
    record = daemon_record(state_dir, endpoint)
    pid = record.get("pid") if record else None
    running = isinstance(pid, int) and not (record or {}).get("ended") and alive(pid)
    if running and isinstance(pid, int):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.kill(pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout
        while alive(pid) and time.monotonic() < deadline:
            time.sleep(0.02)
        if alive(pid):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, signal.SIGKILL)
    forget_daemon(state_dir, endpoint)
    return pid if running and isinstance(pid, int) else None


async def daemon_status(state_dir: Path, endpoint: str, timeout: float) -> dict[str, Any]:
    """What ``endpoint``'s daemon says of itself: ``pid``, ``served``, ``idle_for``, ….

    Raises:
        BackendUnavailable: when it cannot be reached or does not answer in time.

    """
    from handrail.backends.browser.session.remote import RemoteReader, WatcherGone

    try:
        reply = await RemoteReader(daemon_socket(state_dir, endpoint), timeout).call(
            {"op": "status"}
        )
    except WatcherGone as exc:
        raise BackendUnavailable(f"the session daemon for {endpoint}: {exc}") from exc
    reply.pop("ok", None)
    return reply
