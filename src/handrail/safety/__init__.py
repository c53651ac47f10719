"""Safety: the risk policy, approvals, the risk gate, secrets and prompt-injection flags.

Everything an irreversible action passes before it runs. See ``docs/safety.md``.
"""

from handrail.safety.approval_files import ApprovalAudit, ApprovalFiles, ConsoleApprover
from handrail.safety.approvals import (
    ApprovalAnswer,
    ApprovalBinding,
    ApprovalRequest,
    Approver,
    DenyApprover,
    Outcome,
    Scope,
)
from handrail.safety.gate import Grant, RiskGate
from handrail.safety.injection import InjectionHit, scan, scan_text
from handrail.safety.policy import Assessment, RiskPolicy
from handrail.safety.policy_file import PolicyFile, load_policy_file, parse_policy
from handrail.safety.secrets import SecretsBackend, SecretVault
from handrail.safety.terminal import TerminalApprover
from handrail.safety.wiring import choose_approver, default_gate, load_policy

__all__ = [
    "ApprovalAnswer",
    "ApprovalAudit",
    "ApprovalBinding",
    "ApprovalFiles",
    "ApprovalRequest",
    "Approver",
    "Assessment",
    "ConsoleApprover",
    "DenyApprover",
    "Grant",
    "InjectionHit",
    "Outcome",
    "PolicyFile",
    "RiskGate",
    "RiskPolicy",
    "Scope",
    "SecretVault",
    "SecretsBackend",
    "TerminalApprover",
    "choose_approver",
    "default_gate",
    "load_policy",
    "load_policy_file",
    "parse_policy",
    "scan",
    "scan_text",
]
