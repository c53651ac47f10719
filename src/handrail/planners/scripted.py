"""A scripted in-process planner for tests: replies come from a list, one per call.

Each script item is a plan ``dict``, raw reply text (to exercise parsing), or a callable
taking the :class:`PlanRequest` and returning either. Requests are kept in
``requests`` so tests can check what the planner was shown. When the script runs out
the planner answers ``blocked``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from handrail.planners.base import Planner, PlannerReply, PlanRequest, Usage

__all__ = ["EXHAUSTED", "ScriptItem", "ScriptedPlanner"]

ScriptItem = dict[str, Any] | str | Callable[[PlanRequest], "dict[str, Any] | str"]

EXHAUSTED: dict[str, Any] = {
    "status": "blocked",
    "summary": "the script has no more plans",
    "actions": [],
}


def reply_from(item: dict[str, Any] | str, model: str | None) -> PlannerReply:
    """A reply for a scripted item; a ``_usage`` key in a dict simulates tokens and cost."""
    if isinstance(item, str):
        return PlannerReply(text=item, usage=Usage(calls=1), model=model)
    data = dict(item)
    raw_usage = data.pop("_usage", None)
    usage = Usage(calls=1)
    if isinstance(raw_usage, dict):
        usage = Usage(
            input_tokens=int(raw_usage.get("input_tokens", 0)),
            output_tokens=int(raw_usage.get("output_tokens", 0)),
            cost_usd=float(raw_usage.get("cost_usd", 0.0)),
            calls=1,
        )
    return PlannerReply(text=json.dumps(data, ensure_ascii=False), usage=usage, model=model)


class ScriptedPlanner(Planner):
    """Replies from a script, one item per call.

    Args:
        script: plans (dicts), raw texts, or callables of the request.

    """

    name: ClassVar[str] = "scripted"

    def __init__(self, script: Iterable[ScriptItem], model: str | None = "scripted") -> None:
        self.script = list(script)
        self.model = model
        self.requests: list[PlanRequest] = []

    async def plan(self, request: PlanRequest) -> PlannerReply:
        """The next scripted reply (``blocked`` once the script is used up)."""
        self.requests.append(request)
        if len(self.requests) > len(self.script):
            return reply_from(EXHAUSTED, self.model)
        item = self.script[len(self.requests) - 1]
        if callable(item):
            item = item(request)
        return reply_from(item, self.model)
