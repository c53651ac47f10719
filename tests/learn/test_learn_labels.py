"""Root causes of runs made on purpose, over the fake backend (causes above the backend)
and a real HTTP planner endpoint that does not answer in time."""

from __future__ import annotations

from pathlib import Path

from learn_helpers import Refuser, fake_run
from llm_server import FakeLLMServer, Reply

from handrail.gate import AllowAll
from handrail.learn import RootCause, mine_run
from handrail.planners.http import HttpOptions
from handrail.planners.openai import OpenAIPlanner
from handrail.safety import RiskGate, RiskPolicy
from handrail.stop import StopFlag


def click(name: str, role: str = "button", expect: str = "") -> dict[str, object]:
    return {
        "status": "continue",
        "summary": f"press {name}",
        "expect": expect,
        "actions": [{"type": "click", "element": {"role": role, "name": name}}],
    }


def labels(run) -> list[tuple[int | None, str]]:  # type: ignore[no-untyped-def]
    return [(m.sample.round, m.sample.label.value) for m in mine_run(run)]


async def test_a_denied_approval_is_approval_denied(tmp_path: Path) -> None:
    run = await fake_run(tmp_path, [click("Send")], gate=RiskGate(RiskPolicy(), Refuser()))
    mined = mine_run(run)
    assert [(m.sample.round, m.sample.label) for m in mined] == [
        (1, RootCause.APPROVAL_DENIED),
        (None, RootCause.APPROVAL_DENIED),
    ]
    first = mined[0].sample
    assert first.diagnostics["check"] == "gate hold"
    assert "ada denied" in first.diagnostics["error"]
    assert first.scene["element"]["name"] == "Send"
    assert first.proposal is not None and first.proposal.proposed
    assert first.proposal.reply is not None and first.proposal.reply["status"] == "blocked"
    # The prompt the planner saw is kept with the run and comes with the sample.
    assert first.prompt is not None and " button Send\n" in first.prompt["user"]


async def test_a_finished_run_has_no_samples(tmp_path: Path) -> None:
    run = await fake_run(
        tmp_path,
        [click("Send"), {"status": "finished", "summary": "sent", "actions": []}],
        gate=AllowAll(),
    )
    assert run.status.startswith("finished")
    assert mine_run(run) == []


async def test_replies_that_stay_invalid_are_planner_invalid(tmp_path: Path) -> None:
    run = await fake_run(tmp_path, ["no json here", "still none", "nope"], gate=AllowAll())
    assert run.status == "blocked"
    assert labels(run) == [(1, "PLANNER_INVALID"), (None, "PLANNER_INVALID")]
    sample = mine_run(run)[0].sample
    assert sample.diagnostics["rejected"]
    assert sample.proposal is not None and "passes validation" in sample.proposal.text


async def test_a_planner_endpoint_that_does_not_answer_is_planner_timeout(tmp_path: Path) -> None:
    server = FakeLLMServer()
    server.script = [Reply(held=True)]
    server.start()
    try:
        planner = OpenAIPlanner(
            model="slow", base_url=server.url, api_key="k", http=HttpOptions(timeout=0.3, retries=0)
        )
        async with planner:
            run = await fake_run(tmp_path, planner, gate=AllowAll())
    finally:
        server.close()
    assert run.status == "error"
    assert labels(run) == [(1, "PLANNER_TIMEOUT"), (None, "PLANNER_TIMEOUT")]
    assert "no reply within" in mine_run(run)[0].sample.diagnostics["error"]


async def test_the_time_budget_running_out_while_planning_is_planner_timeout(
    tmp_path: Path,
) -> None:
    from handrail.planners.base import Planner, PlannerReply, PlanRequest

    class Stuck(Planner):
        name = "stuck"
        model = "stuck"

        async def plan(self, request: PlanRequest) -> PlannerReply:
            import asyncio

            await asyncio.Event().wait()
            raise AssertionError

    run = await fake_run(tmp_path, Stuck(), gate=AllowAll(), timeout=0.5)
    assert run.status == "budget_exhausted", run.header["reason"]
    assert labels(run)[-1] == (None, "PLANNER_TIMEOUT")


async def test_running_out_of_steps_is_budget(tmp_path: Path) -> None:
    run = await fake_run(
        tmp_path, [click("Subscribe", "checkbox")] * 3, gate=AllowAll(), max_steps=1
    )
    assert run.status == "max_steps_reached"
    assert labels(run)[-1] == (None, "BUDGET")


async def test_an_action_that_changes_nothing_is_no_effect(tmp_path: Path) -> None:
    plan = click("Draft", "text", expect='text "Sent to bob"')
    run = await fake_run(tmp_path, [plan, plan, plan], gate=AllowAll())
    found = labels(run)
    assert found[0] == (1, "NO_EFFECT"), found
    sample = mine_run(run)[0].sample
    assert sample.diagnostics["changed"] is False


async def test_a_change_elsewhere_is_wrong_target(tmp_path: Path) -> None:
    run = await fake_run(
        tmp_path, [click("Delete draft", expect='text "Sent to bob"')], gate=AllowAll()
    )
    found = labels(run)
    assert found[0] == (1, "WRONG_TARGET"), found
    assert mine_run(run)[0].sample.diagnostics["changed"] is True


async def test_an_emergency_stop_is_user_interference(tmp_path: Path) -> None:
    flag = StopFlag(tmp_path / "state")

    def stop_then_click(request):  # type: ignore[no-untyped-def]
        flag.raise_("a person pressed stop")
        return click("Send")

    from handrail.backends.fake import FakeBackend, form_app
    from handrail.loop import RunConfig, Runner, read_run
    from handrail.model import TargetQuery
    from handrail.planners.scripted import ScriptedPlanner
    from handrail.session import Session

    session = Session(FakeBackend([form_app()]), settle_timeout=0, gate=AllowAll(), stop=flag)
    cfg = RunConfig(instruction="send", log_dir=tmp_path / "runs", max_steps=3)
    result = await Runner(
        session,
        TargetQuery(app="fake-form", backend="fake"),
        ScriptedPlanner([stop_then_click]),
        cfg,
    ).run()
    assert result.log_dir is not None
    run = read_run(result.log_dir)
    assert run.status == "stopped"
    assert labels(run)[-1] == (None, "USER_INTERFERENCE")
