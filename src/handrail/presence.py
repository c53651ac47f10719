"""Noticing a person at the keyboard: input Handrail did not send, focus it did not move.

A backend that can tell its own input from anyone else's offers a
:class:`PresenceWatch` for a target (:meth:`handrail.backends.base.Backend.presence`).
The loop marks the state its own actions leave (:meth:`PresenceWatch.mark`) and, right
before each action, asks whether anything else happened since
(:meth:`PresenceWatch.check`); an :class:`Interference` pauses the run as ``handoff``
("a person is using the application") so that it can be resumed later.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any

__all__ = ["PERSON_REASON", "Interference", "PresenceWatch"]

PERSON_REASON = "a person is using the application"
"""How a run paused by a person's input or focus change says why."""


@dataclass(frozen=True, kw_only=True)
class Interference:
    """Something that happened on the target that Handrail did not do.

    Attributes:
        kind: ``input`` (keys, buttons or pointer from another device, or trusted page
            events while Handrail sent nothing), ``focus`` (the focus moved to another
            program's window), ``raised`` (another program's window was raised over the
            target) or ``navigation`` (a page went elsewhere).
        detail: what was seen, for a person (``2 key presses from device "Xvfb
            keyboard" (id 7)``).
        device: the input device, when one is known.

    """

    kind: str
    detail: str
    device: str | None = None

    def reason(self) -> str:
        """The run's ending reason: :data:`PERSON_REASON` and what was seen."""
        return f"{PERSON_REASON}: {self.detail}"

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict (for run logs)."""
        return {"kind": self.kind, "detail": self.detail, "device": self.device}


class PresenceWatch(ABC):
    """Watches one target for what a person does to it (see the module docs)."""

    @abstractmethod
    async def mark(self) -> None:
        """Take the present focus and stacking as Handrail's own (after its action).

        Input seen so far is kept for the next :meth:`check`, not forgotten.
        """

    @abstractmethod
    async def check(self) -> Interference | None:
        """What a person did since the last :meth:`mark`, or ``None``; forgets it."""

    @abstractmethod
    async def close(self) -> None:
        """Stop watching."""
