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

A case's time budget is a hard limit. The loop checks it between rounds (ending
``budget_exhausted``); a run still inside one call when the budget is over is ended from
outside: :data:`STOP_GRACE` seconds after the budget the loop is asked to stop (the call
it waits on is cancelled), and :data:`CANCEL_GRACE` seconds after it the whole run is
cancelled. Such a run ends ``timeout`` (a failure), its run log marked so. A call that
blocks the worker's event loop itself is ended by the pool
(:mod:`handrail.evaluation.procpool`), which kills the worker.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import datetime
import itertools
import json
import socket
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Coroutine, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from handrail import __version__
from handrail.errors import HandrailError
from handrail.evaluation.cases import Case
from handrail.evaluation.harness import harness
from handrail.evaluation.reference import ReferencePlanner
from handrail.evaluation.results import CaseRun
from handrail.factory import open_session
from handrail.learn.mine import JUDGED
from handrail.loop.criteria import criteria_from_texts
from handrail.loop.runlog import mark_ended
from handrail.loop.runner import RunConfig, Runner
from handrail.planners.base import Planner
from handrail.planners.factory import make_planner
from handrail.safety.approvals import DenyApprover
from handrail.safety.wiring import default_gate

__all__ = [
    "CANCEL_GRACE",
    "HANDOFF_ENDINGS",
    "STOP_GRACE",
    "TIMEOUT",
    "CaseJob",
    "CasePool",
    "budget_of",
    "judge",
    "lost_run",
    "run_one",
    "timed_out_run",
]

HANDOFF_ENDINGS = frozenset({"handoff", "blocked"})
"""The loop's endings that hand the case to a person."""

_FINISHED = frozenset({"finished", "finished (unverified)"})

TIMEOUT = "timeout"
"""The outcome of a run ended from outside because its time budget ran out inside a call."""

STOP_GRACE = 1.0
"""Seconds after a case's time budget at which its run is asked to stop."""

CANCEL_GRACE = 4.0
"""Seconds after a case's time budget at which a run that did not stop is cancelled."""

T = TypeVar("T")


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
    run_id: str | None = None
    """The run log's id (a new one when not given), so a pool knows the log's place."""


def budget_of(job: CaseJob) -> float:
    """The job's time budget in seconds: the case's, times the job's ``time_scale``."""
    return job.case.budget.seconds * job.time_scale


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
    budget = budget_of(job)
    h = harness()
    async with h.prepare(case) as prepared:
        settings = prepared.settings
        # Nobody answers approvals in the suite: a held action ends the run handoff.
        gate = default_gate(settings, "loop", approver=DenyApprover("the acceptance suite"))
        planner = _planner(job, settings)
        config = RunConfig(
            instruction=case.instruction,
            max_steps=case.budget.rounds,
            timeout=budget,
            criteria=criteria_from_texts(case.expect),
            screenshots=job.screenshots,
            log_dir=Path(job.out_dir) / "runs",
            run_id=job.run_id,
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
            stopped: list[str] = []

            def stop() -> None:
                stopped.append(_over(budget))
                runner.request_stop(stopped[0])

            loop = asyncio.get_running_loop()
            task = asyncio.ensure_future(runner.run())
            cancelled: list[bool] = []

            def cancel() -> None:
                cancelled.append(True)
                task.cancel()

            timers = [
                loop.call_later(budget + STOP_GRACE, stop),
                loop.call_later(budget + CANCEL_GRACE, cancel),
            ]
            try:
                result = await task
            except asyncio.CancelledError:
                if cancelled and task.cancelled():
                    log = runner.log.dir if runner.log else None
                    return _timed_out(_over(budget, cancelled=True), runner.round.number, log)
                raise
            finally:
                for timer in timers:
                    timer.cancel()
    log = result.log_dir
    # Asked to stop a grace after its budget, the run was inside a call; the loop then
    # ends ``stopped`` or, when its own budget check comes first, ``budget_exhausted``.
    if stopped and result.status.value in ("stopped", "budget_exhausted"):
        return _timed_out(stopped[0], result.rounds, log, usage=result.usage)
    return {
        "outcome": result.status.value,
        "reason": result.reason,
        "rounds": result.rounds,
        "usage": result.usage,
        "log": str(log) if log else None,
    }


def _over(budget: float, *, cancelled: bool = False) -> str:
    how = "the run was cancelled" if cancelled else "the run was stopped inside a call"
    return f"the time budget ({budget:g} s) ran out; {how}"


def _timed_out(reason: str, rounds: int, log: Path | None, usage: Any = None) -> dict[str, Any]:
    if log is not None:
        mark_ended(log, TIMEOUT, reason)
    out = {"outcome": TIMEOUT, "reason": reason, "rounds": rounds, "usage": usage}
    return out | {"log": str(log) if log else None}


def _run_sync(work: Coroutine[Any, Any, T]) -> T:
    """Run ``work`` on a new event loop, as :func:`asyncio.run` does.

    Unlike it, never wait at the end for a thread still stuck in a call
    (``asyncio.run`` would wait for it forever).
    """
    loop = asyncio.new_event_loop()
    threads = ThreadPoolExecutor(thread_name_prefix="case")
    loop.set_default_executor(threads)
    try:
        return loop.run_until_complete(work)
    finally:
        try:
            tasks = asyncio.all_tasks(loop)
            for task in tasks:
                task.cancel()
            if tasks:
                loop.run_until_complete(asyncio.wait(tasks, timeout=CANCEL_GRACE))
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            threads.shutdown(wait=False, cancel_futures=True)
            loop.close()


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
        ran = _run_sync(_run(job, rounds_at))
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
        error=error
        if error is not None
        else (ran["reason"] if outcome in ("error", TIMEOUT) else None),
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


def timed_out_run(job: CaseJob, reason: str, *, seconds: float, run_log: str | None) -> CaseRun:
    """The record of ``job`` when its worker was ended because its time ran out."""
    run = lost_run(job, reason)
    return dataclasses.replace(run, outcome=TIMEOUT, seconds=round(seconds, 3), run_log=run_log)
