"""Whether a process runs: one answer for every part that remembers pids.

The managed desktop, the managed browser, the console and the AT-SPI backend all keep
pids and must tell a live process from a dead one; a zombie (dead, not yet reaped)
still answers ``kill(pid, 0)``, so ``/proc`` decides.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

__all__ = ["alive", "process_state"]


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
