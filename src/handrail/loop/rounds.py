"""One round's evidence as it accumulates, and the record written for it.

The record's field names are a contract with the log readers (``handrail log``, the web
console); they are documented in ``docs/runlog.md``. Fields are only ever added.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from handrail.actions import Action
from handrail.errors import ActionDenied, ApprovalRequired
from handrail.gate import GateDecision
from handrail.loop.criteria import CriteriaResult
from handrail.loop.decide import Decision, RoundFacts
from handrail.loop.executor import Execution
from handrail.loop.plan import Plan, ValidPlan
from handrail.loop.prompt import Prompt, RoundSummary
from handrail.loop.verify import Verification
from handrail.marks import MarkedImage
from handrail.model import Snapshot
from handrail.planners.base import Usage

__all__ = ["Attempt", "RoundState", "describe_intent", "held_evidence"]


@dataclass(frozen=True, kw_only=True)
class Attempt:
    """One planning call of a round: the raw reply and whether it validated."""

    raw: str
    ok: bool
    reason: str = ""
    usage: Usage = field(default_factory=Usage)
    latency_ms: float = 0.0
    model: str | None = None
    output: str | None = None
    sampling: dict[str, Any] = field(default_factory=dict)
    fingerprint: str | None = None
    tokens_source: str = ""

    def to_json(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "raw": self.raw,
            "ok": self.ok,
            "reason": self.reason,
            "usage": self.usage.to_json(),
            "tokens_source": self.tokens_source,
            "latency_ms": round(self.latency_ms, 1),
            "model": self.model,
            "model_fingerprint": self.fingerprint,
            "output": self.output,
            "sampling": self.sampling,
        }


@dataclass(kw_only=True)
class RoundState:
    """What one round has gathered so far (mutable while the round runs)."""

    number: int
    started: float = field(default_factory=time.perf_counter)
    started_at: float = field(default_factory=time.time)
    snapshot: Snapshot | None = None
    snapshot_file: str | None = None
    after_file: str | None = None
    screenshot: bytes | None = None
    screenshot_file: str | None = None
    screenshot_hash: str | None = None
    environment: dict[str, Any] | None = None
    environment_changes: list[str] = field(default_factory=list)
    prompt: Prompt | None = None
    attempts: list[Attempt] = field(default_factory=list)
    plan: Plan | None = None
    valid: ValidPlan | None = None
    rejected: list[str] = field(default_factory=list)
    context: dict[str, Any] = field(default_factory=dict)
    executions: list[Execution] = field(default_factory=list)
    verdicts: list[Verification] = field(default_factory=list)
    pixel_diff: float | None = None
    criteria: CriteriaResult | None = None
    expectation: CriteriaResult | None = None
    claim: dict[str, Any] | None = None
    """The planner said ``finished``: whether the success checks bore it out, and which failed."""
    held: dict[str, Any] | None = None
    stop_reason: str | None = None
    interference: dict[str, Any] | None = None
    """What a person did before an action of this round (the run pauses as handoff)."""
    error: str | None = None
    error_kind: str | None = None
    target_process: dict[str, Any] | None = None
    area: list[int] | None = None
    prompt_file: str | None = None
    decision: Decision | None = None
    planner_ms: float = 0.0
    improved: bool = False
    marked: MarkedImage | None = None
    """The picture sent to the planner this round, when one was."""
    vision: dict[str, Any] | None = None
    """Why a picture was sent, its size, scale and estimated tokens, and its file."""
    coordinates: list[dict[str, Any]] = field(default_factory=list)
    """Each planned point mapped from the picture to the screen."""

    @property
    def usage(self) -> Usage:
        """Tokens and cost of this round's planning calls."""
        total = Usage()
        for a in self.attempts:
            total = total + a.usage
        return total

    @property
    def after(self) -> Snapshot | None:
        """The observation after the last action (the round's input when nothing ran)."""
        return self.executions[-1].after if self.executions else self.snapshot

    @property
    def changed(self) -> bool:
        """True when any action changed the snapshot."""
        return any(e.changed for e in self.executions)

    @property
    def failures(self) -> int:
        """How many actions failed."""
        return sum(1 for e in self.executions if e.error is not None)

    @property
    def score(self) -> float | None:
        """The mean verification score of the round's actions (``None`` if none ran)."""
        if not self.verdicts:
            return None
        return sum(v.score for v in self.verdicts) / len(self.verdicts)

    def scores(self) -> dict[str, float | None]:
        """The round's score vector: mean structure, geometry and semantics."""
        if not self.verdicts:
            return {"structure": None, "geometry": None, "semantics": None, "score": None}
        n = len(self.verdicts)
        s, g, m = (sum(v.vector()[i] for v in self.verdicts) / n for i in range(3))
        return {
            "structure": round(s, 3),
            "geometry": round(g, 3),
            "semantics": round(m, 3),
            "score": round(self.score or 0.0, 3),
        }

    def facts(
        self, *, steps_used: int, cost_usd: float, elapsed_s: float, criteria_given: bool = False
    ) -> RoundFacts:
        """What DECIDE looks at for this round, with the run's budgets so far."""
        return RoundFacts(
            plan_status=self.valid.status if self.valid else "continue",
            plan_summary=self.valid.plan.summary if self.valid else "",
            criteria_given=criteria_given,
            criteria_met=bool(self.criteria and self.criteria.met),
            criteria_evidence=self.criteria.to_json() if self.criteria else None,
            stop_reason=self.stop_reason,
            interference=self.interference,
            held=self.held,
            actions=tuple(e.action.to_json() for e in self.executions),
            changed=self.changed,
            failures=self.failures,
            score=self.score,
            waited=bool(self.executions) and all(e.action.kind == "wait" for e in self.executions),
            steps_used=steps_used,
            cost_usd=cost_usd,
            elapsed_s=elapsed_s,
        )

    def summary(self) -> RoundSummary:
        """This round as the next prompts show it."""
        if self.rejected and self.valid is None:
            outcome = f"plan rejected: {self.rejected[-1]}"
        elif self.claim is not None and not self.claim["verified"]:
            outcome = "you said finished, but the success checks fail: " + "; ".join(
                self.claim["failing"]
            )
        elif self.held is not None:
            outcome = f"held by the policy: {self.held.get('error')}"
        elif not self.executions:
            outcome = "nothing done"
        else:
            parts = []
            for e, v in zip(self.executions, self.verdicts, strict=False):
                if e.error:
                    parts.append(f"failed: {e.error}")
                elif e.skipped:
                    parts.append(f"skipped: {e.skipped}")
                else:
                    via = e.receipt.mode.value if e.receipt else "-"
                    note = "changed" if e.changed else "no visible change"
                    fb = ", coordinate fallback" if e.fallback else ""
                    parts.append(f"via {via}{fb}, {note}, verified {v.score:.2f}")
                    if v.details:
                        parts[-1] += " (" + "; ".join(v.details) + ")"
            outcome = "; ".join(parts)
        plan = self.valid.plan if self.valid else self.plan
        return RoundSummary(
            round=self.number,
            summary=plan.summary if plan else "",
            actions=tuple(e.action.describe() for e in self.executions),
            outcome=outcome,
        )

    def record(self, *, model: str | None, total: Usage) -> dict[str, Any]:
        """The round's record for ``rounds.jsonl``."""
        snap = self.snapshot
        after = self.after
        plan = self.valid.plan if self.valid else self.plan
        return {
            "round": self.number,
            "started_at": round(self.started_at, 3),
            "duration_ms": round((time.perf_counter() - self.started) * 1000, 1),
            "planner_ms": round(self.planner_ms, 1),
            "snapshot_before": {
                "signature": snap.signature if snap else None,
                "elements": snap.stats.elements if snap else 0,
                "truncated": snap.stats.truncated if snap else False,
                "file": self.snapshot_file,
                "area": self.area,
            },
            "screenshot": self.screenshot_file,
            "prompt_file": self.prompt_file,
            "screenshot_hash": self.screenshot_hash,
            "environment": self.environment,
            "environment_changes": self.environment_changes,
            "model": model,
            "prompt": self.prompt.to_json() if self.prompt else None,
            "attempts": [a.to_json() for a in self.attempts],
            "plan": plan.to_json() if plan else None,
            "intent": plan.summary if plan else "",
            "expect": plan.expect if plan else "",
            "hypothesis": plan.hypothesis if plan else "",
            "validation": (
                {**self.valid.to_json(), "rejected": self.rejected}
                if self.valid
                else {"ok": False, "actions": [], "dropped": [], "rejected": self.rejected}
            ),
            "gate": self.held,
            "vision": self.vision,
            "coordinates": self.coordinates,
            "actions": [_action_json(e, snap) for e in self.executions],
            "verification": {
                **self.scores(),
                "changed": self.changed,
                "improved": self.improved,
                "pixel_diff": self.pixel_diff,
                "expect": self.expectation.to_json() if self.expectation else None,
                "per_action": [v.to_json() for v in self.verdicts],
            },
            "criteria": self.criteria.to_json() if self.criteria else None,
            "success_claim": self.claim,
            "snapshot_after": {
                "signature": after.signature if after else None,
                "file": self.after_file,
            },
            "usage": self.usage.to_json(),
            "usage_total": total.to_json(),
            "stop_reason": self.stop_reason,
            "interference": self.interference,
            "error": self.error,
            "error_kind": self.error_kind,
            "target_process": self.target_process,
            "decision": self.decision.to_json() if self.decision else None,
        }


def _action_json(ex: Execution, snapshot: Snapshot | None) -> dict[str, Any]:
    # The element acted on, as the round saw it: what a reader needs to tell where. An
    # id gone from the screen the action started from is looked up in the round's.
    element = None
    if ex.action.element_id:
        element = ex.before.get(ex.action.element_id)
        if element is None and snapshot is not None:
            element = snapshot.get(ex.action.element_id)
    return {**ex.to_json(), "element": element.to_json() if element is not None else None}


def held_evidence(
    exc: ApprovalRequired | ActionDenied, action: Action, snapshot: Snapshot
) -> dict[str, Any]:
    """The evidence of a gate's hold: the error, the action, the element and the decision."""
    decision = getattr(exc, "decision", None)
    element = snapshot.get(action.element_id) if action.element_id else None
    return {
        "error": exc.message,
        "kind": exc.kind,
        "action": action.to_json(),
        "element": element.to_json() if element is not None else None,
        "decision": decision.to_json() if isinstance(decision, GateDecision) else None,
        "signature": snapshot.signature,
    }


def describe_intent(action: Action, snapshot: Snapshot | None) -> str:
    """``action`` described for a person, naming its element (e.g. ``click e4 (button '7')``)."""
    element = snapshot.get(action.element_id) if snapshot and action.element_id else None
    if element is None:
        return action.describe()
    return f"{action.describe()} ({element.role.value} {element.name!r})"
