"""The default gate every CLI session and server gets.

:func:`default_gate` builds a :class:`~handrail.safety.gate.RiskGate` with the user's
policy file (``HANDRAIL_POLICY``), an approver chosen by :func:`choose_approver`, and the
approvals audit file in the state directory.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from handrail.config import Settings
from handrail.errors import UsageError
from handrail.liveness import alive
from handrail.safety.approval_files import ApprovalAudit, ApprovalFiles, ConsoleApprover
from handrail.safety.approvals import Approver, DenyApprover
from handrail.safety.gate import RiskGate
from handrail.safety.policy import RiskPolicy
from handrail.safety.policy_file import PolicyFile, load_policy_file
from handrail.safety.secrets import SecretVault
from handrail.safety.terminal import TerminalApprover
from handrail.stop import StopFlag

__all__ = [
    "approvals_dir",
    "choose_approver",
    "console_running",
    "console_state_path",
    "default_gate",
    "load_policy",
]

APPROVER_VAR = "HANDRAIL_APPROVER"
"""``terminal``, ``console`` or ``none``: force the approval channel."""
POLICY_VAR = "HANDRAIL_POLICY"
"""Path of the policy file."""
TIMEOUT_VAR = "HANDRAIL_APPROVAL_TIMEOUT"
"""Seconds a person has to answer (default 300)."""


def approvals_dir(settings: Settings) -> Path:
    """``<state_dir>/approvals``."""
    return settings.state_dir / "approvals"


def console_state_path(settings: Settings) -> Path:
    """The file a running console writes (its URL and pid)."""
    return settings.state_dir / "console" / "server.json"


def console_running(settings: Settings) -> bool:
    """True when a console of this user is running (its state file names a live pid)."""
    try:
        data = json.loads(console_state_path(settings).read_text(encoding="utf-8"))
        pid = int(data["pid"])
    except (OSError, ValueError, KeyError, TypeError):
        return False
    return alive(pid)


def load_policy(settings: Settings) -> RiskPolicy:
    """The risk policy with the user's file (``HANDRAIL_POLICY``) when one is set.

    Raises:
        UsageError: when the file is missing or malformed.

    """
    path = settings.extra.get(POLICY_VAR)
    if not path:
        return RiskPolicy(PolicyFile())
    return RiskPolicy(load_policy_file(Path(path).expanduser()))


def choose_approver(
    settings: Settings,
    *,
    interactive: bool | None = None,
    vault: SecretVault | None = None,
) -> Approver:
    """The approval channel for this process.

    ``HANDRAIL_APPROVER`` if set; else the terminal when stdin and stderr are terminals;
    else the console when one is running; else nobody.

    Raises:
        UsageError: for an unknown ``HANDRAIL_APPROVER``.

    """
    forced = settings.extra.get(APPROVER_VAR, "").strip().lower()
    console = ConsoleApprover(
        ApprovalFiles(approvals_dir(settings), vault), StopFlag(settings.state_dir)
    )
    if forced:
        if forced == "terminal":
            return TerminalApprover()
        if forced == "console":
            return console
        if forced in ("none", "deny"):
            return DenyApprover()
        raise UsageError(f"{APPROVER_VAR}={forced!r}: use terminal, console or none")
    if interactive is None:
        interactive = sys.stdin.isatty() and sys.stderr.isatty()
    if interactive:
        return TerminalApprover()
    if console_running(settings):
        return console
    return DenyApprover()


def default_gate(
    settings: Settings,
    origin: str = "cli",
    *,
    vault: SecretVault | None = None,
    approver: Approver | None = None,
    interactive: bool | None = None,
) -> RiskGate:
    """The gate for a session opened by ``origin`` (``cli``, ``mcp``, ``loop``, ``api``).

    Raises:
        UsageError: for a bad policy file or approval setting.

    """
    try:
        timeout = float(settings.extra.get(TIMEOUT_VAR) or 300.0)
    except ValueError:
        raise UsageError(f"{TIMEOUT_VAR}: not a number") from None
    # Secrets of the environment are redacted even when the caller passed none.
    vault = vault if vault is not None and len(vault) else SecretVault.from_args((), settings)
    return RiskGate(
        load_policy(settings),
        approver or choose_approver(settings, interactive=interactive, vault=vault),
        audit=ApprovalAudit(approvals_dir(settings) / "audit.jsonl", vault),
        timeout=timeout,
        vault=vault,
    )
