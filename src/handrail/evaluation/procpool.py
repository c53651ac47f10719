"""The process pool ``handrail eval`` runs cases in, with hard time limits and a clean stop.

Each worker is a spawned interpreter that runs one job at a time
(:func:`handrail.evaluation.runner.run_one`) and keeps its own site, browser and
desktop for its next jobs. The pool holds every run to its time budget: a worker whose
run has not ended :data:`KILL_GRACE` seconds after its budget, counted from when the
worker took the job (a call that blocks the worker's event loop, which the run's own
stop cannot reach), is killed with everything it started and replaced by a fresh one;
the run is recorded ``timeout`` and its run log marked so. A worker whose run ended
``timeout`` is replaced too: a call that would not end may have left its browser or
desktop stuck.

Everything a worker starts — Chromium, the browser watcher, Xvfb, D-Bus, AT-SPI, the
applications — runs in sessions of its own, so neither a process group nor the
worker's death reaches it. Each worker therefore marks its environment with
:data:`WORKER_TAG` and a value of its own, which every process it starts inherits; a
worker is ended by being asked to leave when idle, or by ``SIGTERM`` when busy (either
way it stops its browser and desktop on the way out, and a second ``SIGTERM`` does not
cut that short), then ``SIGKILL`` after :data:`STOP_WAIT` seconds, and then every
process still carrying its mark is killed.

When the pool is interrupted (``KeyboardInterrupt``, or ``SIGTERM`` to the process that
runs it) it ends every worker so, and re-raises; the runs that ended before were handed
to ``on_result`` already.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import signal
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from multiprocessing import get_context
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from pathlib import Path
from types import FrameType
from typing import Any

from handrail.evaluation.results import CaseRun
from handrail.evaluation.runner import (
    TIMEOUT,
    CaseJob,
    CasePool,
    budget_of,
    lost_run,
    run_one,
    timed_out_run,
)
from handrail.loop.runlog import mark_ended, new_run_id

__all__ = [
    "KILL_GRACE",
    "STOP_WAIT",
    "WORKER_TAG",
    "ProcessPool",
    "interrupting_signals",
    "kill_tagged",
    "tagged_pids",
]

WORKER_TAG = "HANDRAIL_EVAL_WORKER"
"""The environment variable that marks a worker and every process it starts."""

KILL_GRACE = 30.0
"""Seconds past a run's time budget after which the pool kills its worker.

The budget is counted from the moment the worker takes the job, so the grace also
covers a worker's first start of its browser or desktop and the end of a case.
"""

STOP_WAIT = 10.0
"""Seconds a worker asked to stop (``SIGTERM``) has before it is killed."""

STARTUP = 120.0
"""Seconds a worker has to take a job sent to it (a new worker starts its interpreter)."""

_POLL = 1.0
_TAKEN = "taken"


class _Terminated(KeyboardInterrupt):
    """``SIGTERM`` to the pool's process, handled as an interruption."""


@dataclass(kw_only=True)
class _Worker:
    proc: BaseProcess
    conn: Connection
    tag: str
    job: CaseJob | None = None
    started: float = 0.0
    deadline: float = 0.0
    log: Path | None = field(default=None)


class ProcessPool(CasePool):
    """A pool of worker processes on this machine, each with its own browser and desktop.

    Args:
        workers: how many cases run at once.
        kill_grace: seconds past a run's budget before its worker is killed.
        stop_wait: seconds a worker asked to stop has before it is killed.
        run: what a worker calls with each job (a top-level function, as
            :func:`~handrail.evaluation.runner.run_one` is).

    """

    def __init__(
        self,
        workers: int = 1,
        *,
        kill_grace: float = KILL_GRACE,
        stop_wait: float = STOP_WAIT,
        run: Callable[[CaseJob], CaseRun] = run_one,
    ) -> None:
        if workers < 1:
            raise ValueError("workers must be at least 1")
        self.workers = workers
        self.kill_grace = kill_grace
        self.stop_wait = stop_wait
        self._run = run

    def run(self, jobs: Sequence[CaseJob], on_result: Callable[[CaseRun], None]) -> list[CaseRun]:
        """Run ``jobs`` in worker processes; call ``on_result`` with each run as it ends.

        Raises:
            KeyboardInterrupt: when interrupted (``SIGINT``, or ``SIGTERM`` to this
                process); every worker and what it started is ended first.

        """
        out: list[CaseRun] = []
        if not jobs:
            return out
        queue = [j if j.run_id else replace(j, run_id=new_run_id()) for j in jobs]
        queue.reverse()
        size = min(self.workers, len(queue))
        workers: list[_Worker] = []

        def record(run: CaseRun) -> None:
            out.append(run)
            on_result(run)

        with interrupting_signals():
            try:
                while queue or any(w.job is not None for w in workers):
                    while len(workers) < size and queue:
                        workers.append(self._spawn())
                    for w in workers:
                        if w.job is None and queue:
                            self._give(w, queue.pop())
                    self._step(workers, record)
            finally:
                with _signals_held():
                    _end_all(workers, self.stop_wait)
        return out

    def _spawn(self) -> _Worker:
        ctx = get_context("spawn")
        mine, theirs = ctx.Pipe()
        tag = f"{os.getpid()}-{secrets.token_hex(4)}"
        proc = ctx.Process(target=_serve, args=(theirs, tag, self._run), daemon=False)
        proc.start()
        theirs.close()
        return _Worker(proc=proc, conn=mine, tag=tag)

    def _give(self, w: _Worker, job: CaseJob) -> None:
        w.job = job
        w.started = time.monotonic()
        # Until the worker says it took the job; then the job's own limit counts.
        w.deadline = w.started + STARTUP + budget_of(job) + self.kill_grace
        w.log = Path(job.out_dir) / "runs" / str(job.run_id)
        w.conn.send(job)

    def _taken(self, w: _Worker, job: CaseJob) -> None:
        w.started = time.monotonic()
        w.deadline = w.started + budget_of(job) + self.kill_grace

    def _step(self, workers: list[_Worker], record: Callable[[CaseRun], None]) -> None:
        """Wait for a result, a dead worker or a deadline; handle what happened."""
        busy = [w for w in workers if w.job is not None]
        now = time.monotonic()
        timeout = max(0.0, min([w.deadline - now for w in busy] + [_POLL]))
        ready = set(wait([w.conn for w in busy] + [w.proc.sentinel for w in busy], timeout))
        for i, w in enumerate(list(workers)):
            job = w.job
            if job is None:
                continue
            if w.conn in ready or w.proc.sentinel in ready:
                run = _receive(w)
                if run == _TAKEN:
                    self._taken(w, job)
                    continue
                if not isinstance(run, CaseRun):
                    code = w.proc.exitcode
                    record(lost_run(job, f"the worker died (exit code {code})"))
                    workers[i] = self._replace(w)
                    continue
                w.job = None
                record(run)
                if run.outcome == TIMEOUT:
                    workers[i] = self._replace(w)
            elif time.monotonic() >= w.deadline:
                seconds = time.monotonic() - w.started
                reason = (
                    f"the time budget ({budget_of(job):g} s) ran out and the run did not end"
                    f" within {self.kill_grace:g} s more; its worker was killed"
                )
                _end_all([w], self.stop_wait)
                log = w.log if w.log is not None and w.log.is_dir() else None
                if log is not None:
                    mark_ended(log, TIMEOUT, reason)
                record(
                    timed_out_run(job, reason, seconds=seconds, run_log=str(log) if log else None)
                )
                workers[i] = self._spawn()

    def _replace(self, w: _Worker) -> _Worker:
        _end_all([w], self.stop_wait)
        return self._spawn()


def _receive(w: _Worker) -> CaseRun | str | None:
    """The worker's result, :data:`_TAKEN`, or ``None`` when it died without one."""
    try:
        if w.conn.poll():
            got = w.conn.recv()
            if isinstance(got, CaseRun) or got == _TAKEN:
                return got  # type: ignore[no-any-return]
    except (EOFError, OSError):
        pass
    return None


def _end_all(workers: Sequence[_Worker], stop_wait: float) -> None:
    """Stop ``workers`` (asked to leave or ``SIGTERM``, then ``SIGKILL``) and what they started."""
    # A worker ended once already (its process closed) is only swept again. An idle
    # worker is asked to leave and stops its browser and desktop undisturbed; a busy one
    # is terminated (it stops them on its way out). Either is killed after ``stop_wait``.
    for w in workers:
        with contextlib.suppress(OSError, ValueError):
            if w.proc.is_alive():
                if w.job is None:
                    w.conn.send(None)
                else:
                    w.proc.terminate()
        with contextlib.suppress(OSError, ValueError):
            w.conn.close()
    deadline = time.monotonic() + stop_wait
    for w in workers:
        with contextlib.suppress(ValueError):
            w.proc.join(max(0.0, deadline - time.monotonic()))
    for w in workers:
        with contextlib.suppress(OSError, ValueError):
            if w.proc.is_alive():
                w.proc.kill()
                w.proc.join(5.0)
        kill_tagged(w.tag)
        with contextlib.suppress(ValueError):
            w.proc.close()


def tagged_pids(variable: str, value: str) -> list[int]:
    """The processes whose environment has ``variable=value`` (this one excepted)."""
    want = f"{variable}={value}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            environ = (entry / "environ").read_bytes()
        except OSError:
            continue  # gone, or not ours to read
        if want in environ.split(b"\0"):
            found.append(int(entry.name))
    return found


def kill_tagged(tag: str, *, variable: str = WORKER_TAG) -> list[int]:
    """Kill every process carrying ``variable=tag``; return their pids."""
    killed: list[int] = []
    # A process may start another while the first pass runs: look again until none.
    for _ in range(5):
        pids = tagged_pids(variable, tag)
        if not pids:
            break
        for pid in pids:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        killed.extend(pids)
    return killed


@contextlib.contextmanager
def interrupting_signals() -> Iterator[None]:
    """Within the block, ``SIGTERM`` raises ``KeyboardInterrupt`` as ``SIGINT`` does.

    Only in the main thread; elsewhere the block runs as it is.
    """

    def interrupt(signum: int, _frame: FrameType | None) -> None:
        raise _Terminated(signal.Signals(signum).name)

    main = _in_main_thread()
    if not main:
        yield
        return
    before = signal.signal(signal.SIGTERM, interrupt)
    try:
        yield
    finally:
        signal.signal(signal.SIGTERM, before)


@contextlib.contextmanager
def _signals_held() -> Iterator[None]:
    """Ignore ``SIGINT`` and ``SIGTERM`` while the workers are being ended."""
    if not _in_main_thread():
        yield
        return
    before = {s: signal.signal(s, signal.SIG_IGN) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        yield
    finally:
        for s, handler in before.items():
            signal.signal(s, handler)


def _in_main_thread() -> bool:
    import threading

    return threading.current_thread() is threading.main_thread()


def _serve(conn: Connection, tag: str, run: Callable[[CaseJob], Any]) -> None:
    """A worker: run each job the pool sends, send its result back, until told to stop."""
    _worker_init(tag)
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            # Told to leave: what is left is closing the browser and desktop, which a
            # late SIGTERM must not cut short (the pool kills the worker if it hangs).
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            return
        try:
            conn.send(_TAKEN)
            result = run(job)
            conn.send(result)
        except OSError:
            return


def _worker_init(tag: str) -> None:
    # Everything this worker starts carries the tag, so the pool can find it.
    os.environ[WORKER_TAG] = tag
    # A worker is not the terminal's: a Ctrl-C reaches the parent, which stops the pool.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # A terminated worker exits through the interpreter, so it still stops its browser
    # and desktop (they run detached and would outlive it).
    signal.signal(signal.SIGTERM, _terminated)
    os.environ.setdefault("HANDRAIL_APPROVER", "none")
    _die_with_parent()


def _terminated(_sig: int, _frame: object) -> None:
    """Exit through the interpreter once; a second ``SIGTERM`` does not cut the exit short."""
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    sys.exit(143)


def _die_with_parent() -> None:
    """Ask Linux to send this worker ``SIGTERM`` when the pool's process dies."""
    with contextlib.suppress(Exception):
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        pr_set_pdeathsig = 1
        libc.prctl(pr_set_pdeathsig, signal.SIGTERM)
