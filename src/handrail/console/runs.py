"""Run logs as the console shows them, read tolerantly.

A run directory (or an archived run) holds ``run.json`` and ``rounds.jsonl`` (see
``docs/runlog.md``). The console reads them while runs write them, so anything may be
missing, half-written or of a newer format: unknown fields are ignored, a torn last line
is skipped, and a run that cannot be read is listed with its error rather than breaking
the page. Ordering, run ids and round records come from :mod:`handrail.loop.runlog`,
the one reader.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from handrail.errors import UsageError
from handrail.loop.archive import archive_id, is_archive
from handrail.loop.runlog import read_header, run_dirs, run_status, safe_run_id
from handrail.loop.runlog import read_rounds as _read_rounds

__all__ = ["RunView", "list_runs", "read_rounds", "read_run_view", "safe_run_id"]


@dataclass(frozen=True, kw_only=True)
class RunView:
    """One run as the console shows it."""

    run_id: str
    path: Path
    header: dict[str, Any] = field(default_factory=dict)
    error: str | None = None
    modified: float = 0.0

    @property
    def status(self) -> str:
        """``running``, ``finished``, ``stopped``, … (``unreadable`` on error)."""
        if self.error:
            return "unreadable"
        return run_status(self.header) if self.header.get("status") else "unknown"

    @property
    def live(self) -> bool:
        """True while the run says it is running."""
        return self.status == "running"

    @property
    def instruction(self) -> str:
        """The task's instruction, if recorded."""
        return str(self.header.get("instruction") or "")

    @property
    def started(self) -> float | None:
        """Start time (seconds since the epoch)."""
        value = self.header.get("started_at")
        return float(value) if isinstance(value, int | float) else None

    @property
    def target(self) -> str:
        """A short description of the target."""
        t = self.header.get("target")
        if isinstance(t, dict):
            return str(t.get("app") or t.get("url") or t.get("describe") or "")
        return str(t or "")


def read_run_view(path: Path) -> RunView:
    """The run in ``path``, a directory or an archive (never raises; errors go to ``error``)."""
    run_id = archive_id(path)
    try:
        files = (path,) if is_archive(path) else (path / "run.json", path / "rounds.jsonl")
        modified = max((p.stat().st_mtime for p in files if p.exists()), default=0.0)
        return RunView(run_id=run_id, path=path, header=read_header(path), modified=modified)
    except (OSError, UsageError) as exc:
        return RunView(run_id=run_id, path=path, error=str(exc))


def list_runs(runs_dir: Path, limit: int = 50) -> list[RunView]:
    """The latest ``limit`` runs in ``runs_dir``, latest first (by start, as everywhere)."""
    return [read_run_view(p) for p in run_dirs(runs_dir)[:limit]]


def read_rounds(path: Path, last: int | None = None) -> list[dict[str, Any]]:
    """The run's round records (the last ``last`` of them), skipping unreadable lines."""
    return _read_rounds(path, last)[0]


def ago(ts: float | None, now: float | None = None) -> str:
    """``"12s ago"``, ``"3m ago"``, ``"2h ago"`` (``"-"`` for no time)."""
    if ts is None:
        return "-"
    delta = max(0.0, (now or time.time()) - ts)
    if delta < 90:
        return f"{delta:.0f}s ago"
    if delta < 5400:
        return f"{delta / 60:.0f}m ago"
    if delta < 172800:
        return f"{delta / 3600:.0f}h ago"
    return f"{delta / 86400:.0f}d ago"
