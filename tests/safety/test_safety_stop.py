"""'handrail stop' from another process halts a running loop: it ends 'stopped' without
planning on, sends nothing after the flag went up, and leaves its log intact."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

import pytest

from handrail.actions import Action, ActionKind, ActionReceipt, Via
from handrail.backends.fake import FakeBackend, calculator_app
from handrail.config import Settings
from handrail.errors import Stopped
from handrail.leases import LeaseBook
from handrail.loop import RunConfig, Runner
from handrail.model import Element, Target, TargetQuery
from handrail.planners.base import PlannerReply, PlanRequest
from handrail.planners.scripted import ScriptedPlanner
from handrail.safety import DenyApprover, RiskGate, RiskPolicy
from handrail.session import Session
from handrail.stop import StopFlag


class TimedBackend(FakeBackend):
    """Records, for every input sent, whether the stop flag was up at that moment."""

    def __init__(self, stop: StopFlag) -> None:
        super().__init__([calculator_app()])
        self.stop = stop
        self.sent_stopped: list[bool] = []
        self.three_sent = asyncio.Event()

    async def perform(
        self, target: Target, element: Element | None, action: Action, via: Via
    ) -> ActionReceipt:
        self.sent_stopped.append(self.stop.is_set())
        if len(self.sent_stopped) >= 3:
            self.three_sent.set()
        return await super().perform(target, element, action, via)


class Presser(ScriptedPlanner):
    """Presses one button every round, a little slowly; records whether the stop was up."""

    def __init__(self, element_id: str, stop: StopFlag) -> None:
        super().__init__([])
        self.element_id = element_id
        self.stop = stop
        self.asked_stopped: list[bool] = []

    async def plan(self, request: PlanRequest) -> PlannerReply:
        self.asked_stopped.append(self.stop.is_set())
        await asyncio.sleep(0.1)  # a planner that takes its time (not synchronization)
        self.script.append(
            {
                "status": "continue",
                "summary": "press 1",
                "actions": [{"type": "click", "element_id": self.element_id}],
            }
        )
        return await super().plan(request)


async def test_handrail_stop_halts_a_running_loop(tmp_path: Path) -> None:
    settings = Settings(state_dir=tmp_path / "state")
    stop = StopFlag(settings.state_dir)
    backend = TimedBackend(stop)
    session = Session(
        backend, gate=RiskGate(RiskPolicy(), DenyApprover()), stop=stop, settle_timeout=0
    )
    query = TargetQuery(app="fake-calculator", backend="fake")
    one = next(e.id for e in (await session.observe(query)).elements if e.name == "1")
    config = RunConfig(
        instruction="press 1 for ever",
        max_steps=1000,
        no_progress_rounds=1000,
        repeat_limit=1000,
        log_dir=settings.runs_dir,
    )
    presser = Presser(one, stop)
    task = asyncio.create_task(Runner(session, query, presser, config).run())
    await asyncio.wait_for(backend.three_sent.wait(), 30)
    env = {**os.environ, "HANDRAIL_STATE_DIR": str(settings.state_dir)}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "handrail.cli.main", "stop", env=env,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    out, _ = await asyncio.wait_for(proc.communicate(), 30)
    assert proc.returncode == 0 and b"STOPPED" in out
    result = await asyncio.wait_for(task, 30)
    assert result.status.value == "stopped"
    assert not any(backend.sent_stopped), "input was sent after the stop"
    # At most the planner call in flight when the flag went up; no round after it.
    assert sum(presser.asked_stopped) <= 1, "the loop planned on after the stop"
    header = json.loads((result.log_dir / "run.json").read_text())  # type: ignore[operator]
    assert header["status"] == "stopped" and header["rounds"] >= 3
    lines = (result.log_dir / "rounds.jsonl").read_text().splitlines()  # type: ignore[operator]
    assert all(json.loads(line)["round"] for line in lines)


class StoppingLeases(LeaseBook):
    """Leases a person raises the stop during: at the wait right before an action's input.

    The session waits for a held target twice, before it reads and before it sends; the
    stop goes up during the second wait, after the stop was last checked.
    """

    def __init__(self, directory: Path, stop: StopFlag) -> None:
        super().__init__(directory)
        self.stop = stop
        self.waits = 0

    def check(self, target_key: str, what: str, wait: float = 0.0) -> None:
        self.waits += 1
        if self.waits == 2:
            self.stop.raise_("raised while waiting for a held target")
        super().check(target_key, what, wait)


async def test_a_stop_raised_while_waiting_for_a_held_target_sends_nothing(
    tmp_path: Path,
) -> None:
    settings = Settings(state_dir=tmp_path / "state")
    stop = StopFlag(settings.state_dir)
    backend = TimedBackend(stop)
    session = Session(
        backend,
        gate=RiskGate(RiskPolicy(), DenyApprover()),
        stop=stop,
        settle_timeout=0,
        leases=(leases := StoppingLeases(settings.state_dir / "leases", stop)),
    )
    session.lease_wait = 1.0
    query = TargetQuery(app="fake-calculator", backend="fake")
    one = next(e.id for e in (await session.observe(query)).elements if e.name == "1")
    with pytest.raises(Stopped):
        await session.act(query, Action(kind=ActionKind.CLICK, element_id=one))
    assert leases.waits == 2
    assert backend.sent_stopped == [], "input was sent after the stop"
