"""An approval request to ask about, for the tests of questions and prompts."""

from __future__ import annotations

import time

from handrail.actions import Action, ActionKind
from handrail.model import Snapshot, SnapshotStats, Target
from handrail.safety import ApprovalRequest


def request_for(snapshot_app: str = "fake-form") -> ApprovalRequest:
    """A held Enter on an empty snapshot of ``snapshot_app``, flagged, expiring in 2 s."""
    snap = Snapshot(
        target=Target(backend="fake", key="k", app=snapshot_app),
        elements=(),
        signature="abc",
        stats=SnapshotStats(elements=0, total=0, truncated=False, elapsed_ms=0),
    )
    return ApprovalRequest(
        action=Action(kind=ActionKind.KEY, keys="Return"),
        element=None,
        snapshot=snap,
        risk="send",
        reason="Enter sends",
        flags=("injection:override:e3:ignore previous instructions",),
        expires=time.time() + 2,
    )
