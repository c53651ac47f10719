"""The gate every action passes before it reaches a backend.

A :class:`Gate` looks at the action, its target element and the snapshot it was chosen
from, and either lets it through or raises :class:`~handrail.errors.ApprovalRequired` /
:class:`~handrail.errors.ActionDenied`. The session applies the gate on every path
(CLI, Python API, MCP, the loop), so the planner's judgement is never what lets an
irreversible action through. The risk policy is one such gate; :class:`AllowAll`
lets everything through.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass

from handrail.actions import Action
from handrail.model import Element, Snapshot

__all__ = ["AllowAll", "Gate", "GateRequest"]


@dataclass(frozen=True, kw_only=True)
class GateRequest:
    """An action about to run: what, on which element, chosen from which snapshot."""

    action: Action
    element: Element | None
    snapshot: Snapshot
    origin: str = "api"
    """Who asks: ``cli``, ``api``, ``mcp`` or ``loop``."""
    run_id: str | None = None


class Gate(ABC):
    """Decides whether an action may run."""

    @abstractmethod
    async def check(self, request: GateRequest) -> None:
        """Return when the action may run.

        Raises:
            ApprovalRequired: when a person must approve it first.
            ActionDenied: when it must not run.

        """


class AllowAll(Gate):
    """Lets every action through."""

    async def check(self, request: GateRequest) -> None:
        """Always returns."""
