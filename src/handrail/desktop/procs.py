"""Process plumbing for the managed desktop: find programs, read readiness pipes, stop.

Everything here is blocking and bounded by a deadline; callers run it in a thread when
they are async.
"""

from __future__ import annotations

import os
import select
import shutil
import signal
import time
from collections.abc import Sequence
from pathlib import Path

from handrail.errors import BackendUnavailable, OperationTimeout
from handrail.liveness import alive

__all__ = [
    "cmdline",
    "find_program",
    "read_line_from_fd",
    "terminate",
]


def find_program(candidates: Sequence[str], *, package: str) -> str:
    """The first of ``candidates`` (names on PATH or absolute paths) that exists.

    Returns:
        The absolute path of the program.

    Raises:
        BackendUnavailable: when none exists; the message names the apt package.

    """
    for name in candidates:
        if os.path.isabs(name):
            if os.access(name, os.X_OK):
                return name
        else:
            found = shutil.which(name)
            if found:
                return found
    raise BackendUnavailable(
        f"{Path(candidates[0]).name} is not installed (apt-get install {package})"
    )


def read_line_from_fd(fd: int, *, timeout: float, what: str) -> str:
    """Read one line that a starting program writes to ``fd`` to say it is ready.

    Returns:
        The line without its newline.

    Raises:
        OperationTimeout: when no full line arrives within ``timeout`` seconds.
        BackendUnavailable: when the writer closes the pipe first (the program died).

    """
    deadline = time.monotonic() + timeout
    buf = b""
    while b"\n" not in buf:
        left = deadline - time.monotonic()
        if left <= 0:
            raise OperationTimeout(f"{what} did not start within {timeout:g}s")
        ready, _, _ = select.select([fd], [], [], left)
        if not ready:
            continue
        chunk = os.read(fd, 4096)
        if not chunk:
            raise BackendUnavailable(f"{what} exited while starting")
        buf += chunk
    return buf.split(b"\n", 1)[0].decode("utf-8", "replace").strip()


def cmdline(pid: int) -> list[str]:
    """The command line of ``pid``, or an empty list when it is gone."""
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return []
    return [p.decode("utf-8", "replace") for p in raw.split(b"\0") if p]


def terminate(pid: int, *, timeout: float = 3.0, group: bool = True) -> bool:
    """Stop ``pid`` (and its process group): SIGTERM, then SIGKILL after ``timeout``.

    Returns:
        True when the process is gone afterwards.

    """
    if not alive(pid):
        return True

    def send(sig: int) -> None:
        try:
            if group and os.getpgid(pid) == pid:
                os.killpg(pid, sig)
            else:
                os.kill(pid, sig)
        except (ProcessLookupError, PermissionError):
            pass

    send(signal.SIGTERM)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not alive(pid):
            return True
        time.sleep(0.02)
    send(signal.SIGKILL)
    deadline = time.monotonic() + 1.0
    while time.monotonic() < deadline:
        if not alive(pid):
            return True
        time.sleep(0.02)
    return not alive(pid)
