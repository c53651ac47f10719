"""Asking a person at the terminal."""

from __future__ import annotations

import asyncio
import contextlib
import getpass
import sys
from typing import TextIO

from handrail.safety.approvals import ApprovalAnswer, ApprovalRequest, Approver, Outcome, Scope

__all__ = ["TerminalApprover"]

_ANSWERS = {
    "y": (Outcome.APPROVED, Scope.ONCE),
    "yes": (Outcome.APPROVED, Scope.ONCE),
    "o": (Outcome.APPROVED, Scope.ONCE),
    "once": (Outcome.APPROVED, Scope.ONCE),
    "r": (Outcome.APPROVED, Scope.RUN),
    "run": (Outcome.APPROVED, Scope.RUN),
    "n": (Outcome.DENIED, Scope.ONCE),
    "no": (Outcome.DENIED, Scope.ONCE),
    "d": (Outcome.DENIED, Scope.ONCE),
    "deny": (Outcome.DENIED, Scope.ONCE),
}


def _prompt_text(request: ApprovalRequest) -> str:
    lines = ["", f"handrail: approval needed: {request.describe()}"]
    if request.reason:
        lines.append(f"  why:      {request.reason}")
    ctx = request.context
    for key in ("instruction", "summary", "intent", "expect"):
        value = ctx.get(key)
        if value:
            text = value if isinstance(value, str) else "; ".join(str(v) for v in value)
            lines.append(f"  {key + ':':<9} {text}")
    for flag in request.flags:
        lines.append(f"  WARNING:  suspicious screen text: {flag}")
    lines.append(f"  screen:   {request.snapshot.signature}  ({request.snapshot.target.app})")
    run = "  [r] approve for this run" if _has_run(request) else ""
    lines.append(f"  [y] approve once{run}  [n] deny   ({request.remaining:.0f}s) > ")
    return "\n".join(lines)


def _has_run(request: ApprovalRequest) -> bool:
    """Whether an approval can outlast this action: not for a one-shot CLI command."""
    return request.origin != "cli"


class TerminalApprover(Approver):
    """Prompts on a terminal and reads one answer line (anything unrecognised denies).

    Args:
        stdin, stdout: the terminal's streams (the process's by default).

    """

    name = "terminal"

    def __init__(self, stdin: TextIO | None = None, stdout: TextIO | None = None) -> None:
        self.stdin = stdin or sys.stdin
        self.stdout = stdout or sys.stderr

    async def decide(self, request: ApprovalRequest) -> ApprovalAnswer:
        """Print the question and wait for a line until the request expires."""
        self.stdout.write(_prompt_text(request))
        self.stdout.flush()
        try:
            line = await asyncio.wait_for(self._readline(), timeout=request.remaining)
        except TimeoutError:
            self.stdout.write("\n  (no answer in time: not approved)\n")
            return ApprovalAnswer(outcome=Outcome.UNANSWERED, note="no answer in time")
        if line is None:
            return ApprovalAnswer(outcome=Outcome.UNANSWERED, note="the terminal closed")
        outcome, scope = _ANSWERS.get(line.strip().lower(), (Outcome.DENIED, Scope.ONCE))
        if not _has_run(request):
            scope = Scope.ONCE
        return ApprovalAnswer(outcome=outcome, scope=scope, by=f"terminal:{_user()}")

    async def _readline(self) -> str | None:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[str | None] = loop.create_future()
        try:
            fd = self.stdin.fileno()
        except (OSError, ValueError, AttributeError):
            line = await asyncio.to_thread(self.stdin.readline)
            return line or None

        def ready() -> None:
            if not future.done():
                line = self.stdin.readline()
                future.set_result(line or None)

        # A reader callback rather than a thread: a thread blocked in readline() cannot be
        # cancelled when the question expires, and would eat the next answer.
        loop.add_reader(fd, ready)
        try:
            return await future
        finally:
            with contextlib.suppress(Exception):
                loop.remove_reader(fd)


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"
