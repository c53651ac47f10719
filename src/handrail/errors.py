"""Handrail's errors: one root, three families kept apart.

::

    HandrailError                      exit code 1 unless a subclass says otherwise
    ├── UsageError                     2  misuse: bad arguments, malformed key combo, bad file
    ├── RuntimeFailure                 something in the world did not work
    │   ├── BackendUnavailable         4  no display, no bus, no browser endpoint
    │   │   ├── TargetNotFound         4  unknown app, dead pid, no such tab
    │   │   ├── NoAccessibilityTree    4  the target exposes no tree (with the fix)
    │   │   └── OperationTimeout       4  an IPC call or wait ran out of time
    │   ├── ElementNotFound            3  an id that this target never had
    │   │   └── StaleElement           3  the id's element is gone or changed; acted nowhere
    │   └── ActionFailed               5  the backend could not carry the action out
    │       └── ElementCovered         5  another element covers the click point
    └── LoopSignal                     signals the loop reacts to, not crashes
        ├── PlanRejected               the plan is invalid; ``reason`` is for the planner
        ├── ApprovalRequired           6  an irreversible action needs a person
        ├── ActionDenied               7  the risk policy or a person refused the action
        └── Stopped                    8  an emergency stop was requested

Every error renders as one line (``str(err)``) and carries the CLI exit code in
``exit_code``. Backends translate their platform's errors into these at their edge.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, ClassVar

__all__ = [
    "ActionDenied",
    "ActionFailed",
    "ApprovalRequired",
    "BackendUnavailable",
    "ElementCovered",
    "ElementNotFound",
    "HandrailError",
    "LoopSignal",
    "NoAccessibilityTree",
    "OperationTimeout",
    "PlanRejected",
    "RuntimeFailure",
    "StaleElement",
    "Stopped",
    "TargetBusy",
    "TargetNotFound",
    "UsageError",
    "arg",
]

_ARG = re.compile("\u2039([A-Za-z_][A-Za-z0-9_]*)\u203a")


def arg(name: str) -> str:
    """Mark ``name`` as an argument in a message, for each shell to spell its way.

    ``str(err)`` shows the bare name (``tab``); :meth:`HandrailError.phrased` spells it
    as the command line (``--tab``) or a tool schema does.
    """
    return f"\u2039{name}\u203a"


class HandrailError(Exception):
    """Root of every error Handrail raises on purpose."""

    exit_code: ClassVar[int] = 1

    def __init__(self, message: str) -> None:
        # One line, always: a multi-line platform message would break the CLI contract.
        self.template = " ".join(message.split())
        """The message with the arguments it names marked (see :func:`arg`)."""
        super().__init__(_ARG.sub(r"\1", self.template))

    def phrased(self, spell: Callable[[str], str]) -> str:
        """The one-line message with each argument it names spelt by ``spell``.

        The CLI spells ``tab`` as ``--tab``; the MCP server as its tools' arguments.
        """
        return _ARG.sub(lambda m: spell(m.group(1)), self.template)

    @property
    def message(self) -> str:
        """The one-line message."""
        return str(self)

    @property
    def kind(self) -> str:
        """A short machine-readable name, e.g. ``stale_element``."""
        name = type(self).__name__
        out = [name[0].lower()]
        for ch in name[1:]:
            out.append("_" + ch.lower() if ch.isupper() else ch)
        return "".join(out)


class UsageError(HandrailError):
    """The caller asked for something malformed (bad argument, bad key combo, bad file)."""

    exit_code = 2


class RuntimeFailure(HandrailError):
    """Something in the world did not work."""


class BackendUnavailable(RuntimeFailure):
    """The backend cannot be reached: no display, no bus, no browser endpoint."""

    exit_code = 4


class TargetNotFound(BackendUnavailable):
    """No application, window or page matches the target that was asked for."""


class NoAccessibilityTree(BackendUnavailable):
    """The target exists but exposes no accessibility tree; the message says how to fix it."""


class OperationTimeout(BackendUnavailable):
    """An IPC call or a wait ran out of time."""


class ElementNotFound(RuntimeFailure):
    """The element id was never issued for this target."""

    exit_code = 3


class StaleElement(ElementNotFound):
    """The id's element is gone or no longer has the role and name it had; nothing was done."""


class TargetBusy(RuntimeFailure):
    """Another run holds the target's lease; the message names it."""

    exit_code = 9


class ActionFailed(RuntimeFailure):
    """The backend could not carry the action out."""

    exit_code = 5


class ElementCovered(ActionFailed):
    """Another element covers the point where a pointer action would land."""


class LoopSignal(HandrailError):
    """A signal for the loop: an expected outcome it reacts to, not a crash."""


class PlanRejected(LoopSignal):
    """A plan failed validation; ``reason`` is written for the planner to read and repair."""

    exit_code = 2

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = str(self)


class ApprovalRequired(LoopSignal):
    """An irreversible action needs a person's approval before it can run.

    ``decision`` carries the gate's decision (a :class:`handrail.gate.GateDecision`: risk,
    reason, flags) when a gate raised it. It is not typed as one here: the error tree sits
    below everything, the gate included.
    """

    exit_code = 6

    def __init__(self, message: str, decision: Any = None) -> None:
        super().__init__(message)
        self.decision = decision


class ActionDenied(LoopSignal):
    """The risk policy or a person refused the action.

    ``decision`` carries the gate's decision (a :class:`handrail.gate.GateDecision`: risk,
    reason, flags) when a gate raised it. It is not typed as one here: the error tree sits
    below everything, the gate included.
    """

    exit_code = 7

    def __init__(self, message: str, decision: Any = None) -> None:
        super().__init__(message)
        self.decision = decision


class Stopped(LoopSignal):
    """An emergency stop was requested."""

    exit_code = 8
