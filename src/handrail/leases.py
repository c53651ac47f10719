"""Leases: one run at a time on a target.

Two runs on one application interleave and take each other's changes for their own
progress. A run therefore holds a lease on its target — a file
``<state_dir>/leases/<hash of the target key>.json`` naming the run and its owning
process (pid and start time). A second run, or a ``handrail act`` from another
process, on a leased target fails fast with :class:`~handrail.errors.TargetBusy`
naming the run, unless told to wait for it. A lease whose owner died is taken over.
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import time
from pathlib import Path
from typing import Any

from handrail.errors import TargetBusy
from handrail.liveness import owner, owner_alive

__all__ = ["LeaseBook"]

_POLL = 0.1


class LeaseBook:
    """The leases of one state directory.

    Args:
        directory: ``<state_dir>/leases``.

    """

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def _path(self, target_key: str) -> Path:
        return self.directory / (hashlib.sha256(target_key.encode()).hexdigest()[:20] + ".json")

    def holder(self, target_key: str) -> dict[str, Any] | None:
        """The live lease on ``target_key`` held by another process, or ``None``."""
        try:
            data = json.loads(self._path(target_key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(data, dict) or owner_alive(data.get("owner")) is not True:
            return None
        if data["owner"].get("pid") == os.getpid():
            return None
        return data

    def check(self, target_key: str, what: str, wait: float = 0.0) -> None:
        """Return when no other process's run holds ``target_key`` (waiting ``wait`` s).

        Raises:
            TargetBusy: naming the run that holds it.

        """
        deadline = time.monotonic() + max(0.0, wait)
        while True:
            held = self.holder(target_key)
            if held is None:
                return
            if time.monotonic() >= deadline:
                pid = held["owner"].get("pid")
                raise TargetBusy(
                    f"{what} is in use by run {held.get('run_id')} (pid {pid}); wait for it"
                    f" (--wait-lease SECONDS), stop it (handrail stop), or try again later"
                )
            time.sleep(min(_POLL, max(0.0, deadline - time.monotonic())))

    def acquire(self, target_key: str, run_id: str, what: str, wait: float = 0.0) -> None:
        """Take the lease on ``target_key`` for ``run_id`` (this process).

        Raises:
            TargetBusy: when another live run holds it and ``wait`` seconds pass.

        """
        self.directory.mkdir(parents=True, exist_ok=True)
        path = self._path(target_key)
        record = {"run_id": run_id, "target": target_key, "owner": owner(), "since": time.time()}
        deadline = time.monotonic() + max(0.0, wait)
        while True:
            with open(path.with_suffix(".lock"), "a+") as lock:
                # Held only to read and replace the small file: never while waiting.
                fcntl.flock(lock, fcntl.LOCK_EX)
                try:
                    if self.holder(target_key) is None:
                        tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
                        tmp.write_text(json.dumps(record), encoding="utf-8")
                        os.replace(tmp, path)
                        return
                finally:
                    fcntl.flock(lock, fcntl.LOCK_UN)
            self.check(target_key, what, max(0.0, deadline - time.monotonic()))

    def release(self, target_key: str, run_id: str) -> None:
        """Give the lease back, if ``run_id`` of this process holds it."""
        path = self._path(target_key)
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return
        mine = isinstance(data, dict) and data.get("run_id") == run_id
        if mine and (data.get("owner") or {}).get("pid") == os.getpid():
            with contextlib.suppress(FileNotFoundError):
                path.unlink()
