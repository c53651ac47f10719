"""Whether a process runs: one answer for every part that remembers pids.

The managed desktop, the managed browser, the console and the AT-SPI backend all keep
pids and must tell a live process from a dead one; a zombie (dead, not yet reaped)
still answers ``kill(pid, 0)``, so ``/proc`` decides.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path
from typing import Any

__all__ = ["alive", "owner", "owner_alive", "process_locale", "process_state", "start_time"]


def _reap(pid: int) -> None:
    # Our own children stay zombies until waited for.
    with contextlib.suppress(ChildProcessError):
        os.waitpid(pid, os.WNOHANG)


def alive(pid: int) -> bool:
    """True when process ``pid`` exists and is not a zombie (reaping it if it is ours)."""
    if pid <= 0:
        return False
    _reap(pid)
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    # The state letter follows the parenthesised command name, which may hold spaces.
    state = stat.rsplit(")", 1)[-1].split()
    return bool(state) and state[0] not in ("Z", "X")


def process_state(pid: int) -> str:
    """What process ``pid`` does now: ``running``, ``sleeping``, ``zombie``, ``gone``, ….

    Read from ``/proc`` as :func:`alive` does (its own dead children are not reaped here,
    so a zombie shows as one).
    """
    if pid <= 0:
        return "gone"
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return "gone"
    state = stat.rsplit(")", 1)[-1].split()
    letter = state[0] if state else "?"
    return {
        "R": "running",
        "S": "sleeping",
        "D": "waiting",
        "I": "idle",
        "T": "stopped",
        "t": "stopped",
        "Z": "zombie",
        "X": "gone",
    }.get(letter, letter)


def start_time(pid: int) -> int | None:
    """When process ``pid`` started (clock ticks since boot, from ``/proc``), or ``None``.

    With the pid it names one process for good: a pid reused later has another start.
    """
    if pid <= 0:
        return None
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = stat.rsplit(")", 1)[-1].split()
    # Field 22 of stat is the start time; the list starts at field 3 (the state).
    try:
        return int(fields[19])
    except (IndexError, ValueError):
        return None


def owner() -> dict[str, Any]:
    """This process as the owner of something it leaves in files: pid and start time."""
    pid = os.getpid()
    return {"pid": pid, "start": start_time(pid)}


def owner_alive(record: Any) -> bool | None:
    """Whether the owner in ``record`` (from :func:`owner`) still runs.

    ``None`` when ``record`` names nobody (written before owners were recorded).
    """
    if not isinstance(record, dict) or not isinstance(record.get("pid"), int):
        return None
    pid = record["pid"]
    if isinstance(pid, bool) or not alive(pid):
        return False
    started = record.get("start")
    return started is None or start_time(pid) == started


def process_locale(pid: int) -> str | None:
    """The locale process ``pid`` shows its text in, from its environment, or ``None``.

    ``LC_ALL`` wins over ``LC_MESSAGES``, which wins over ``LANG``, as for the C library;
    ``C`` when none is set. ``None`` when the process's environment cannot be read (gone,
    or another user's).
    """
    if pid <= 0:
        return None
    try:
        raw = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return None
    env: dict[str, str] = {}
    for entry in raw.split(b"\0"):
        name, sep, value = entry.partition(b"=")
        if sep and name in (b"LC_ALL", b"LC_MESSAGES", b"LANG"):
            env[name.decode()] = value.decode("utf-8", "replace")
    return next((env[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(k)), "C")
