"""A dead target, from a run made on purpose on a real application in the private desktop:
the application dies while the planner thinks, and the act that follows finds it gone."""

from __future__ import annotations

from pathlib import Path

import pytest

from handrail.backends.atspi import AtspiBackend
from handrail.gate import AllowAll
from handrail.learn import RootCause, mine_run
from handrail.loop import RunConfig, Runner, read_run
from handrail.model import TargetQuery
from handrail.planners.base import PlanRequest
from handrail.planners.scripted import ScriptedPlanner
from handrail.session import Session

pytestmark = pytest.mark.desktop


async def test_a_target_that_dies_is_target_gone(desktop, launch_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gnome-calculator"])

    def die_then_press(request: PlanRequest) -> dict[str, object]:
        desktop.end(app.pid)  # returns once the process is gone
        return {
            "status": "continue",
            "summary": "press 2",
            "actions": [{"type": "click", "element": {"role": "button", "name": "2"}}],
        }

    config = RunConfig(instruction="compute 2+3", log_dir=tmp_path / "runs", max_steps=3)
    async with Session(AtspiBackend(desktop.settings), settle_timeout=2.0, gate=AllowAll()) as s:
        result = await Runner(
            s, TargetQuery(pid=app.pid), ScriptedPlanner([die_then_press]), config
        ).run()
    assert result.log_dir is not None
    run = read_run(result.log_dir)
    mined = mine_run(run)
    assert mined, run.rounds
    first = mined[0].sample
    assert first.label is RootCause.TARGET_GONE, first.diagnostics
    # Dead: gone, or a zombie nobody has reaped yet.
    assert first.diagnostics["process"]["pid"] == app.pid
    assert first.diagnostics["process"]["state"] in ("gone", "zombie")
    assert first.diagnostics["error_kind"] == "stale_element"
    assert mined[-1].sample.label is RootCause.TARGET_GONE
    assert first.proposal is not None and "start it again" in first.proposal.text
