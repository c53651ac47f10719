"""A run's two ends on record: the header its log opens with and the result it ends with."""

from __future__ import annotations

import platform
from typing import Any

from handrail import __version__
from handrail.loop.decide import Decision, Ending
from handrail.loop.rounds import RoundState, describe_intent
from handrail.loop.runconfig import RunConfig, RunResult
from handrail.loop.runlog import RunLog
from handrail.loop.vault import Vault
from handrail.model import Target
from handrail.planners.base import Planner, Usage

__all__ = ["finish_run", "run_header"]


def run_header(
    config: RunConfig, target: Target | None, backend: str, planner: Planner, vault: Vault
) -> dict[str, Any]:
    """What ``run.json`` says of a new run: instruction, target, backend, planner, config."""
    return {
        "instruction": config.instruction,
        "target": target.to_json() if target else None,
        "backend": backend,
        "planner": {"name": planner.name, "model": planner.model, "settings": planner.settings},
        "config": config.to_json(),
        "versions": {"handrail": __version__, "python": platform.python_version()},
        "secrets": list(vault.names),
    }


def finish_run(
    end: Decision | None,
    *,
    run_id: str,
    last: RoundState,
    steps: int,
    usage: Usage,
    elapsed_s: float,
    log: RunLog | None,
    vault: Vault,
) -> RunResult:
    """End the run's log with its decision and return the redacted :class:`RunResult`.

    Args:
        end: the decision that ended the run (``None``: the loop ended without one,
            an ``error``).
        last: the last round (its valid plan is the result's ``last_plan``/``intent``).

    """
    end = end or Decision(ending=Ending.ERROR, reason="the loop ended without a decision")
    assert end.ending is not None
    valid = last.valid
    plan = valid.plan.to_json() if valid else None
    intent = (
        tuple(vault.redact(describe_intent(a, last.snapshot)) for a in valid.actions)
        if valid
        else ()
    )
    if log is not None:
        log.finish(
            end.ending.value,
            end.reason,
            evidence=end.evidence,
            usage=usage.to_json(),
            steps=steps,
            elapsed_s=round(elapsed_s, 3),
        )
    return RunResult(
        run_id=run_id,
        status=end.ending,
        reason=end.reason,
        rounds=last.number,
        log_dir=log.dir if log else None,
        usage=usage,
        elapsed_s=elapsed_s,
        evidence=vault.redact(end.evidence),
        last_plan=vault.redact(plan),
        intent=intent,
    )
