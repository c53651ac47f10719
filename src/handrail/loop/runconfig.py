"""The loop's states, how a run is configured, and how it ended."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Any

from handrail.loop.criteria import Criteria
from handrail.loop.decide import Breaker, Ending
from handrail.loop.verify import Tolerances
from handrail.loop.vision import VisionMode
from handrail.marks import DEFAULT_LONG_SIDE
from handrail.model import ObserveOptions
from handrail.planners.base import Usage

__all__ = ["Phase", "Resume", "RunConfig", "RunResult"]


class Phase(StrEnum):
    """The loop's states."""

    OBSERVE = "observe"
    PLAN = "plan"
    VALIDATE = "validate"
    GATE = "gate"
    ACT = "act"
    VERIFY = "verify"
    DECIDE = "decide"
    END = "end"


@dataclass(frozen=True, kw_only=True)
class Resume:
    """Where a paused run goes on from: its rounds and the budgets it has used.

    A resumed run keeps its run id and log: rounds are numbered on from
    ``after_round``, steps, cost and active time count on from what was used (the
    pause itself is not counted against ``timeout``).
    """

    after_round: int
    steps: int = 0
    usage: Usage = field(default_factory=Usage)
    elapsed_s: float = 0.0


@dataclass(frozen=True, kw_only=True)
class RunConfig:
    """How a run goes. ``execute=False`` is a dry run: one observation and one plan.

    ``log_dir`` is the runs directory (a directory per run is made inside it); ``None``
    writes no log.
    """

    instruction: str
    execute: bool = True
    max_steps: int = 20
    max_actions_per_step: int = 1
    max_repairs: int = 2
    repair_temperature: float = 0.7
    """The sampling temperature from the second repair of a round on."""
    budget_usd: float | None = None
    timeout: float | None = None
    criteria: Criteria | None = None
    tolerances: Tolerances = field(default_factory=Tolerances)
    breaker: Breaker = field(default_factory=Breaker)
    no_progress_rounds: int = 2
    repeat_limit: int = 2
    screenshots: bool = True
    pixel_diff: bool = False
    history_rounds: int = 5
    observe: ObserveOptions = field(default_factory=ObserveOptions)
    fallback: bool = True
    log_dir: Path | None = None
    run_id: str | None = None
    stop_poll: float = 0.1
    lease_wait: float = 0.0
    """Seconds to wait for another run's lease on the target before giving up."""
    vision: VisionMode = VisionMode.OFF
    """When a planning call carries a marked screenshot (:mod:`handrail.loop.vision`)."""
    vision_long_side: int = DEFAULT_LONG_SIDE
    """The picture's budget: its long side in pixels."""
    watch_person: bool = True
    """Pause as handoff when a person uses the target (:mod:`handrail.presence`)."""
    resume: Resume | None = None
    """Go on with the run ``run_id`` names (its log is appended to) instead of a new one."""

    def to_json(self) -> dict[str, Any]:
        """The settings recorded in ``run.json``."""
        return {
            "execute": self.execute,
            "max_steps": self.max_steps,
            "max_actions_per_step": self.max_actions_per_step,
            "max_repairs": self.max_repairs,
            "repair_temperature": self.repair_temperature,
            "budget_usd": self.budget_usd,
            "timeout": self.timeout,
            "criteria": self.criteria.describe() if self.criteria else [],
            "tolerances": vars(self.tolerances),
            "breaker": vars(self.breaker),
            "no_progress_rounds": self.no_progress_rounds,
            "repeat_limit": self.repeat_limit,
            "screenshots": self.screenshots,
            "pixel_diff": self.pixel_diff,
            "vision": self.vision.value,
            "vision_long_side": self.vision_long_side,
        }


@dataclass(frozen=True, kw_only=True)
class RunResult:
    """How a run ended: status, reason, evidence, and where its log is."""

    run_id: str
    status: Ending
    reason: str
    rounds: int
    log_dir: Path | None
    usage: Usage
    elapsed_s: float
    evidence: dict[str, Any] = field(default_factory=dict)
    last_plan: dict[str, Any] | None = None
    intent: tuple[str, ...] = ()
    """The last valid plan's actions, described (what a dry run would have done)."""

    @property
    def exit_code(self) -> int:
        """The exit code of ``handrail run`` for this ending."""
        return self.status.exit_code

    def to_json(self) -> dict[str, Any]:
        """The JSON form printed by ``handrail run --format json``."""
        return {
            "run_id": self.run_id,
            "status": self.status.value,
            "reason": self.reason,
            "exit_code": self.exit_code,
            "rounds": self.rounds,
            "log_dir": str(self.log_dir) if self.log_dir else None,
            "usage": self.usage.to_json(),
            "elapsed_s": round(self.elapsed_s, 3),
            "evidence": self.evidence,
            "last_plan": self.last_plan,
            "intent": list(self.intent),
        }
