"""Approvals as files under the state directory: the console's channel and the audit log.

Layout under ``<state_dir>/approvals/``::

    pending/<id>.json    a question waiting for a person (written by ConsoleApprover)
    pending/<id>.png     the screenshot the person looks at
    seen/<id>.png        that screenshot, kept once the question is closed
    answers/<id>.json    the person's answer (written by the console)
    audit.jsonl          every question and answer: who, when, what they saw

Files are written to a temporary name and renamed, so a reader never sees half a file.
Any process of the user can ask or answer; the console needs no connection to a run.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from handrail.errors import UsageError
from handrail.liveness import owner, owner_alive
from handrail.safety.approvals import ApprovalAnswer, ApprovalRequest, Approver, Outcome, Scope
from handrail.safety.secrets import SecretVault
from handrail.stop import StopFlag

__all__ = ["ApprovalAudit", "ApprovalFiles", "ConsoleApprover"]

_ID_CHARS = frozenset("0123456789abcdef")


def _write_atomic(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _check_id(request_id: str) -> str:
    # Ids become file names: only what new_request_id makes is accepted.
    if not request_id or len(request_id) > 32 or not set(request_id) <= _ID_CHARS:
        raise UsageError(f"malformed approval id {request_id!r}")
    return request_id


class ApprovalFiles:
    """The approvals directory: pending questions, answers and the audit log.

    Args:
        root: ``<state_dir>/approvals``.
        vault: secrets to redact from everything written.

    """

    def __init__(self, root: Path, vault: SecretVault | None = None) -> None:
        self.root = root
        self.vault = vault or SecretVault()

    @property
    def pending_dir(self) -> Path:
        """Where pending questions are."""
        return self.root / "pending"

    @property
    def answers_dir(self) -> Path:
        """Where answers are."""
        return self.root / "answers"

    @property
    def audit_path(self) -> Path:
        """The audit log."""
        return self.root / "audit.jsonl"

    def post(self, request: ApprovalRequest) -> None:
        """Write ``request`` (and its screenshot) as pending."""
        rid = _check_id(request.id)
        if request.screenshot:
            _write_atomic(self.pending_dir / f"{rid}.png", request.screenshot)
        data = self.vault.redact(request.to_json())
        data["screenshot"] = bool(request.screenshot)
        data["owner"] = owner()
        _write_atomic(
            self.pending_dir / f"{rid}.json",
            json.dumps(data, ensure_ascii=False).encode("utf-8"),
        )

    def pending(self) -> list[dict[str, Any]]:
        """Pending questions that have not expired, oldest first (unreadable files skipped)."""
        out: list[dict[str, Any]] = []
        now = time.time()
        for path in sorted(self.pending_dir.glob("*.json")):
            data = self._read(path)
            if data is None or not self._live(data):
                continue
            if float(data.get("expires") or 0) > now:
                out.append(data)
        out.sort(key=lambda d: float(d.get("created") or 0))
        return out

    def get(self, request_id: str) -> dict[str, Any] | None:
        """One pending question, or ``None``.

        Raises:
            UsageError: for a malformed id.

        """
        question = self._read(self.pending_dir / f"{_check_id(request_id)}.json")
        return question if question is not None and self._live(question) else None

    def screenshot_path(self, request_id: str) -> Path | None:
        """The pending question's screenshot file, if there is one."""
        path = self.pending_dir / f"{_check_id(request_id)}.png"
        return path if path.is_file() else None

    def answer(self, request_id: str, answer: ApprovalAnswer) -> bool:
        """Answer a pending question; returns False when it is no longer pending.

        Raises:
            UsageError: for a malformed id.

        """
        rid = _check_id(request_id)
        question = self._read(self.pending_dir / f"{rid}.json")
        if question is None or not self._live(question):
            return False
        data = json.dumps(answer.to_json()).encode("utf-8")
        _write_atomic(self.answers_dir / f"{rid}.json", data)
        return True

    def take_answer(self, request_id: str) -> ApprovalAnswer | None:
        """The answer to a question, removed from the directory; ``None`` when there is none."""
        path = self.answers_dir / f"{_check_id(request_id)}.json"
        data = self._read(path)
        if data is None:
            return None
        path.unlink(missing_ok=True)
        try:
            return ApprovalAnswer(
                outcome=Outcome(data["outcome"]),
                scope=Scope(data.get("scope", "once")),
                by=str(data.get("by") or "console"),
                at=float(data.get("at") or time.time()),
                note=str(data.get("note") or ""),
            )
        except (KeyError, ValueError):
            return ApprovalAnswer(outcome=Outcome.DENIED, by="console", note="malformed answer")

    def withdraw(self, request_id: str) -> None:
        """Remove a question (answered, expired or abandoned) and its answer file.

        The screenshot the person saw is kept as ``seen/<id>.png`` for the record.
        """
        rid = _check_id(request_id)
        shot = self.pending_dir / f"{rid}.png"
        if shot.is_file():
            (self.root / "seen").mkdir(parents=True, exist_ok=True)
            os.replace(shot, self.root / "seen" / f"{rid}.png")
        for path in (self.pending_dir / f"{rid}.json", self.answers_dir / f"{rid}.json"):
            path.unlink(missing_ok=True)

    def _live(self, question: dict[str, Any]) -> bool:
        """False (and the question expired, with an audit record) when its asker is gone.

        A process killed while waiting for a person leaves its question behind; nothing
        would run if it were approved, so it must not look answerable.
        """
        if owner_alive(question.get("owner")) is not False:
            return True
        rid = str(question.get("id") or "")
        pid = question["owner"].get("pid")
        with contextlib.suppress(OSError, UsageError):
            self.withdraw(rid)
            ApprovalAudit(self.audit_path, self.vault).record(
                {
                    "event": "expired",
                    "at": time.time(),
                    "request_id": rid,
                    "run_id": question.get("run_id"),
                    "origin": question.get("origin"),
                    "describe": question.get("describe"),
                    "reason": f"the process that asked (pid {pid}) is gone",
                }
            )
        return False

    @staticmethod
    def _read(path: Path) -> dict[str, Any] | None:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data if isinstance(data, dict) else None


class ApprovalAudit:
    """An append-only JSONL record of every question and answer.

    Args:
        path: the audit file (``<state_dir>/approvals/audit.jsonl``).
        vault: secrets to redact.

    """

    def __init__(self, path: Path, vault: SecretVault | None = None) -> None:
        self.path = path
        self.vault = vault or SecretVault()

    def record(self, entry: dict[str, Any]) -> None:
        """Append one record (flushed to disk before returning)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        line = json.dumps(self.vault.redact(entry), ensure_ascii=False, default=str)
        with self.path.open("a", encoding="utf-8") as f:
            f.write(line + "\n")
            f.flush()
            os.fsync(f.fileno())

    def entries(self, limit: int = 200) -> list[dict[str, Any]]:
        """The last ``limit`` records, newest last (malformed lines skipped)."""
        return list(self._tail(limit))

    def _tail(self, limit: int) -> Iterator[dict[str, Any]]:
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
        except OSError:
            return
        for line in lines[-limit:]:
            try:
                data = json.loads(line)
            except ValueError:
                continue
            if isinstance(data, dict):
                yield data


class ConsoleApprover(Approver):
    """Posts the question as a file and waits for the web console's answer.

    Polls every ``poll`` seconds until the request expires; an emergency stop ends the
    wait at once.

    Args:
        files: the approvals directory.
        stop: the emergency stop flag.
        poll: seconds between looks for an answer.

    """

    name = "console"
    wants_screenshot = True

    def __init__(self, files: ApprovalFiles, stop: StopFlag | None = None, poll: float = 0.2):
        self.files = files
        self.stop = stop
        self.poll = poll

    async def decide(self, request: ApprovalRequest) -> ApprovalAnswer:
        """Post ``request``, wait for an answer until it expires, then withdraw it.

        Raises:
            Stopped: when the emergency stop is raised while waiting.

        """
        self.files.post(request)
        try:
            while True:
                if self.stop is not None:
                    self.stop.check()
                answer = self.files.take_answer(request.id)
                if answer is not None:
                    return answer
                left = request.expires - time.time()
                if left <= 0:
                    return ApprovalAnswer(
                        outcome=Outcome.UNANSWERED, by="nobody", note="no answer in time"
                    )
                await asyncio.sleep(min(self.poll, left))
        finally:
            self.files.withdraw(request.id)
