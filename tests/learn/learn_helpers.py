"""Helpers for the learning tests: loop runs over the fake backend, a person who denies."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from handrail.backends.fake import FakeBackend, form_app
from handrail.gate import Gate
from handrail.loop import RunConfig, Runner, read_run
from handrail.loop.runlog import RunRecord
from handrail.model import TargetQuery
from handrail.planners.base import Planner
from handrail.planners.scripted import ScriptedPlanner
from handrail.safety.approvals import ApprovalAnswer, ApprovalRequest, Approver, Outcome, Scope
from handrail.session import Session


class Refuser(Approver):
    """A person who says no to everything, with their name."""

    name = "tester"

    async def decide(self, request: ApprovalRequest) -> ApprovalAnswer:
        return ApprovalAnswer(outcome=Outcome.DENIED, scope=Scope.ONCE, by="ada", note="no")


async def fake_run(
    runs_dir: Path,
    planner: Planner | list[Any],
    *,
    gate: Gate | None = None,
    app: Any = None,
    **config: Any,
) -> RunRecord:
    """Run the loop on the fake message form (or ``app``) and read its log back."""
    app = app or form_app()
    backend = FakeBackend([app])
    session = Session(backend, settle_timeout=0, **({"gate": gate} if gate else {}))
    if isinstance(planner, list):
        planner = ScriptedPlanner(planner)
    cfg = RunConfig(
        instruction=config.pop("instruction", "send the draft"),
        log_dir=runs_dir,
        **{"max_steps": 6, **config},
    )
    result = await Runner(session, TargetQuery(app=app.name, backend="fake"), planner, cfg).run()
    assert result.log_dir is not None
    return read_run(result.log_dir)


def hr(state: Path, *args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """The real ``handrail`` command with its own state directory."""
    env = {k: v for k, v in os.environ.items() if not k.startswith("HANDRAIL_")}
    env["HANDRAIL_STATE_DIR"] = str(state)
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        capture_output=True,
        text=True,
        env=env,
        input=stdin,
        timeout=120,
        check=False,
    )
