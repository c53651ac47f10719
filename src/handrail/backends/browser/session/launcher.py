"""Launch, remember and stop the Chromium that ``handrail browser start`` manages.

The browser runs with a remote-debugging endpoint on loopback and a fresh profile; its
endpoint and pid are kept in ``<state dir>/browser.json`` so that later commands (in
other processes) find it with ``--browser``. Handrail never downloads a browser: it runs
the executable named by :attr:`Settings.chromium`.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

import httpx

from handrail.config import Settings
from handrail.errors import BackendUnavailable, UsageError
from handrail.liveness import alive as process_alive

__all__ = [
    "LAUNCH_FLAGS",
    "BrowserState",
    "launch_browser",
    "load_state",
    "process_alive",
    "stop_browser",
]

LAUNCH_FLAGS: tuple[str, ...] = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-features=Translate,MediaRouter",
    "--window-size=1280,800",
)
"""Flags every managed browser gets (plus the port, profile and headless flags)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BrowserState:
    """What is remembered about the managed browser."""

    pid: int
    endpoint: str
    user_data_dir: str
    headless: bool
    executable: str
    started_at: float
    watcher_pid: int | None = None


def _state_path(settings: Settings) -> Path:
    return settings.state_dir / "browser.json"


def load_state(settings: Settings) -> BrowserState | None:
    """The remembered browser, or ``None`` when none was started (or the file is unreadable)."""
    try:
        data = json.loads(_state_path(settings).read_text(encoding="utf-8"))
        return BrowserState(**data)
    except (OSError, ValueError, TypeError):
        return None


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _start_error(log: Path) -> str:
    """The line of Chromium's log that says why it could not start, without its prefix."""
    try:
        lines = log.read_text(errors="replace").splitlines()
    except OSError:
        return ""
    errors = [ln.split("] ", 1)[-1] for ln in lines if ":ERROR:" in ln or ":FATAL:" in ln]
    for hint in ("DISPLAY", "X server", "platform failed", "profile", "Permission"):
        for line in errors:
            if hint in line:
                return line.strip()
    return (errors or lines or [""])[-1].strip()


def _wait_ready(endpoint: str, proc: subprocess.Popen[bytes], timeout: float, log: Path) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise BackendUnavailable(
                f"Chromium exited with code {proc.returncode} at start"
                + (f": {why}" if (why := _start_error(log)) else "")
            )
        with contextlib.suppress(httpx.HTTPError):
            r = httpx.get(endpoint + "/json/version", timeout=1.0, trust_env=False)
            if r.status_code == 200:
                return
        time.sleep(0.1)
    proc.kill()
    raise BackendUnavailable(f"Chromium did not open its debugging endpoint within {timeout:g}s")


def _wait_socket(state_dir: Path, watcher: subprocess.Popen[bytes], timeout: float = 10.0) -> None:
    from handrail.backends.browser.session.watchsocket import socket_path

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and watcher.poll() is None:
        if socket_path(state_dir).exists():
            return
        time.sleep(0.05)
    # Without the watcher only dialogs outlive the command that saw them; carry on.


def launch_browser(
    settings: Settings, *, url: str | None = None, headed: bool = False, timeout: float = 20.0
) -> BrowserState:
    """Start Chromium with a debugging endpoint on loopback and remember it.

    Returns:
        The new state (also written to the state directory).

    Raises:
        UsageError: when a managed browser is already running.
        BackendUnavailable: when the executable is missing or does not come up in time.

    """
    current = load_state(settings)
    if current is not None and process_alive(current.pid):
        raise UsageError(
            f"a browser is already running (pid {current.pid}, {current.endpoint});"
            " stop it first with: handrail browser stop"
        )
    exe = shutil.which(settings.chromium) or settings.chromium
    if not Path(exe).is_file():
        raise BackendUnavailable(
            f"no Chromium at {settings.chromium}; install it (apt-get install chromium)"
            " or set HANDRAIL_CHROMIUM"
        )
    settings.state_dir.mkdir(parents=True, exist_ok=True)
    profile = tempfile.mkdtemp(prefix="handrail-chromium-")
    port = _free_port()
    args = [
        exe,
        *LAUNCH_FLAGS,
        "--remote-debugging-address=127.0.0.1",
        f"--remote-debugging-port={port}",
        f"--user-data-dir={profile}",
    ]
    if not headed:
        args.append("--headless")
    args.append(url or "about:blank")
    log = settings.state_dir / "browser.log"
    with open(log, "wb") as out:
        # A new session keeps the browser alive after this CLI process exits.
        proc = subprocess.Popen(
            args, stdin=subprocess.DEVNULL, stdout=out, stderr=out, start_new_session=True
        )
    endpoint = f"http://127.0.0.1:{port}"
    try:
        _wait_ready(endpoint, proc, timeout, log)
    except BackendUnavailable:
        shutil.rmtree(profile, ignore_errors=True)
        raise
    from handrail.backends.browser.session.watchsocket import socket_path

    socket_path(settings.state_dir).unlink(missing_ok=True)
    watcher = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "handrail.backends.browser.watcher",
            endpoint,
            str(settings.state_dir),
        ],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    _wait_socket(settings.state_dir, watcher)
    state = BrowserState(
        pid=proc.pid,
        watcher_pid=watcher.pid,
        endpoint=endpoint,
        user_data_dir=profile,
        headless=not headed,
        executable=exe,
        started_at=time.time(),
    )
    path = _state_path(settings)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(json.dumps(asdict(state)), encoding="utf-8")
    os.replace(tmp, path)
    return state


def stop_browser(settings: Settings, timeout: float = 5.0) -> BrowserState | None:
    """Stop the managed browser, delete its profile and forget it.

    Returns:
        The state of the browser that was stopped, or ``None`` when none was remembered.

    """
    state = load_state(settings)
    if state is None:
        return None
    if state.watcher_pid is not None and process_alive(state.watcher_pid):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(state.watcher_pid, signal.SIGTERM)
    if process_alive(state.pid):
        with contextlib.suppress(ProcessLookupError, PermissionError):
            os.killpg(state.pid, signal.SIGTERM)
        deadline = time.monotonic() + timeout
        while process_alive(state.pid) and time.monotonic() < deadline:
            with contextlib.suppress(ChildProcessError):
                os.waitpid(state.pid, os.WNOHANG)
            time.sleep(0.05)
        if process_alive(state.pid):
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(state.pid, signal.SIGKILL)
    shutil.rmtree(state.user_data_dir, ignore_errors=True)
    _state_path(settings).unlink(missing_ok=True)
    return state
