"""DECIDE: how a run ends, checked in a fixed order after every round.

Order (DESIGN.md): 1. the planner said ``finished`` or ``blocked``; 2. the success
criteria hold; 3. an emergency stop was requested; 4. the gate held an action
(``handoff``), or the circuit breaker tripped — repeated failures or low verification
scores ask a person too (``handoff``); 5. no progress for ``no_progress_rounds``
consecutive rounds, or the same ineffective action repeated (``no_progress``);
6. the step budget (``max_steps_reached``), then cost and time (``budget_exhausted``).

When success checks were given, they decide ``finished``: a planner that says
``finished`` while a check fails does not end the run; the round counts as one without
progress and the next prompt names the failing check. Without checks, a planner's
``finished`` ends the run ``finished (unverified)`` — the same exit code, but nothing
vouches for it.

Exit codes of ``handrail run`` per ending (2–8 stay the CLI's error codes)::

    finished           0    the success checks hold (with or without the planner
                            saying so)
    finished (unverified)
                       0    the planner said finished and no success checks were given
    dry_run            0    no --execute: one observation and one plan, nothing done
    blocked           10    the planner said blocked, or its plan stayed invalid
    handoff           11    a person is needed: the gate held an action, or the
                            circuit breaker tripped
    no_progress       12    nothing improved, or the same ineffective action repeated
    max_steps_reached 13    the step budget ran out
    budget_exhausted  14    the cost or time budget ran out
    stopped           15    emergency stop, SIGINT or SIGTERM
    error             16    the planner or the target failed (the reason says which)
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

__all__ = [
    "EXIT_CODES",
    "Breaker",
    "Decider",
    "Decision",
    "Ending",
    "Limits",
    "RoundFacts",
]


class Ending(StrEnum):
    """How a run ended."""

    FINISHED = "finished"
    UNVERIFIED = "finished (unverified)"
    """The planner said finished, and no success checks were given to confirm it."""
    DRY_RUN = "dry_run"
    BLOCKED = "blocked"
    HANDOFF = "handoff"
    NO_PROGRESS = "no_progress"
    MAX_STEPS = "max_steps_reached"
    BUDGET = "budget_exhausted"
    STOPPED = "stopped"
    ERROR = "error"

    @property
    def exit_code(self) -> int:
        """The exit code of ``handrail run`` for this ending."""
        return EXIT_CODES[self]


EXIT_CODES: dict[Ending, int] = {
    Ending.FINISHED: 0,
    Ending.UNVERIFIED: 0,
    Ending.DRY_RUN: 0,
    Ending.BLOCKED: 10,
    Ending.HANDOFF: 11,
    Ending.NO_PROGRESS: 12,
    Ending.MAX_STEPS: 13,
    Ending.BUDGET: 14,
    Ending.STOPPED: 15,
    Ending.ERROR: 16,
}


@dataclass(frozen=True, kw_only=True)
class Breaker:
    """Circuit breaker thresholds that hand a struggling run to a person.

    It trips after ``failures`` consecutive failed actions, or ``low_rounds`` consecutive
    rounds whose verification score is below ``low_score``.
    """

    failures: int = 3
    low_score: float = 0.34
    low_rounds: int = 3


@dataclass(frozen=True, kw_only=True)
class Limits:
    """Budgets and patience: steps, cost (USD), time (seconds), no-progress rounds."""

    max_steps: int = 20
    budget_usd: float | None = None
    timeout: float | None = None
    no_progress_rounds: int = 2
    repeat_limit: int = 2
    """How often the same ineffective action may happen before ``no_progress``."""


@dataclass(frozen=True, kw_only=True)
class RoundFacts:
    """What DECIDE looks at after one round."""

    plan_status: str = "continue"
    plan_summary: str = ""
    criteria_given: bool = False
    """Whether the run has success checks (then they, not the planner, decide finished)."""
    criteria_met: bool = False
    criteria_evidence: dict[str, Any] | None = None
    stop_reason: str | None = None
    interference: dict[str, Any] | None = None
    """What a person did (input, focus) before an action: the run pauses for them."""
    held: dict[str, Any] | None = None
    """The gate's hold: the error and its decision, when an action needed a person."""
    actions: tuple[dict[str, Any], ...] = ()
    """The executed actions as planned (their JSON form)."""
    changed: bool = False
    failures: int = 0
    score: float | None = None
    waited: bool = False
    steps_used: int = 0
    cost_usd: float = 0.0
    elapsed_s: float = 0.0


@dataclass(frozen=True, kw_only=True)
class Decision:
    """DECIDE's answer: ``ending`` is ``None`` to go on; ``evidence`` backs an ending."""

    ending: Ending | None
    reason: str = ""
    evidence: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """The JSON form recorded in run logs."""
        return {
            "outcome": self.ending.value if self.ending else "continue",
            "reason": self.reason,
            "evidence": self.evidence,
        }


CONTINUE = Decision(ending=None)


class Decider:
    """Applies the stop conditions in order, remembering what it needs across rounds."""

    def __init__(self, limits: Limits | None = None, breaker: Breaker | None = None) -> None:
        self.limits = limits or Limits()
        self.breaker = breaker or Breaker()
        self.still_rounds = 0
        self.failed_in_row = 0
        self.low_in_row = 0
        self.ineffective: dict[str, int] = {}
        self.scores: list[float] = []

    def _breaker(self, facts: RoundFacts) -> Decision | None:
        b = self.breaker
        if facts.failures and not facts.changed:
            self.failed_in_row += facts.failures
        else:
            self.failed_in_row = 0
        if facts.score is not None:
            self.scores.append(facts.score)
            self.low_in_row = self.low_in_row + 1 if facts.score < b.low_score else 0
        if self.failed_in_row >= b.failures:
            return Decision(
                ending=Ending.HANDOFF,
                reason=f"circuit breaker: {self.failed_in_row} failed actions in a row",
                evidence={"breaker": "failures", "recent_scores": self.scores[-5:]},
            )
        if self.low_in_row >= b.low_rounds:
            return Decision(
                ending=Ending.HANDOFF,
                reason=(
                    f"circuit breaker: verification scored below {b.low_score:g}"
                    f" {self.low_in_row} rounds in a row"
                ),
                evidence={"breaker": "low_scores", "recent_scores": self.scores[-5:]},
            )
        return None

    def _no_progress(self, facts: RoundFacts) -> Decision | None:
        if facts.waited and not facts.changed:
            # A wait gives the application time; it is neither progress nor a failure.
            return None
        self.still_rounds = 0 if facts.changed else self.still_rounds + 1
        if self.still_rounds >= self.limits.no_progress_rounds:
            return Decision(
                ending=Ending.NO_PROGRESS,
                reason=f"nothing changed for {self.still_rounds} rounds in a row",
            )
        if not facts.changed:
            for a in facts.actions:
                key = json.dumps(a, sort_keys=True)
                self.ineffective[key] = self.ineffective.get(key, 0) + 1
                if self.ineffective[key] >= self.limits.repeat_limit:
                    return Decision(
                        ending=Ending.NO_PROGRESS,
                        reason=(
                            f"the same ineffective action was repeated"
                            f" {self.ineffective[key]} times"
                        ),
                        evidence={"action": a},
                    )
        return None

    def _budgets(self, facts: RoundFacts) -> Decision | None:
        lim = self.limits
        if facts.steps_used >= lim.max_steps:
            return Decision(ending=Ending.MAX_STEPS, reason=f"used all {lim.max_steps} steps")
        if lim.budget_usd is not None and facts.cost_usd >= lim.budget_usd:
            return Decision(
                ending=Ending.BUDGET,
                reason=f"cost ${facts.cost_usd:.4f} reached the budget ${lim.budget_usd:.4f}",
            )
        if lim.timeout is not None and facts.elapsed_s >= lim.timeout:
            return Decision(
                ending=Ending.BUDGET,
                reason=f"ran {facts.elapsed_s:.1f}s of the {lim.timeout:g}s time budget",
            )
        return None

    def decide(self, facts: RoundFacts) -> Decision:
        """Apply the stop conditions to ``facts`` in order and return the first that holds."""
        if facts.plan_status == "finished" and not facts.criteria_given:
            said = facts.plan_summary or "the planner finished"
            return Decision(
                ending=Ending.UNVERIFIED,
                reason=f"{said} (unverified: no success checks were given)",
                evidence={"verified": False},
            )
        # A claim of success with checks given is decided by them, below: while one fails
        # the run goes on, and the round counts as one without progress.
        if facts.plan_status == "blocked":
            return Decision(
                ending=Ending.BLOCKED, reason=facts.plan_summary or "the planner is blocked"
            )
        if facts.criteria_met:
            return Decision(
                ending=Ending.FINISHED,
                reason="the success criteria hold",
                evidence={"criteria": facts.criteria_evidence, "verified": True},
            )
        if facts.stop_reason is not None:
            return Decision(ending=Ending.STOPPED, reason=facts.stop_reason)
        if facts.interference is not None:
            return Decision(
                ending=Ending.HANDOFF,
                reason=str(facts.interference.get("reason") or "a person is using the application"),
                evidence={"interference": facts.interference},
            )
        if facts.held is not None:
            return Decision(
                ending=Ending.HANDOFF,
                reason=str(facts.held.get("error") or "an action needs a person"),
                evidence={"gate": facts.held},
            )
        for check in (self._breaker, self._no_progress, self._budgets):
            decision = check(facts)
            if decision is not None:
                return decision
        return CONTINUE

    def budget_left(self, facts: RoundFacts) -> Decision | None:
        """The budget ending that already holds before a round starts, if any."""
        return self._budgets(facts)
