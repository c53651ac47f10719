"""Running cases as Ray tasks on a Ray cluster (``handrail eval --ray ADDRESS``).

Each job becomes one task calling :func:`handrail.evaluation.runner.run_one`, so a Ray
worker runs a case exactly as a local worker process does: with its own per-process
site, browser and desktop, kept for the worker's next cases. Results come back as
tasks end, in the order they end, through the same ``on_result`` as the process pool.

Ray is an optional extra (``pip install 'handrail[ray]'``); every machine of the
cluster needs Handrail and what its cases use (Xvfb and the desktop apps, Chromium).
Run logs stay on the machine that ran the case: a result's ``host`` and ``run_log``
say where.

A cluster this pool starts itself (``local``) ends with the run. Ray kills its workers
then, which gives them no chance to stop the desktop and browser they keep (those run
detached and would outlive them); every process a worker starts carries this pool's
:data:`~handrail.evaluation.procpool.WORKER_TAG`, and what is left carrying it is
killed once Ray has shut down.
"""

from __future__ import annotations

import contextlib
import os
import socket
import uuid
from collections.abc import Callable, Sequence
from typing import Any

from handrail.errors import BackendUnavailable, UsageError
from handrail.evaluation.procpool import WORKER_TAG, kill_tagged
from handrail.evaluation.results import CaseRun
from handrail.evaluation.runner import CaseJob, CasePool, lost_run, run_one

__all__ = ["RayPool"]

_SLACK = 300.0
"""Seconds a case may run past its budget before its task counts as lost."""

CONNECT_TIMEOUT = 10.0
"""Seconds to reach a named head node before giving up (Ray itself retries for minutes)."""


def _reachable(address: str, timeout: float = CONNECT_TIMEOUT) -> None:
    """Fail at once when ``HOST:PORT`` (or ``ray://HOST:PORT``) takes no connection.

    Raises:
        BackendUnavailable: naming the address.

    """
    hostport = address.removeprefix("ray://")
    host, sep, port = hostport.rpartition(":")
    if not sep or not port.isdigit():
        return  # ``auto``, ``local`` and the like: Ray finds the cluster itself
    try:
        with socket.create_connection((host.strip("[]") or "127.0.0.1", int(port)), timeout):
            pass
    except OSError as exc:
        raise BackendUnavailable(
            f"ray cluster at {address}: cannot connect ({exc.strerror or exc})"
        ) from None


def _ray() -> Any:
    try:
        import ray
    except ImportError:
        raise UsageError(
            "--ray needs Ray, an optional extra: pip install 'handrail[ray]'"
        ) from None
    return ray


class RayPool(CasePool):
    """Runs jobs as Ray tasks on the cluster at ``address``.

    Args:
        address: a Ray address as ``ray.init`` takes it: ``auto`` (the cluster this
            machine belongs to), ``HOST:PORT`` (a head node's GCS), ``ray://HOST:10001``
            (Ray Client, needs ``ray[client]``), or ``local`` (a fresh single-machine
            instance, stopped again when the run ends).
        cpus_per_case: CPUs each task reserves (a case drives a browser or a desktop).
        local_cpus: the CPUs of a ``local`` instance (default: this machine's).

    """

    def __init__(
        self, address: str, *, cpus_per_case: float = 1.0, local_cpus: int | None = None
    ) -> None:
        if not address.strip():
            raise UsageError("--ray: give a Ray address (auto, HOST:PORT, ray://HOST:PORT)")
        self.address = address.strip()
        self.cpus_per_case = cpus_per_case
        self.local_cpus = local_cpus
        self.tag = f"ray-{os.getpid()}-{uuid.uuid4().hex[:12]}"
        """What every process of a cluster this pool starts carries in ``WORKER_TAG``."""

    def _connect(self, ray: Any) -> bool:
        """Connect (or start ``local``); True when this call started Ray."""
        if ray.is_initialized():
            return False
        options: dict[str, Any] = {
            "address": self.address,
            "log_to_driver": False,
            "logging_level": "ERROR",
            # Nobody answers approvals on a worker either: a held action ends handoff.
            "runtime_env": {"env_vars": {"HANDRAIL_APPROVER": "none"}},
        }
        if self.address == "local":
            options["include_dashboard"] = False
            options["runtime_env"]["env_vars"][WORKER_TAG] = self.tag
            if self.local_cpus is not None:
                options["num_cpus"] = self.local_cpus
        _reachable(self.address)
        try:
            ray.init(**options)
        except Exception as exc:  # Ray raises ConnectionError, RuntimeError, ValueError…
            message = " ".join(str(exc).split())[:300]
            raise BackendUnavailable(f"ray cluster at {self.address}: {message}") from None
        return True

    def run(self, jobs: Sequence[CaseJob], on_result: Callable[[CaseRun], None]) -> list[CaseRun]:
        """Run ``jobs`` as Ray tasks; call ``on_result`` with each run as it ends.

        A task that fails, or whose worker dies, is recorded as an ``error`` run; a task
        still running long after every case's budget is cancelled and recorded so too.

        Raises:
            UsageError: when Ray is not installed.
            BackendUnavailable: when the cluster cannot be reached.

        """
        out: list[CaseRun] = []
        if not jobs:
            return out
        ray = _ray()
        started = self._connect(ray)
        try:
            task = ray.remote(num_cpus=self.cpus_per_case, max_retries=0)(run_one)
            pending: dict[Any, CaseJob] = {task.remote(job): job for job in jobs}
            # No result for this long means a task is stuck: the longest case's budget,
            # with room for starting a browser or a desktop on a busy worker.
            stall = max(j.case.budget.seconds for j in jobs) * 2 + _SLACK
            try:
                while pending:
                    done, _ = ray.wait(list(pending), num_returns=1, timeout=stall)
                    if not done:
                        for ref, job in list(pending.items()):
                            with contextlib.suppress(Exception):
                                ray.cancel(ref, force=True)
                            run = lost_run(job, f"no result from the cluster in {stall:.0f} s")
                            out.append(run)
                            on_result(run)
                        pending.clear()
                        break
                    for ref in done:
                        job = pending.pop(ref)
                        try:
                            run = ray.get(ref, timeout=60)
                        except Exception as exc:  # a task error or a dead worker
                            reason = " ".join(f"{type(exc).__name__}: {exc}".split())[:500]
                            run = lost_run(job, f"the Ray task failed: {reason}")
                        out.append(run)
                        on_result(run)
            except BaseException:
                for ref in pending:
                    with contextlib.suppress(Exception):
                        ray.cancel(ref, force=True)
                raise
        finally:
            if started:
                ray.shutdown()
                if self.address == "local":
                    kill_tagged(self.tag)  # the desktops and browsers its workers kept
        return out
