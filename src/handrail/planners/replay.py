"""``replay:FILE``: plans read from a JSONL file, one per planning call, repairs included.

One JSON plan per line; blank lines and lines starting with ``#`` are skipped. Actions
may name elements by ``"element": {"role": "button", "name": "2"}`` instead of an id,
since ids differ between runs; the loop resolves them against the current snapshot. A
line may carry ``"_usage": {"input_tokens": N, "output_tokens": N, "cost_usd": X}`` to
simulate what a call costs. Once the file is used up the planner answers ``blocked``.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, ClassVar

from handrail.planners.base import Planner, PlannerReply, PlanRequest
from handrail.planners.scripted import EXHAUSTED, reply_from
from handrail.textfile import read_text_file

__all__ = ["ReplayPlanner", "load_replay"]


def load_replay(path: Path) -> list[dict[str, Any] | str]:
    """Read a replay file: decoded plans, or the raw line when it is not valid JSON.

    Raw lines are kept so that a replay can exercise the loop's repair path.

    Raises:
        UsageError: when the file cannot be read.

    """
    text = read_text_file(path, "replay file")
    out: list[dict[str, Any] | str] = []
    for line in text.splitlines():
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        try:
            data = json.loads(stripped)
        except (ValueError, RecursionError):
            out.append(stripped)
            continue
        out.append(data if isinstance(data, dict) else stripped)
    return out


class ReplayPlanner(Planner):
    """Plans from a JSONL file.

    Args:
        path: the replay file.

    Raises:
        UsageError: when the file cannot be read.

    """

    name: ClassVar[str] = "replay"

    def __init__(self, path: Path) -> None:
        self.path = path
        self.plans = load_replay(path)
        self.model = f"replay:{path.name}"
        self.used = 0

    @property
    def settings(self) -> dict[str, Any]:
        """The file and how many plans it holds."""
        return {"file": str(self.path), "plans": len(self.plans)}

    async def plan(self, request: PlanRequest) -> PlannerReply:
        """The next plan of the file (``blocked`` once it is used up)."""
        if self.used >= len(self.plans):
            return reply_from(
                EXHAUSTED | {"summary": "the replay file has no more plans"}, self.model
            )
        item = self.plans[self.used]
        self.used += 1
        return reply_from(item, self.model)
