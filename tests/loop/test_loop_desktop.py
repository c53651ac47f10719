"""The loop on real applications: gnome-calculator in the private test desktop (AT-SPI)."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from handrail.backends.atspi import AtspiBackend
from handrail.loop import Ending, RunConfig, Runner, load_criteria, read_run
from handrail.model import TargetQuery
from handrail.planners import ReplayPlanner
from handrail.session import Session

pytestmark = pytest.mark.desktop

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "replay" / "gnome-calculator-2plus3.jsonl"


@pytest.fixture
async def atspi_session(desktop) -> AsyncIterator[Session]:  # type: ignore[no-untyped-def]
    async with Session(AtspiBackend(desktop.settings), settle_timeout=2.0) as s:
        yield s


async def test_replay_computes_2_plus_3_with_expect(
    atspi_session: Session,
    launch_app,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    app = await launch_app(["gnome-calculator"])
    cfg = RunConfig(
        instruction="compute 2+3",
        criteria=load_criteria(['textbox = "5"']),
        log_dir=tmp_path,
    )
    result = await Runner(
        atspi_session, TargetQuery(pid=app.pid), ReplayPlanner(EXAMPLE), cfg
    ).run()
    assert result.status is Ending.FINISHED, result.reason
    assert result.reason == "the success criteria hold"
    run_log = read_run(result.log_dir)
    assert len(run_log.rounds) == 4
    for rec in run_log.rounds:
        act = rec["actions"][0]
        assert act["receipt"]["mode"] == "ax" and act["fallback"] is False
        assert rec["verification"]["changed"] is True
        assert rec["screenshot"] and (result.log_dir / rec["screenshot"]).stat().st_size > 0
    assert run_log.rounds[-1]["criteria"]["met"] is True


async def test_no_progress_on_a_real_app(
    atspi_session: Session,
    launch_app,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    app = await launch_app(["gnome-calculator"])
    noop = {
        "status": "continue",
        "summary": "scroll",
        "actions": [{"type": "keypress", "keys": "shift"}],
    }
    plans = tmp_path / "p.jsonl"
    plans.write_text("\n".join(json.dumps(noop) for _ in range(5)) + "\n")
    cfg = RunConfig(instruction="do nothing", log_dir=tmp_path, screenshots=False)
    result = await Runner(atspi_session, TargetQuery(pid=app.pid), ReplayPlanner(plans), cfg).run()
    assert result.status is Ending.NO_PROGRESS, result.reason


async def test_cli_run_on_gnome_calculator(desktop, launch_app, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gnome-calculator"])
    env = desktop.cli_env()
    done = await asyncio.to_thread(
        subprocess.run,
        [
            sys.executable,
            "-m",
            "handrail.cli.main",
            "run",
            "compute 2+3",
            "--pid",
            str(app.pid),
            "--execute",
            "--planner",
            f"replay:{EXAMPLE}",
            "--expect",
            'textbox = "5"',
            "--log-dir",
            str(tmp_path),
            "--format",
            "json",
        ],
        env={**env, "HANDRAIL_APPROVER": "none"},
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["status"] == "finished" and out["rounds"] == 4
