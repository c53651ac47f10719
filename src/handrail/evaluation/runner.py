"""Running cases: one case end to end (:func:`run_one`), and pools that run many.

:func:`run_one` is a top-level synchronous function of a picklable :class:`CaseJob`,
so any pool can run it in another process or on another machine: it prepares the
case's target in this process's :class:`~handrail.evaluation.harness.Harness`, opens a
session with :func:`handrail.factory.open_session`, runs the loop's
:class:`~handrail.loop.runner.Runner` with the planner the job names, and judges the
ending against the case's right outcome.

How an ending counts: ``finished`` is finished; ``handoff`` (the gate held an action,
or the circuit breaker tripped) and ``blocked`` (the planner said it cannot go on and
a person is needed) both hand the case to a person, so both count as a handoff — the
results keep the loop's own ending in ``outcome``. Every other ending (``no_progress``,
``max_steps_reached``, ``budget_exhausted``, ``error``, ``finished (unverified)`` where
checks were expected) is a failure. A ``finished`` or ``finished (unverified)`` where a
handoff was right is a *silent success*.
"""

from __future__ import annotations

import asyncio
import contextlib
import datetime
import itertools
import json
import os
import socket
import sys
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from handrail import __version__
from handrail.errors import HandrailError
from handrail.evaluation.cases import Case
from handrail.evaluation.harness import harness
from handrail.evaluation.reference import ReferencePlanner
from handrail.evaluation.results import CaseRun
from handrail.factory import open_session
from handrail.learn.mine import JUDGED
from handrail.loop.criteria import criteria_from_texts
from handrail.loop.runner import RunConfig, Runner
from handrail.planners.base import Planner
from handrail.planners.factory import make_planner
from handrail.safety.approvals import DenyApprover
from handrail.safety.wiring import default_gate

__all__ = [
    "HANDOFF_ENDINGS",
    "CaseJob",
    "CasePool",
    "ProcessPool",
    "judge",
    "lost_run",
    "run_one",
]

HANDOFF_ENDINGS = frozenset({"handoff", "blocked"})
"""The loop's endings that hand the case to a person."""

_FINISHED = frozenset({"finished", "finished (unverified)"})


@dataclass(frozen=True, kw_only=True)
class CaseJob:
    """One run of one case: what :func:`run_one` needs, and nothing else."""

    case: Case
    repeat: int = 0
    planner: str = "reference"
    """A planner spec as ``handrail run --planner`` takes it, or ``reference``."""
    out_dir: str
    """Where run logs go (``<out_dir>/runs``)."""
    model: str | None = None
    screenshots: bool = False
    time_scale: float = 1.0
    """Multiplies every case's time budget (a slow planner, a loaded machine)."""


def judge(expected: str, outcome: str) -> tuple[bool, bool, bool]:
    """``(success, silent_success, handoff)`` of a run that ended ``outcome``."""
    handoff = outcome in HANDOFF_ENDINGS
    if expected == "handoff":
        return handoff, outcome in _FINISHED, handoff
    criteria_checked = outcome == "finished"
    return criteria_checked, False, handoff


def _planner(job: CaseJob, settings: Any) -> Planner:
    if job.planner == "reference":
        return ReferencePlanner(job.case.plan)
    return make_planner(job.planner, settings, model=job.model)


async def _run(job: CaseJob, rounds_at: list[float]) -> dict[str, Any]:
    case = job.case
    h = harness()
    async with h.prepare(case) as prepared:
        settings = prepared.settings
        # Nobody answers approvals in the suite: a held action ends the run handoff.
        gate = default_gate(settings, "loop", approver=DenyApprover("the acceptance suite"))
        planner = _planner(job, settings)
        config = RunConfig(
            instruction=case.instruction,
            max_steps=case.budget.rounds,
            timeout=case.budget.seconds * job.time_scale,
            criteria=criteria_from_texts(case.expect),
            screenshots=job.screenshots,
            log_dir=Path(job.out_dir) / "runs",
        )
        session = open_session(settings, prepared.query, origin="loop", gate=gate)
        async with session, planner:
            runner = Runner(
                session,
                prepared.query,
                planner,
                config,
                on_round=lambda _rec: rounds_at.append(time.perf_counter()),
            )
            result = await runner.run()
    return {
        "outcome": result.status.value,
        "reason": result.reason,
        "rounds": result.rounds,
        "usage": result.usage,
        "log": str(result.log_dir) if result.log_dir else None,
    }


def run_one(job: CaseJob) -> CaseRun:
    """Run ``job`` end to end in this process and say how it went.

    Never raises for a case that cannot run: the run is recorded with outcome
    ``error`` and the reason.
    """
    case = job.case
    started_at = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    start = time.perf_counter()
    rounds_at: list[float] = []
    error: str | None = None
    try:
        ran = asyncio.run(_run(job, rounds_at))
    except HandrailError as exc:
        error = f"{exc.kind}: {exc.message}"
    except Exception as exc:  # a case must never take the pool down
        error = f"{type(exc).__name__}: {exc}"
    seconds = time.perf_counter() - start
    if error is not None:
        ran = {"outcome": "error", "reason": error, "rounds": len(rounds_at), "log": None}
    outcome = str(ran["outcome"])
    success, silent, handoff = judge(case.expected, outcome)
    if ran.get("log"):
        _write_judgement(Path(str(ran["log"])), case, outcome, success)
    usage = ran.get("usage")
    marks = [start, *rounds_at]
    return CaseRun(
        case=case.id,
        form=case.form,
        operation=case.operation,
        state=case.state,
        repeat=job.repeat,
        expected=case.expected,
        outcome=outcome,
        success=success,
        silent_success=silent,
        handoff=handoff,
        handoff_reason=str(ran["reason"]) if handoff else None,
        rounds=int(ran["rounds"]),
        seconds=round(seconds, 3),
        round_seconds=tuple(round(b - a, 3) for a, b in itertools.pairwise(marks)),
        input_tokens=usage.input_tokens if usage else 0,
        output_tokens=usage.output_tokens if usage else 0,
        cost_usd=usage.cost_usd if usage else 0.0,
        run_log=ran.get("log"),
        planner=job.planner,
        handrail=__version__,
        host=socket.gethostname(),
        started_at=started_at,
        error=error if error is not None else (ran["reason"] if outcome == "error" else None),
    )


def _write_judgement(log: Path, case: Case, outcome: str, success: bool) -> None:
    """Say in the run's log whether it ended right, so mining leaves right endings out."""
    judged = {
        "by": "handrail eval",
        "case": case.id,
        "expected": case.expected,
        "outcome": outcome,
        "success": success,
    }
    with contextlib.suppress(OSError):
        (log / JUDGED).write_text(json.dumps(judged, indent=2) + "\n", encoding="utf-8")


class CasePool(ABC):
    """Runs jobs somewhere and hands each result back as soon as it is there."""

    @abstractmethod
    def run(self, jobs: Sequence[CaseJob], on_result: Callable[[CaseRun], None]) -> list[CaseRun]:
        """Run every job; call ``on_result`` with each run as it ends; return all runs."""


class ProcessPool(CasePool):
    """A pool of worker processes on this machine, each with its own browser and desktop.

    Args:
        workers: how many cases run at once.

    """

    def __init__(self, workers: int = 1) -> None:
        if workers < 1:
            raise ValueError("workers must be at least 1")
        self.workers = workers

    def run(self, jobs: Sequence[CaseJob], on_result: Callable[[CaseRun], None]) -> list[CaseRun]:
        """Run ``jobs`` in worker processes (fresh interpreters: nothing shared but the job)."""
        out: list[CaseRun] = []
        if not jobs:
            return out
        # Spawned workers exit through the interpreter, so each stops its browser and
        # desktop on the way out.
        with ProcessPoolExecutor(
            max_workers=min(self.workers, len(jobs)),
            mp_context=get_context("spawn"),
            initializer=_worker_init,
        ) as pool:
            pending: dict[Future[CaseRun], CaseJob] = {pool.submit(run_one, j): j for j in jobs}
            try:
                while pending:
                    done, _ = wait(pending, return_when=FIRST_COMPLETED)
                    for fut in done:
                        job = pending.pop(fut)
                        run = _result(fut, job)
                        out.append(run)
                        on_result(run)
            except BaseException:
                for fut in pending:
                    fut.cancel()
                raise
        return out


def _worker_init() -> None:
    # A worker is not the terminal's: a Ctrl-C reaches the parent, which stops the pool.
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A terminated worker exits through the interpreter, so it still stops its browser
    # and desktop (they run detached and would outlive it).
    signal.signal(signal.SIGTERM, lambda _sig, _frame: sys.exit(143))
    os.environ.setdefault("HANDRAIL_APPROVER", "none")


def _result(fut: Future[CaseRun], job: CaseJob) -> CaseRun:
    with contextlib.suppress(Exception):
        return fut.result()
    exc = fut.exception()
    return lost_run(job, f"the worker failed: {type(exc).__name__}: {exc}")


def lost_run(job: CaseJob, reason: str) -> CaseRun:
    """The record of ``job`` when it could not run to an ending (its worker failed)."""
    return CaseRun(
        case=job.case.id,
        form=job.case.form,
        operation=job.case.operation,
        state=job.case.state,
        repeat=job.repeat,
        expected=job.case.expected,
        outcome="error",
        success=False,
        planner=job.planner,
        handrail=__version__,
        host=socket.gethostname(),
        error=reason,
    )
