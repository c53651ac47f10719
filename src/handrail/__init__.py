"""Handrail: an accessibility-first operating layer for software agents.

Read and operate desktop and browser applications through their accessibility trees,
with every action gated for risk, verified and recorded.
"""

from handrail.actions import Action, ActionKind, ActionReceipt, Mode, Via
from handrail.backends.base import Backend, Capabilities, ScreenPicture, Tree
from handrail.backends.registry import available_backends, create_backend, register_backend
from handrail.backends.wrapper import BackendWrapper
from handrail.errors import (
    ActionDenied,
    ActionFailed,
    ApprovalRequired,
    BackendUnavailable,
    ElementCovered,
    ElementNotFound,
    HandrailError,
    LoopSignal,
    NoAccessibilityTree,
    OperationTimeout,
    PlanRejected,
    RuntimeFailure,
    StaleElement,
    Stopped,
    TargetNotFound,
    UsageError,
)
from handrail.gate import AllowAll, Gate, GateDecision, GateRequest, Verdict
from handrail.geometry import Rect
from handrail.ids import FileIdStore, IdStore, MemoryIdStore
from handrail.keys import KeyCombo, parse_keys
from handrail.model import (
    Element,
    Environment,
    Node,
    ObserveOptions,
    Snapshot,
    SnapshotStats,
    Source,
    Target,
)
from handrail.session import ActResult, Session
from handrail.stop import StopFlag
from handrail.targets import TargetField, TargetQuery, TargetSpec
from handrail.vocab import INTERACTIVE_ROLES, Role, State

__version__ = "0.1.0"

__all__ = [
    "INTERACTIVE_ROLES",
    "ActResult",
    "Action",
    "ActionDenied",
    "ActionFailed",
    "ActionKind",
    "ActionReceipt",
    "AllowAll",
    "ApprovalRequired",
    "Backend",
    "BackendUnavailable",
    "BackendWrapper",
    "Capabilities",
    "Element",
    "ElementCovered",
    "ElementNotFound",
    "Environment",
    "FileIdStore",
    "Gate",
    "GateDecision",
    "GateRequest",
    "HandrailError",
    "IdStore",
    "KeyCombo",
    "LoopSignal",
    "MemoryIdStore",
    "Mode",
    "NoAccessibilityTree",
    "Node",
    "ObserveOptions",
    "OperationTimeout",
    "PlanRejected",
    "Rect",
    "Role",
    "RuntimeFailure",
    "ScreenPicture",
    "Session",
    "Snapshot",
    "SnapshotStats",
    "Source",
    "StaleElement",
    "State",
    "StopFlag",
    "Stopped",
    "Target",
    "TargetField",
    "TargetNotFound",
    "TargetQuery",
    "TargetSpec",
    "Tree",
    "UsageError",
    "Verdict",
    "Via",
    "__version__",
    "available_backends",
    "create_backend",
    "parse_keys",
    "register_backend",
]
