"""The emergency stop: a flag every run and every action checks.

The flag is a file in the state directory (``STOP``), so ``handrail stop``, the web
console, a signal handler and any other process of the user can raise it, and every
running loop and session sees it within one poll. :meth:`StopFlag.check` raises
:class:`~handrail.errors.Stopped` while the flag is up; nothing is sent after that.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from pathlib import Path

from handrail.errors import Stopped

__all__ = ["INPUT_CHECK_EVERY", "StopFlag", "checkpoint", "watching"]

INPUT_CHECK_EVERY = 4
"""Backends call the :func:`checkpoint` at least once every this many input events."""

_WATCHED: ContextVar[tuple[Callable[[], None], ...]] = ContextVar("handrail_stop", default=())


@contextmanager
def watching(check: Callable[[], None]) -> Iterator[None]:
    """Make ``check`` (which raises :class:`Stopped` to stop) part of every :func:`checkpoint`.

    The session wraps each action's input in this with its stop flag, and a run adds
    its own stop request, so a stop reaches a backend in the middle of a long input.
    """
    token = _WATCHED.set((*_WATCHED.get(), check))
    try:
        yield
    finally:
        _WATCHED.reset(token)


def checkpoint() -> Callable[[], None]:
    """The stop check for the input being sent now: call it between input events.

    Taken in the task that sends the input (it reads a context variable) and callable
    from any thread; it raises :class:`~handrail.errors.Stopped` once a stop is wanted.
    """
    checks = _WATCHED.get()

    def check() -> None:
        for c in checks:
            c()

    return check


class StopFlag:
    """A file-backed emergency stop shared by every Handrail process of a user.

    Args:
        state_dir: the per-user state directory.
    """

    def __init__(self, state_dir: Path) -> None:
        self.path = state_dir / "STOP"

    def raise_(self, reason: str = "emergency stop") -> None:
        """Raise the flag (idempotent)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self.path.write_text(f"{time.time():.3f} {reason}\n", encoding="utf-8")

    def clear(self) -> None:
        """Lower the flag so new runs can start."""
        self.path.unlink(missing_ok=True)

    def is_set(self) -> bool:
        """True while the flag is up."""
        return self.path.exists()

    def reason(self) -> str | None:
        """Why the flag was raised, or ``None`` when it is down."""
        try:
            text = self.path.read_text(encoding="utf-8").strip()
        except FileNotFoundError:
            return None
        return text.partition(" ")[2] or "emergency stop"

    def check(self) -> None:
        """Return when the flag is down.

        Raises:
            Stopped: while the flag is up.
        """
        reason = self.reason()
        if reason is not None:
            raise Stopped(f"stopped: {reason}")
