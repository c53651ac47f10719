"""Short, stable element ids.

An id (``e1``, ``e2``, …) means one element of one target for as long as that element
keeps its role, name and locator — across snapshots and across processes. The map
lives in a JSON file per target under the state directory, guarded by a file lock so
that concurrent CLI processes agree; the file's work runs in a worker thread, and a lock
another process holds longer than the store's ``lock_timeout`` is
:class:`~handrail.errors.OperationTimeout`. :class:`MemoryIdStore` keeps maps in memory
for long-lived processes and tests.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import hashlib
import json
import os
import time
from abc import ABC, abstractmethod
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from handrail.errors import OperationTimeout
from handrail.model import Node

__all__ = ["FileIdStore", "IdEntry", "IdStore", "MemoryIdStore"]

MAX_ENTRIES = 20000
"""Entries kept per target; the least recently seen are forgotten first."""

LOCK_TIMEOUT = 5.0
"""Seconds a :class:`FileIdStore` waits for another process's lock on a target's map."""


@dataclass(frozen=True, slots=True)
class IdEntry:
    """What an id was issued for."""

    id: str
    locator: str
    role: str
    name: str


def _identity(locator: str, role: str, name: str) -> str:
    return f"{locator}\x1f{role}\x1f{name}"


class _Table:
    """One target's map: identity -> entry, plus the counter and last-seen times."""

    def __init__(self, data: dict[str, Any] | None = None) -> None:
        data = data or {}
        self.next: int = int(data.get("next", 1))
        self.entries: dict[str, list[Any]] = dict(data.get("entries", {}))
        self._by_id: dict[str, str] | None = None

    def by_id(self) -> dict[str, str]:
        if self._by_id is None:
            self._by_id = {v[0]: k for k, v in self.entries.items()}
        return self._by_id

    def assign(self, nodes: Sequence[Node], now: float) -> list[str]:
        out: list[str] = []
        for n in nodes:
            key = _identity(n.locator, n.role.value, n.name)
            entry = self.entries.get(key)
            if entry is None:
                eid = f"e{self.next}"
                self.next += 1
                self.entries[key] = [eid, now]
                if self._by_id is not None:
                    self._by_id[eid] = key
            else:
                eid = entry[0]
                entry[1] = now
            out.append(eid)
        if len(self.entries) > MAX_ENTRIES:
            keep = sorted(self.entries.items(), key=lambda kv: kv[1][1])[-MAX_ENTRIES:]
            self.entries = dict(keep)
            self._by_id = None
        return out

    def lookup(self, element_id: str) -> IdEntry | None:
        key = self.by_id().get(element_id)
        if key is None:
            return None
        locator, role, name = key.split("\x1f", 2)
        return IdEntry(element_id, locator, role, name)

    def dump(self) -> dict[str, Any]:
        return {"next": self.next, "entries": self.entries}


class IdStore(ABC):
    """Issues and resolves ids per target key."""

    @abstractmethod
    async def assign(self, target_key: str, nodes: Sequence[Node]) -> list[str]:
        """Return one id per node, issuing new ids for elements not seen before."""

    @abstractmethod
    async def lookup(self, target_key: str, element_id: str) -> IdEntry | None:
        """What ``element_id`` was issued for in this target, or ``None`` if never issued."""


class MemoryIdStore(IdStore):
    """Ids kept in memory, for one process."""

    def __init__(self) -> None:
        self._tables: dict[str, _Table] = {}

    async def assign(self, target_key: str, nodes: Sequence[Node]) -> list[str]:
        """See :meth:`IdStore.assign`."""
        table = self._tables.setdefault(target_key, _Table())
        return table.assign(nodes, time.time())

    async def lookup(self, target_key: str, element_id: str) -> IdEntry | None:
        """See :meth:`IdStore.lookup`."""
        table = self._tables.get(target_key)
        return table.lookup(element_id) if table else None


class FileIdStore(IdStore):
    """Ids kept in ``DIR/<hash of target key>.json``, shared by every process of the user.

    Reading and writing the map (under its lock) happens in a worker thread, so the event
    loop never waits on another process; a lock held for more than ``lock_timeout``
    seconds is :class:`~handrail.errors.OperationTimeout`.
    """

    def __init__(self, directory: Path, *, lock_timeout: float = LOCK_TIMEOUT) -> None:
        self.directory = directory
        self.lock_timeout = lock_timeout

    def _path(self, target_key: str) -> Path:
        digest = hashlib.sha256(target_key.encode()).hexdigest()[:20]
        return self.directory / f"{digest}.json"

    @contextlib.contextmanager
    def _locked(self, target_key: str) -> Iterator[Path]:
        self.directory.mkdir(parents=True, exist_ok=True)
        path = self._path(target_key)
        lock_path = path.with_suffix(".lock")
        with open(lock_path, "a+") as lock:
            deadline = time.monotonic() + self.lock_timeout
            pause = 0.001
            while True:
                try:
                    fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise OperationTimeout(
                            f"id map {lock_path} stayed locked by another process for "
                            f"{self.lock_timeout:g} s"
                        ) from None
                    time.sleep(pause)  # flock has no timeout of its own
                    pause = min(pause * 2, 0.02)
            try:
                yield path
            finally:
                fcntl.flock(lock, fcntl.LOCK_UN)

    @staticmethod
    def _read(path: Path) -> _Table:
        try:
            return _Table(json.loads(path.read_text(encoding="utf-8")))
        except FileNotFoundError:
            return _Table()
        except (ValueError, OSError):
            # A corrupt map only costs fresh ids; it must never stop an observation.
            return _Table()

    def _assign(self, target_key: str, nodes: Sequence[Node]) -> list[str]:
        with self._locked(target_key) as path:
            table = self._read(path)
            ids = table.assign(nodes, time.time())
            tmp = path.with_suffix(f".{os.getpid()}.tmp")
            tmp.write_text(json.dumps(table.dump(), separators=(",", ":")), encoding="utf-8")
            os.replace(tmp, path)
            return ids

    def _lookup(self, target_key: str, element_id: str) -> IdEntry | None:
        with self._locked(target_key) as path:
            return self._read(path).lookup(element_id)

    async def assign(self, target_key: str, nodes: Sequence[Node]) -> list[str]:
        """See :meth:`IdStore.assign`. The file is replaced atomically.

        Raises:
            OperationTimeout: when another process holds the map's lock too long.

        """
        return await asyncio.to_thread(self._assign, target_key, nodes)

    async def lookup(self, target_key: str, element_id: str) -> IdEntry | None:
        """See :meth:`IdStore.lookup`.

        Raises:
            OperationTimeout: when another process holds the map's lock too long.

        """
        return await asyncio.to_thread(self._lookup, target_key, element_id)
