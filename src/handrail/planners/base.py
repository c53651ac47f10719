"""The planner boundary: one small abstract class every planner implements.

A :class:`Planner` gets a :class:`PlanRequest` (system rules, the user message with the
instruction and the screen, and any earlier rejected replies with their reasons) and
returns a :class:`PlannerReply`: the raw text of the plan and what the call cost. It
does not parse or validate the plan — the loop does that, the same for every planner.
"""

from __future__ import annotations

import base64
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from typing import Any, ClassVar

from handrail.closing import AsyncClosing
from handrail.errors import RuntimeFailure

__all__ = [
    "PLAN_REMINDER",
    "PlanImage",
    "PlanRequest",
    "Planner",
    "PlannerError",
    "PlannerRefused",
    "PlannerReply",
    "Pricing",
    "Usage",
    "repair_text",
]


class PlannerError(RuntimeFailure):
    """The planner could not produce a reply (endpoint down, timeouts, retries exhausted)."""


class PlannerRefused(PlannerError):
    """The endpoint refused the request itself.

    A 4xx other than 429, or a 5xx that names the request's output form; ``status`` says
    which, ``body`` what the server said.
    """

    def __init__(self, message: str, status: int, body: str = "") -> None:
        super().__init__(message)
        self.status = status
        self.body = body


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
class PlanImage:
    """A picture sent with the user message (a multimodal planner's screenshot).

    ``tokens`` is the estimate per vendor (``openai``, ``anthropic``), used when the
    server reports no usage.
    """

    data: bytes
    media_type: str = "image/png"
    width: int = 0
    height: int = 0
    tokens: dict[str, int] = field(default_factory=dict)

    def base64(self) -> str:
        """The picture in base64, as both vendors' APIs take it inline."""
        return base64.b64encode(self.data).decode("ascii")

    def data_url(self) -> str:
        """``data:image/png;base64,…``, the form of OpenAI's ``image_url``."""
        return f"data:{self.media_type};base64,{self.base64()}"


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
    temperature: float | None = None
    """A sampling temperature for this call instead of the planner's (repairs raise it)."""
    metadata: dict[str, Any] = field(default_factory=dict)
    image: PlanImage | None = None
    """A picture of the screen sent with the first user message; ``None`` sends text only."""

    def messages(self) -> list[dict[str, str]]:
        """The conversation as chat messages (without the system prompt).

        A repair shows the last rejected reply and its one error, restated with what is
        allowed; earlier rejected replies are left out, so each repair reads differently
        from the one before instead of piling up the same mistake.
        """
        out = [{"role": "user", "content": self.user}]
        if self.repairs:
            reply, reason = self.repairs[-1]
            out.append({"role": "assistant", "content": reply})
            out.append({"role": "user", "content": repair_text(reason, len(self.repairs))})
        return out

    def text(self) -> str:
        """Everything the planner is shown, as one text (for counting tokens)."""
        return "\n".join([self.system, *(m["content"] for m in self.messages())])


PLAN_REMINDER = (
    'A plan is one JSON object: "status" is "continue" (with at least one action),'
    ' "finished" (the task is done) or "blocked" (it cannot be done); "actions" is a list'
    ' of actions whose "type" is one of click, doubleclick, rightclick, hover, scroll,'
    " writetext, keypress, wait, finish."
)


def repair_text(reason: str, attempt: int) -> str:
    """What a planner is told after its ``attempt``-th rejected reply of a round."""
    lines = [f"Your plan was rejected: {reason}", PLAN_REMINDER]
    if attempt > 1:
        lines.append(
            "The same mistake was made again: do not repeat the rejected reply; change"
            " what the error names."
        )
    lines.append("Reply with one corrected JSON plan object only.")
    return "\n".join(lines)


@dataclass(frozen=True, kw_only=True)
class PlannerReply:
    """A planner's answer: the raw plan text (or decoded object) and what it cost."""

    text: str
    usage: Usage = field(default_factory=Usage)
    model: str | None = None
    latency_ms: float = 0.0
    data: dict[str, Any] | None = None
    """The plan already decoded, when the API returned structured output."""
    output: str | None = None
    """The output mode the call used (``json-schema``, ``json-object``, ``tool``, ``text``)."""
    sampling: dict[str, Any] = field(default_factory=dict)
    """The sampling settings sent with this call (temperature, max_tokens)."""
    fingerprint: str | None = None
    """The server's build or configuration fingerprint, when it sends one."""
    tokens_source: str = ""
    """Where the token figures come from: ``server``, or the encoding that counted them."""


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
