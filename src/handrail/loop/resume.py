"""Going on with a paused run: its settings, target and used budgets from its log.

``handrail run --resume RUN`` continues the run ``RUN`` in the same log: same run id,
rounds numbered on, and the budgets it had (``max_steps``, ``budget_usd``,
``timeout``) counting what it had already used — steps, cost and active time; the
pause is not counted. The first round observes afresh.
"""

from __future__ import annotations

from typing import Any

from handrail.errors import UsageError
from handrail.loop.criteria import criteria_from_texts
from handrail.loop.decide import Breaker
from handrail.loop.runconfig import Resume, RunConfig
from handrail.loop.runlog import RunRecord
from handrail.model import TargetQuery
from handrail.planners.base import Usage

__all__ = ["RESUMABLE", "resume_config", "resume_target"]

RESUMABLE = ("handoff", "stopped", "interrupted")
"""The statuses of a run that can be resumed: it paused or was cut off, not ended."""


def _number(value: Any, default: float = 0.0) -> float:
    return (
        float(value) if isinstance(value, int | float) and not isinstance(value, bool) else default
    )


def _used(run: RunRecord) -> Resume:
    header = run.header
    numbers = [int(r["round"]) for r in run.rounds if isinstance(r.get("round"), int)]
    after = max(numbers, default=0)
    usage_json = header.get("usage")
    if not isinstance(usage_json, dict) and run.rounds:
        usage_json = run.rounds[-1].get("usage_total")
    usage = Usage()
    if isinstance(usage_json, dict):
        usage = Usage(
            input_tokens=int(_number(usage_json.get("input_tokens"))),
            output_tokens=int(_number(usage_json.get("output_tokens"))),
            cost_usd=_number(usage_json.get("cost_usd")),
            calls=int(_number(usage_json.get("calls"))),
        )
    steps = header.get("steps")
    if not isinstance(steps, int):
        steps = sum(1 for r in run.rounds if r.get("actions"))
    elapsed = header.get("elapsed_s")
    if not isinstance(elapsed, int | float):
        elapsed = sum(_number(r.get("duration_ms")) for r in run.rounds) / 1000.0
    return Resume(after_round=after, steps=steps, usage=usage, elapsed_s=float(elapsed))


def resume_config(run: RunRecord, *, log_dir: Any, **overrides: Any) -> RunConfig:
    """The configuration that goes on with ``run`` (``overrides`` replace its fields).

    Raises:
        UsageError: when the run did not pause (it finished, failed, or is running).

    """
    status = run.status
    if status not in RESUMABLE:
        raise UsageError(
            f"run {run.run_id} is {status}: only a run that paused ("
            + ", ".join(RESUMABLE)
            + ") can be resumed"
        )
    header = run.header
    cfg = header.get("config") or {}
    breaker = cfg.get("breaker") or {}
    base = Breaker()
    criteria = cfg.get("criteria") or []
    return RunConfig(
        instruction=str(header.get("instruction") or ""),
        execute=True,
        max_steps=int(cfg.get("max_steps") or 20),
        max_actions_per_step=int(cfg.get("max_actions_per_step") or 1),
        max_repairs=int(cfg.get("max_repairs") or 2),
        budget_usd=cfg.get("budget_usd"),
        timeout=cfg.get("timeout"),
        criteria=criteria_from_texts([str(c) for c in criteria]) if criteria else None,
        breaker=Breaker(
            failures=int(breaker.get("failures") or base.failures),
            low_score=float(breaker.get("low_score", base.low_score)),
            low_rounds=int(breaker.get("low_rounds") or base.low_rounds),
        ),
        screenshots=bool(cfg.get("screenshots", True)),
        log_dir=log_dir,
        run_id=run.run_id,
        resume=_used(run),
        **overrides,
    )


def resume_target(run: RunRecord, *, backend: str | None = None) -> TargetQuery:
    """The target a paused run acted on, by process id (or application name).

    Raises:
        UsageError: when the log names no target to find again.

    """
    target = run.header.get("target") or {}
    pid = target.get("pid")
    if isinstance(pid, int) and pid > 0:
        return TargetQuery(pid=pid, backend=backend)
    app = target.get("app")
    if isinstance(app, str) and app:
        return TargetQuery(app=app, backend=backend)
    raise UsageError(f"run {run.run_id} names no target; give one (--app, --pid, --browser ...)")
