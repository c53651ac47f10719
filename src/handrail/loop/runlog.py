"""Run logs: a directory per run, append-only, flushed to disk before the next round.

Layout (field reference in ``docs/runlog.md``)::

    RUNS_DIR/<run id>/
        run.json        header: instruction, target, planner, model and settings,
                        versions, start and end, final status and reason
        rounds.jsonl    one JSON record per round, written and fsynced before the
                        next round starts
        round-0001.png  the screenshot each round started from (when enabled)

Every record goes through the vault's redaction, so secrets appear as ``{{NAME}}``.
A crash loses at most the round in flight: ``run.json`` says ``running`` until the end,
with the owning process (pid and start time), so readers show a run whose process died
as ``interrupted`` (:func:`run_status`); :func:`read_run` tolerates a torn last line.

This module is also the one reader of run logs, for the CLI, the MCP server and the
console alike: :func:`run_dirs` orders runs (the latest is the one that started last),
:func:`find_run` resolves a run id, :func:`read_rounds` reads round records (a line that
is not a JSON object is skipped and marks the log torn). Each reads archived runs
(``<run id>.tar.zst``, :mod:`handrail.loop.archive`) as it reads run directories.
"""

from __future__ import annotations

import json
import os
import re
import secrets
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from handrail.errors import UsageError
from handrail.liveness import owner, owner_alive
from handrail.loop.archive import ARCHIVE_SUFFIX, archive_id, is_archive, read_member
from handrail.loop.vault import NoSecrets, Vault

__all__ = [
    "RunLog",
    "RunRecord",
    "find_run",
    "mark_ended",
    "new_run_id",
    "read_header",
    "read_rounds",
    "read_run",
    "resolve_run",
    "run_dirs",
    "run_status",
    "safe_run_id",
]

FORMAT_VERSION = 1
"""Bumped when a field changes meaning; fields are only ever added within a version."""

_TAIL_BYTES = 1 << 20
"""Bytes read per wanted round from the end of ``rounds.jsonl``."""

_RUN_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,127}\Z")


def new_run_id() -> str:
    """A sortable, unique run id such as ``20261130-060512-3f9a1c``."""
    return time.strftime("%Y%m%d-%H%M%S", time.gmtime()) + "-" + secrets.token_hex(3)


def _fsync_write(path: Path, data: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


class RunLog:
    """Writes one run's directory.

    Args:
        root: the runs directory (``Settings.runs_dir`` or ``--log-dir``).
        run_id: the run's id (a new one by default).
        vault: redacts every record before it is written.

    """

    def __init__(self, root: Path, run_id: str | None = None, vault: Vault | None = None) -> None:
        self.run_id = run_id or new_run_id()
        self.dir = root / self.run_id
        self.vault = vault or NoSecrets()
        self.header: dict[str, Any] = {}
        self.rounds = 0
        self._fh: Any = None

    def start(self, header: dict[str, Any]) -> None:
        """Create the directory and write ``run.json`` with status ``running``.

        Raises:
            UsageError: when the directory exists already or cannot be written.

        """
        try:
            self.dir.mkdir(parents=True, exist_ok=False)
        except FileExistsError as exc:
            raise UsageError(f"run log {self.dir} exists already; use a new run id") from exc
        except OSError as exc:
            raise UsageError(f"cannot write run logs in {self.dir.parent}: {exc}") from exc
        self.header = {
            "format": FORMAT_VERSION,
            "run_id": self.run_id,
            **header,
            "owner": owner(),
            "status": "running",
            "reason": "",
            "started_at": time.time(),
            "ended_at": None,
        }
        self._write_header()
        self._fh = open(self.dir / "rounds.jsonl", "a", encoding="utf-8")  # noqa: SIM115

    def resume(self, note: dict[str, Any]) -> dict[str, Any]:
        """Reopen a paused run's log to go on with it: status ``running`` again.

        ``note`` (round, budgets used) is added to the header's ``resumed`` list with
        the status and reason the run had; new rounds are appended to ``rounds.jsonl``.

        Returns:
            The header as it was before (status and reason of the pause).

        Raises:
            UsageError: when the run's log cannot be read or written.

        """
        try:
            before = json.loads((self.dir / "run.json").read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            raise UsageError(f"cannot resume run {self.run_id}: {exc}") from exc
        if not isinstance(before, dict):
            raise UsageError(f"cannot resume run {self.run_id}: run.json is not an object")
        resumed = [
            *(before.get("resumed") or []),
            {
                **note,
                "at": time.time(),
                "status": before.get("status"),
                "reason": before.get("reason"),
            },
        ]
        self.header = {
            **before,
            "owner": owner(),
            "status": "running",
            "reason": "",
            "ended_at": None,
            "resumed": resumed,
        }
        self.rounds = int(before.get("rounds") or note.get("after_round") or 0)
        try:
            self._write_header()
            self._fh = open(self.dir / "rounds.jsonl", "a", encoding="utf-8")  # noqa: SIM115
        except OSError as exc:
            raise UsageError(f"cannot resume run {self.run_id}: {exc}") from exc
        return before

    def _write_header(self) -> None:
        data = self.vault.redact(self.header)
        _fsync_write(self.dir / "run.json", json.dumps(data, ensure_ascii=False, indent=2) + "\n")

    def screenshot(self, round_no: int, png: bytes, label: str = "") -> str:
        """Save a screenshot beside the log and return its file name."""
        name = f"round-{round_no:04d}{'-' + label if label else ''}.png"
        (self.dir / name).write_bytes(png)
        return name

    def append(self, record: dict[str, Any]) -> None:
        """Append one round's record and make it durable before returning."""
        if self._fh is None:
            raise UsageError("the run log was not started")
        line = json.dumps(self.vault.redact(record), ensure_ascii=False, default=str)
        self._fh.write(line + "\n")
        self._fh.flush()
        os.fsync(self._fh.fileno())
        self.rounds += 1

    def finish(self, status: str, reason: str, **extra: Any) -> None:
        """Record the final status and reason in ``run.json`` and close the log."""
        self.header.update(
            status=status, reason=reason, ended_at=time.time(), rounds=self.rounds, **extra
        )
        self._write_header()
        if self._fh is not None:
            self._fh.close()
            self._fh = None


@dataclass(frozen=True, kw_only=True)
class RunRecord:
    """A run read back: its header, its round records and its directory (or archive)."""

    path: Path
    header: dict[str, Any]
    rounds: tuple[dict[str, Any], ...]
    torn: bool = False
    """True when the last line was incomplete (the process died mid-write)."""

    @property
    def status(self) -> str:
        """The final status, as :func:`run_status` shows it.

        ``running`` while the run goes on, ``interrupted`` when the process that ran it
        died before it finished.
        """
        return run_status(self.header)

    @property
    def run_id(self) -> str:
        """The run's id."""
        return str(self.header.get("run_id") or archive_id(self.path))


def run_status(header: dict[str, Any]) -> str:
    """A run's status as a reader should show it.

    A header that still says ``running`` but whose owning process (pid and start time)
    is gone belongs to a run that was killed: ``interrupted``.
    """
    status = str(header.get("status", "unknown"))
    if status == "running" and owner_alive(header.get("owner")) is False:
        return "interrupted"
    return status


def mark_ended(path: Path, status: str, reason: str) -> None:
    """Record ``status`` and ``reason`` as the ending of the run logged in ``path``.

    For a run ended from outside (its time ran out inside a call, its process was
    killed): the ending its own process wrote, if any, is kept as ``ended_as``. A
    directory without a readable ``run.json`` is left alone.
    """
    header_file = path / "run.json"
    try:
        header = json.loads(header_file.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    if not isinstance(header, dict):
        return
    if header.get("status") not in (None, "running"):
        header["ended_as"] = {"status": header["status"], "reason": header.get("reason", "")}
    header.update(status=status, reason=reason, ended_at=header.get("ended_at") or time.time())
    _fsync_write(header_file, json.dumps(header, ensure_ascii=False, indent=2) + "\n")


def safe_run_id(run_id: str) -> str | None:
    """``run_id`` when it is a plain directory name (no path tricks), else ``None``."""
    return run_id if _RUN_ID.match(run_id) and ".." not in run_id else None


def _read_text(path: Path, name: str) -> str | None:
    """A file of the run in ``path`` (a directory or an archive); ``None`` when absent.

    Raises:
        OSError, UsageError: when it cannot be read.

    """
    if is_archive(path):
        data = read_member(path, name)
        return None if data is None else data.decode("utf-8", "replace")
    try:
        return (path / name).read_text(encoding="utf-8")
    except FileNotFoundError:
        return None


def _is_run(path: Path) -> bool:
    return (path / "run.json").is_file() or is_archive(path)


def _started(path: Path) -> float:
    """When the run started; for an unreadable header, when it was last written."""
    try:
        return float(json.loads(_read_text(path, "run.json") or "")["started_at"])
    except (OSError, ValueError, KeyError, TypeError, UsageError):
        pass
    try:
        return (path if is_archive(path) else path / "run.json").stat().st_mtime
    except OSError:
        return 0.0


def run_dirs(runs_dir: Path) -> list[Path]:
    """The runs in ``runs_dir``, directories and archives, latest first (by start, then id)."""
    try:
        dirs = [p for p in runs_dir.iterdir() if _is_run(p)]
    except OSError:
        return []
    return sorted(dirs, key=lambda p: (_started(p), archive_id(p)), reverse=True)


def find_run(run_id: str, runs_dir: Path) -> Path:
    """The directory of run ``run_id`` in ``runs_dir``: an id, a unique prefix, or ``last``.

    Never a path: this is what callers who must stay inside the runs directory use.

    Raises:
        UsageError: when ``run_id`` is not an id, or nothing (or more than one run) matches.

    """
    dirs = run_dirs(runs_dir)
    if run_id == "last":
        if dirs:
            return dirs[0]
        raise UsageError(f"no run in {runs_dir} yet")
    if safe_run_id(run_id) is None:
        raise UsageError(f"{run_id!r} is not a run id (such as 20261130-060512-3f9a1c)")
    for exact in (runs_dir / run_id, runs_dir / (run_id + ARCHIVE_SUFFIX)):
        if _is_run(exact):
            return exact
    matches = sorted((p for p in dirs if archive_id(p).startswith(run_id)), key=archive_id)
    if len(matches) == 1:
        return matches[0]
    if len(matches) > 1:
        shown = ", ".join(archive_id(p) for p in matches[:5])
        raise UsageError(f"run {run_id!r} is ambiguous: {shown}")
    raise UsageError(f"no run {run_id!r} in {runs_dir}")


def resolve_run(ref: str, runs_dir: Path) -> Path:
    """The directory of run ``ref``: a run directory's path, else as :func:`find_run`.

    Raises:
        UsageError: when nothing (or more than one run) matches.

    """
    path = Path(ref).expanduser()
    if _is_run(path):
        return path
    if safe_run_id(ref) is None and ref != "last":
        raise UsageError(f"no run {ref!r} (neither a run directory nor an id in {runs_dir})")
    return find_run(ref, runs_dir)


def read_rounds(path: Path, last: int | None = None) -> tuple[list[dict[str, Any]], bool]:
    """The round records of the run in ``path`` (the last ``last`` of them) and ``torn``.

    Lines that are not a JSON object (the last one cut off by a crash) are skipped and
    make ``torn`` true; a missing ``rounds.jsonl`` is no rounds. With ``last``, only the
    end of the file is read, so a long run's log is not read whole.
    """
    start = 0
    try:
        if is_archive(path):
            data = read_member(path, "rounds.jsonl") or b""
        else:
            with (path / "rounds.jsonl").open("rb") as f:
                size = f.seek(0, 2)
                start = max(0, size - _TAIL_BYTES * last) if last else 0
                f.seek(start)
                data = f.read()
    except (OSError, UsageError):
        return [], False
    lines = data.decode("utf-8", "replace").splitlines()
    if start > 0 and lines:
        lines = lines[1:]  # the first line read is cut
    rounds: list[dict[str, Any]] = []
    torn = False
    for line in lines:
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except ValueError:
            record = None
        if isinstance(record, dict):
            rounds.append(record)
        else:
            torn = True
    return (rounds[-last:] if last else rounds), torn


def read_header(path: Path) -> dict[str, Any]:
    """The ``run.json`` of the run in ``path`` (a directory or an archive).

    Raises:
        UsageError: when it is missing, unreadable or not a JSON object.

    """
    try:
        header = json.loads(_read_text(path, "run.json") or "")
    except (OSError, ValueError) as exc:
        raise UsageError(f"{path}: not a readable run log ({exc})") from exc
    if not isinstance(header, dict):
        raise UsageError(f"{path}: not a readable run log (run.json is not a JSON object)")
    return header


def read_run(path: Path) -> RunRecord:
    """Read a run directory or an archived run (``<run id>.tar.zst``).

    Raises:
        UsageError: when ``run.json`` is missing or unreadable.

    """
    header = read_header(path)
    rounds, torn = read_rounds(path)
    return RunRecord(path=path, header=header, rounds=tuple(rounds), torn=torn)
