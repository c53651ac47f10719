"""Whether a person used the target: the backend's presence watch, given up when it fails."""

from __future__ import annotations

import contextlib

from handrail.errors import HandrailError
from handrail.model import Target
from handrail.presence import Interference, PresenceWatch
from handrail.session import Session

__all__ = ["PersonCheck"]


class PersonCheck:
    """A run's view of its target's presence watch.

    A watch that fails (its display went away) is dropped and the run acts without it;
    without a watch nothing is ever reported.
    """

    def __init__(self) -> None:
        self.watch: PresenceWatch | None = None

    async def open(self, session: Session, target: Target) -> None:
        """Start watching ``target`` through the session's backend, if it can."""
        try:
            self.watch = await session.backend.presence(target)
        except HandrailError:
            self.watch = None

    async def mark(self) -> None:
        """Take the target's focus and stacking now as left by this run's own actions."""
        if self.watch is None:
            return
        try:
            await self.watch.mark()
        except HandrailError:
            self.watch = None

    async def check(self) -> Interference | None:
        """What a person did to the target since the last :meth:`mark`, if anything."""
        if self.watch is None:
            return None
        try:
            return await self.watch.check()
        except HandrailError:
            self.watch = None
            return None

    async def close(self) -> None:
        """Stop watching (never raises)."""
        if self.watch is not None:
            with contextlib.suppress(Exception):
                await self.watch.close()
