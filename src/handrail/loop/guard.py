"""The stop as a run sees it: its own stop request, the shared flag, and guarded waits."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

from handrail.errors import Stopped
from handrail.stop import StopFlag, watching

__all__ = ["StopGuard"]

T = TypeVar("T")


class StopGuard:
    """Why a run must stop, and awaiting work that gives up as soon as it must.

    Args:
        flag: the shared emergency stop flag, if any.
        poll: how often (seconds) a guarded wait looks at the stop.

    """

    def __init__(self, flag: StopFlag | None, *, poll: float) -> None:
        self.flag = flag
        self.poll = poll
        self._requested: str | None = None

    def request(self, reason: str) -> None:
        """Ask the run to stop for ``reason``."""
        self._requested = reason

    def reason(self) -> str | None:
        """Why the run must stop, or ``None``."""
        if self._requested is not None:
            return self._requested
        if self.flag is not None:
            reason = self.flag.reason()
            if reason is not None:
                return f"emergency stop: {reason}"
        return None

    def check(self) -> None:
        """Raise :class:`~handrail.errors.Stopped` when the run must stop."""
        reason = self.reason()
        if reason is not None:
            raise Stopped(reason)

    async def wait(self, work: Awaitable[T]) -> T:
        """Await ``work`` but give up as soon as a stop is requested.

        Raises:
            Stopped: when a stop was requested first (``work`` is cancelled).

        """
        with watching(self.check):
            # The task copies the context: backends check this run's stop between events.
            task = asyncio.ensure_future(work)
        while True:
            done, _ = await asyncio.wait({task}, timeout=self.poll)
            if done:
                return task.result()
            reason = self.reason()
            if reason is not None:
                task.cancel()
                await asyncio.gather(task, return_exceptions=True)
                raise Stopped(reason)
