"""The acceptance suite's results: one JSON line per case run, written as each run ends.

A results file is JSONL; each line is one :class:`CaseRun` (``schema`` 1). Lines are
appended whole and synced to disk before :func:`append_run` returns, so a run set
that dies part way keeps every run that had ended. :func:`read_runs` reads a file
back and names the file and line of anything it cannot take.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from handrail.errors import UsageError

__all__ = ["SCHEMA", "CaseRun", "append_run", "read_runs"]

SCHEMA = 1
"""The version of the line format this module writes and reads."""

_APPEND_LOCK = threading.Lock()


@dataclass(frozen=True, kw_only=True)
class CaseRun:
    """One run of one case: what was expected, how it ended and what it cost."""

    case: str
    """The case id, ``<file stem>/<operation>[-<n>]/<state>``."""
    form: str
    """The page form (``form``, ``list``, … ``chat``)."""
    operation: str
    """The operation (``type``, ``select``, … ``send``)."""
    state: str
    """The abnormal state (``none``, ``loading``, ``popup``, ``missing``, ``overlong``,
    ``unavailable``)."""
    repeat: int = 0
    """Which repeat of the case this is (0-based)."""
    expected: str
    """The right outcome: ``finished`` or ``handoff``."""
    outcome: str
    """How the run ended (``finished``, ``finished (unverified)``, ``handoff``, ``blocked``,
    ``no_progress``, ``error``, …)."""
    success: bool
    """The outcome is the right one."""
    silent_success: bool = False
    """The run claimed ``finished`` where a handoff was right."""
    handoff: bool = False
    """The run ended handing off to a person."""
    handoff_reason: str | None = None
    """Why it handed off, when it did."""
    rounds: int = 0
    """Rounds the loop ran."""
    seconds: float = 0.0
    """Wall-clock seconds of the whole run."""
    round_seconds: tuple[float, ...] = ()
    """Seconds of each round."""
    input_tokens: int = 0
    """Planner input tokens."""
    output_tokens: int = 0
    """Planner output tokens."""
    cost_usd: float = 0.0
    """Planner cost in US dollars."""
    run_log: str | None = None
    """The run's log directory."""
    planner: str = ""
    """The planner spec the run used (``reference``, ``replay:FILE``, …)."""
    handrail: str = ""
    """Handrail's version."""
    host: str = ""
    """The machine that ran it."""
    started_at: str = ""
    """When it started (ISO 8601, UTC)."""
    error: str | None = None
    """The error that ended the run, if one did."""

    def to_json(self) -> dict[str, Any]:
        """The run as the JSON object of one results line (``schema`` first)."""
        data: dict[str, Any] = {"schema": SCHEMA}
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            data[field.name] = list(value) if isinstance(value, tuple) else value
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> CaseRun:
        """A run from the JSON object of one results line.

        Keys this version does not know are ignored, so newer writers stay readable.

        Raises:
            UsageError: for another schema, a missing required key or a value of the
                wrong type (the message names the key).

        """
        if not isinstance(data, dict):
            raise UsageError("a results line must be a JSON object")
        schema = data.get("schema", SCHEMA)
        if schema != SCHEMA:
            raise UsageError(f"results schema {schema!r} is not {SCHEMA}")
        values: dict[str, Any] = {}
        for field in dataclasses.fields(cls):
            if field.name not in data:
                if field.default is dataclasses.MISSING:
                    raise UsageError(f"missing key {field.name!r}")
                continue
            values[field.name] = _checked(field.name, data[field.name])
        return cls(**values)


# What each field may hold in JSON: the accepted Python types, and whether null is fine.
_STR = (str,)
_TYPES: dict[str, tuple[tuple[type, ...], bool]] = {
    "case": (_STR, False),
    "form": (_STR, False),
    "operation": (_STR, False),
    "state": (_STR, False),
    "repeat": ((int,), False),
    "expected": (_STR, False),
    "outcome": (_STR, False),
    "success": ((bool,), False),
    "silent_success": ((bool,), False),
    "handoff": ((bool,), False),
    "handoff_reason": (_STR, True),
    "rounds": ((int,), False),
    "seconds": ((int, float), False),
    "input_tokens": ((int,), False),
    "output_tokens": ((int,), False),
    "cost_usd": ((int, float), False),
    "run_log": (_STR, True),
    "planner": (_STR, False),
    "handrail": (_STR, False),
    "host": (_STR, False),
    "started_at": (_STR, False),
    "error": (_STR, True),
}


def _checked(name: str, value: Any) -> Any:
    if name == "round_seconds":
        if not isinstance(value, list) or not all(_is_number(v) for v in value):
            raise UsageError("key 'round_seconds' must be a list of numbers")
        return tuple(float(v) for v in value)
    types, nullable = _TYPES[name]
    if value is None and nullable:
        return None
    bool_field = types == (bool,)
    if not isinstance(value, types) or (not bool_field and isinstance(value, bool)):
        raise UsageError(f"key {name!r} has the wrong type ({type(value).__name__})")
    if float in types:
        number = float(cast(float, value))
        if not math.isfinite(number):
            raise UsageError(f"key {name!r} is not a finite number")
        return number
    return value


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def append_run(path: str | os.PathLike[str], run: CaseRun) -> None:
    """Append ``run`` as one line to the results file ``path`` and sync it to disk.

    The line is written with one ``write`` on a file opened for appending, so
    concurrent writers in this process or others never interleave within a line, and
    it is on disk when this returns: a crash afterwards loses nothing.

    Raises:
        UsageError: when the file cannot be written (naming it).

    """
    line = json.dumps(run.to_json(), ensure_ascii=False, allow_nan=False) + "\n"
    data = line.encode("utf-8")
    target = Path(path)
    with _APPEND_LOCK:
        try:
            fd = os.open(target, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        except OSError as exc:
            raise UsageError(f"results {target}: {exc.strerror or exc}") from None
        try:
            written = os.write(fd, data)
            while written < len(data):  # a short write (full disk, signal): finish it
                written += os.write(fd, data[written:])
            os.fsync(fd)
        except OSError as exc:
            raise UsageError(f"results {target}: {exc.strerror or exc}") from None
        finally:
            os.close(fd)


def read_runs(path: str | os.PathLike[str]) -> list[CaseRun]:
    """Every run in the results file ``path``, in file order.

    Blank lines are skipped. A last line cut short by a crash mid-write (no newline,
    not JSON) is skipped too; anything else that is not a run is an error.

    Raises:
        UsageError: ``results FILE: line N: ...`` for a line that is not a run, or
            ``results FILE: ...`` when the file cannot be read.

    """
    target = Path(path)
    try:
        if not target.is_file():
            what = "no such file" if not target.exists() else "not a regular file"
            raise UsageError(f"results {target}: {what}")
        raw = target.read_bytes()
    except OSError as exc:
        raise UsageError(f"results {target}: {exc.strerror or exc}") from None
    lines = raw.split(b"\n")
    runs: list[CaseRun] = []
    for number, chunk in enumerate(lines, start=1):
        if not chunk.strip():
            continue
        last_unterminated = number == len(lines)
        try:
            data = json.loads(chunk.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as exc:
            if last_unterminated:
                continue  # the half-written tail of a run set that died mid-line
            raise UsageError(f"results {target}: line {number}: not JSON ({exc})") from None
        try:
            runs.append(CaseRun.from_json(data))
        except UsageError as exc:
            raise UsageError(f"results {target}: line {number}: {exc}") from None
    return runs
