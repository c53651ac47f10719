"""The gate every action passes before it reaches a backend.

A :class:`Gate` looks at the action, its target element and the snapshot it was chosen
from, and returns a :class:`GateDecision` that lets it through, or raises
:class:`~handrail.errors.ApprovalRequired` / :class:`~handrail.errors.ActionDenied`
(carrying the decision in ``.decision``). The session applies the gate on every path
(CLI, Python API, MCP, the loop), so the planner's judgement is never what lets an
irreversible action through. The risk policy is one such gate; :class:`AllowAll`
lets everything through.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from handrail.actions import Action
from handrail.model import Element, Snapshot

__all__ = ["AllowAll", "Gate", "GateDecision", "GateRequest", "Verdict"]


@dataclass(frozen=True, kw_only=True)
class GateRequest:
    """An action about to run: what, on which element, chosen from which snapshot.

    ``origin`` says who asks (``cli``, ``api``, ``mcp`` or ``loop``); ``context`` carries
    extra evidence for a person (the planner's summary and intent, for example).
    ``refresh`` observes the target again (a gate that waited for a person uses it to see
    whether the screen changed meanwhile); ``screenshot`` captures the target for a
    person to look at. Both are optional; the session fills them in.
    """

    action: Action
    element: Element | None
    snapshot: Snapshot
    origin: str = "api"
    run_id: str | None = None
    context: dict[str, Any] | None = None
    refresh: Callable[[], Awaitable[Snapshot]] | None = field(default=None, compare=False)
    screenshot: Callable[[], Awaitable[bytes]] | None = field(default=None, compare=False)


class Verdict(StrEnum):
    """What the gate decided."""

    ALLOW = "allow"
    APPROVE = "approve"
    """Needs (or got) a person's approval."""
    DENY = "deny"


@dataclass(frozen=True, kw_only=True)
class GateDecision:
    """A gate's decision and its evidence.

    ``verdict`` is the policy's classification; ``approved_by`` (with ``approved_at`` and
    ``seen``) is set when a person approved an ``approve`` verdict; ``flags`` lists
    suspicious things noticed (for example screen text that tries to instruct the agent).
    """

    verdict: Verdict
    reason: str = ""
    risk: str | None = None
    approved_by: str | None = None
    flags: tuple[str, ...] = ()
    approved_at: float | None = None
    """When the person answered (seconds since the epoch)."""
    seen: dict[str, Any] | None = None
    """What the person was shown: request id, screen signature, channel, attempt."""
    rule: str = "builtin"
    """Which rule decided: ``builtin:…``, ``file:rules[N]`` or ``file:apps.NAME``."""

    def to_json(self) -> dict[str, Any]:
        """The JSON form recorded in logs (``approved_at`` and ``seen`` only when set)."""
        out: dict[str, Any] = {
            "verdict": self.verdict.value,
            "reason": self.reason,
            "risk": self.risk,
            "approved_by": self.approved_by,
            "flags": list(self.flags),
        }
        if self.rule != "builtin":
            out["rule"] = self.rule
        if self.approved_at is not None:
            out["approved_at"] = self.approved_at
        if self.seen is not None:
            out["seen"] = self.seen
        return out


ALLOWED = GateDecision(verdict=Verdict.ALLOW)


class Gate(ABC):
    """Decides whether an action may run."""

    @abstractmethod
    async def check(self, request: GateRequest) -> GateDecision:
        """Return the decision when the action may run (it may wait for a person).

        Raises:
            ApprovalRequired: when a person must approve it first and none has.
            ActionDenied: when it must not run.
        """


class AllowAll(Gate):
    """Lets every action through."""

    async def check(self, request: GateRequest) -> GateDecision:
        """Always allow."""
        return ALLOWED
