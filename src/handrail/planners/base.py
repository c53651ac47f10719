"""The planner boundary: one small abstract class every planner implements.

A :class:`Planner` gets a :class:`PlanRequest` (system rules, the user message with the
instruction and the screen, and any earlier rejected replies with their reasons) and
returns a :class:`PlannerReply`: the raw text of the plan and what the call cost. It
does not parse or validate the plan — the loop does that, the same for every planner.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar

from handrail.closing import AsyncClosing
from handrail.errors import RuntimeFailure

__all__ = [
    "PlanRequest",
    "Planner",
    "PlannerError",
    "PlannerRefused",
    "PlannerReply",
    "Pricing",
    "Usage",
]


class PlannerError(RuntimeFailure):
    """The planner could not produce a reply (endpoint down, timeouts, retries exhausted)."""


class PlannerRefused(PlannerError):
    """The endpoint refused the request itself (a 4xx other than 429); ``status`` says which."""

    def __init__(self, message: str, status: int) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True, kw_only=True)
class Pricing:
    """USD per million input and output tokens."""

    input_per_mtok: float = 0.0
    output_per_mtok: float = 0.0

    def cost(self, input_tokens: int, output_tokens: int) -> float:
        """The cost of a call in USD."""
        return (input_tokens * self.input_per_mtok + output_tokens * self.output_per_mtok) / 1e6

    @classmethod
    def parse(cls, text: str) -> Pricing:
        """Parse ``"IN,OUT"`` (USD per million tokens).

        Raises:
            ValueError: when the text is not two non-negative numbers.

        """
        parts = text.split(",")
        if len(parts) != 2:
            raise ValueError(f"expected IN,OUT (USD per million tokens), got {text!r}")
        a, b = (float(p) for p in parts)
        if a < 0 or b < 0:
            raise ValueError("prices must not be negative")
        return cls(input_per_mtok=a, output_per_mtok=b)


@dataclass(frozen=True, kw_only=True)
class Usage:
    """Tokens and cost of one or more planner calls."""

    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float = 0.0
    calls: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            cost_usd=self.cost_usd + other.cost_usd,
            calls=self.calls + other.calls,
        )

    def to_json(self) -> dict[str, Any]:
        """The JSON form recorded in run logs."""
        return {
            "input_tokens": self.input_tokens,
            "output_tokens": self.output_tokens,
            "cost_usd": round(self.cost_usd, 6),
            "calls": self.calls,
        }


@dataclass(frozen=True, kw_only=True)
class PlanRequest:
    """What a planner is asked.

    ``repairs`` holds earlier replies of this round that were rejected, each with the
    reason, oldest first; a chat planner sends them as assistant/user turns.
    ``timeout`` caps the call (the loop passes what is left of the time budget).
    """

    system: str
    user: str
    repairs: tuple[tuple[str, str], ...] = ()
    round: int = 1
    timeout: float | None = None
    metadata: dict[str, Any] = field(default_factory=dict)

    def messages(self) -> list[dict[str, str]]:
        """The conversation as chat messages (without the system prompt)."""
        out = [{"role": "user", "content": self.user}]
        for reply, reason in self.repairs:
            out.append({"role": "assistant", "content": reply})
            out.append(
                {
                    "role": "user",
                    "content": (
                        f"That plan was rejected: {reason}\n"
                        "Reply again with one corrected JSON plan object only."
                    ),
                }
            )
        return out


@dataclass(frozen=True, kw_only=True)
class PlannerReply:
    """A planner's answer: the raw plan text (or decoded object) and what it cost."""

    text: str
    usage: Usage = field(default_factory=Usage)
    model: str | None = None
    latency_ms: float = 0.0
    data: dict[str, Any] | None = None
    """The plan already decoded, when the API returned structured output."""


class Planner(AsyncClosing, ABC):
    """Produces plans. Subclasses set ``name`` and implement :meth:`plan`."""

    name: ClassVar[str] = "planner"
    model: str | None = None

    @property
    def settings(self) -> dict[str, Any]:
        """The sampling and transport settings recorded in run logs."""
        return {}

    @abstractmethod
    async def plan(self, request: PlanRequest) -> PlannerReply:
        """Return the next plan for ``request``.

        Raises:
            PlannerError: when no reply could be obtained.

        """

    async def close(self) -> None:
        """Release connections."""
