"""A person at the keyboard, on the real test desktop with gnome-calculator, through
the CLI: while ``handrail run`` waits for its planner (a real HTTP request, held by the
fake LLM server), a key comes from another input device, or another X client takes
the focus; the run pauses as ``handoff`` ("a person is using the application"), the
labeler calls it ``USER_INTERFERENCE``, and ``handrail run --resume`` goes on with it
in the same log after a fresh observation, its budgets counted on."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from llm_server import FakeLLMServer, openai_reply

from handrail import desktop as hdesktop
from handrail.learn.causes import RootCause
from handrail.learn.mine import label_all
from handrail.loop import read_run
from handrail.textformat import parse_element_line
from person_x11 import OtherClient, person_presses

pytestmark = pytest.mark.desktop


def press(name: str) -> str:
    return json.dumps(
        {
            "status": "continue",
            "summary": f"press {name}",
            "expect": "the display changes",
            "actions": [{"type": "click", "element": {"role": "button", "name": name}}],
        }
    )


DONE = json.dumps({"status": "finished", "summary": "the display shows 23", "actions": []})


def handrail(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )


def run_env(desktop: Any, server: FakeLLMServer) -> dict[str, str]:
    return {
        **desktop.cli_env(),
        "HANDRAIL_APPROVER": "none",
        "HANDRAIL_OPENAI_BASE_URL": server.url + "/v1",
        "HANDRAIL_OPENAI_API_KEY": "sk-test",
        "HANDRAIL_MODEL": "fake-gpt",
    }


async def paused_run(
    desktop: Any, server: FakeLLMServer, logs: Path, pid: int, person: Any
) -> dict[str, Any]:
    """Start a run, let ``person`` act while its second plan is awaited; its JSON result."""
    server.hold_at = 1
    env = run_env(desktop, server)
    args = (
        "run", "enter 23", "--pid", str(pid), "--execute", "--planner", "openai",
        "--expect", 'textbox = "23"', "--max-steps", "6", "--log-dir", str(logs),
        "--format", "json",
    )  # fmt: skip
    running = asyncio.create_task(asyncio.to_thread(handrail, env, *args))
    try:
        assert await asyncio.to_thread(server.arrived.wait, 120)
        await asyncio.to_thread(person)
    finally:
        server.release.set()
    done = await running
    assert done.returncode == 11, (done.stdout, done.stderr)
    out: dict[str, Any] = json.loads(done.stdout)
    return out


async def test_a_key_from_another_device_pauses_the_run_and_resume_finishes_it(
    desktop, launch_app, llm_server: FakeLLMServer, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gnome-calculator"])
    display = hdesktop.display(desktop.settings)
    llm_server.script = [
        openai_reply(press("2")),
        openai_reply(press("3")),  # planned while the person typed: never sent
        openai_reply(press("3")),  # the resumed run plans afresh
        openai_reply(DONE),
    ]
    out = await paused_run(desktop, llm_server, tmp_path, app.pid, lambda: person_presses(display))
    assert out["status"] == "handoff"
    assert out["reason"].startswith("a person is using the application: 1 key press from")
    assert "'Xvfb keyboard'" in out["reason"]
    run = read_run(Path(out["log_dir"]))
    assert run.status == "handoff"
    assert [r["round"] for r in run.rounds] == [1, 2]
    assert run.rounds[0]["actions"] and not run.rounds[1]["actions"]
    assert run.rounds[1]["interference"]["kind"] == "input"
    assert run.rounds[1]["interference"]["device"] == "Xvfb keyboard"
    assert run.header["evidence"]["interference"]["kind"] == "input"

    # The labeler names the cause, from the run log.
    labels = label_all(run)
    assert labels.rounds[1] is not None
    assert labels.rounds[1].label is RootCause.USER_INTERFERENCE
    assert labels.rounds[1].diagnostics["device"] == "Xvfb keyboard"
    assert labels.ending is not None and labels.ending.label is RootCause.USER_INTERFERENCE

    # Resumed: the same run id and log, rounds numbered on, a fresh observation first.
    resumed = await asyncio.to_thread(
        handrail,
        run_env(desktop, llm_server),
        "run", "--resume", out["run_id"], "--planner", "openai",
        "--log-dir", str(tmp_path), "--format", "json",
    )  # fmt: skip
    assert resumed.returncode == 0, (resumed.stdout, resumed.stderr)
    again = json.loads(resumed.stdout)
    assert again["run_id"] == out["run_id"] and again["status"] == "finished", again
    run = read_run(Path(out["log_dir"]))
    assert run.status == "finished"
    numbers = [r["round"] for r in run.rounds]
    assert numbers[:2] == [1, 2] and numbers == sorted(set(numbers)) and len(numbers) >= 3
    (note,) = run.header["resumed"]
    assert note["after_round"] == 2 and note["status"] == "handoff" and note["steps"] == 2
    assert note["reason"].startswith("a person is using the application")
    # The resumed run's first round read the screen again: the display shows 2.
    before = (Path(out["log_dir"]) / run.rounds[2]["snapshot_before"]["file"]).read_text()
    shown = [parse_element_line(line) for line in before.splitlines()]
    assert any(e is not None and "2" in (e.name, e.value) for e in shown)
    # Three plans: the checks hold once 3 is pressed, so the run ends without the fourth.
    assert len(llm_server.requests) == 3


async def test_another_client_taking_the_focus_pauses_the_run(
    desktop, launch_app, llm_server: FakeLLMServer, tmp_path: Path
) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gnome-calculator"])
    display = hdesktop.display(desktop.settings)
    llm_server.script = [openai_reply(press("2")), openai_reply(press("3"))]
    other = OtherClient(display, "Another program")
    try:
        out = await paused_run(desktop, llm_server, tmp_path, app.pid, other.take_focus)
    finally:
        other.close()
    assert out["status"] == "handoff"
    assert out["reason"].startswith("a person is using the application: ")
    assert "'Another program'" in out["reason"]
    run = read_run(Path(out["log_dir"]))
    assert run.rounds[-1]["interference"]["kind"] in ("focus", "raised")
    assert label_all(run).ending.label is RootCause.USER_INTERFERENCE  # type: ignore[union-attr]


async def test_resume_refuses_a_run_that_finished(desktop, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    logs = tmp_path / "runs"
    env = {**desktop.cli_env(), "HANDRAIL_APPROVER": "none"}
    plans = tmp_path / "p.jsonl"
    plans.write_text(json.dumps({"status": "finished", "summary": "done", "actions": []}) + "\n")
    first = await asyncio.to_thread(
        handrail, env, "run", "nothing", "--backend", "fake", "--app", "calc", "--execute",
        "--planner", f"replay:{plans}", "--log-dir", str(logs), "--format", "json",
    )  # fmt: skip
    run_id = json.loads(first.stdout)["run_id"]
    refused = await asyncio.to_thread(
        handrail, env, "run", "--resume", run_id, "--backend", "fake", "--planner",
        f"replay:{plans}", "--log-dir", str(logs),
    )  # fmt: skip
    assert refused.returncode == 2, refused.stderr
    assert refused.stderr.strip().startswith("handrail: run ")
    assert "can be resumed" in refused.stderr and "Traceback" not in refused.stderr
    both = await asyncio.to_thread(
        handrail, env, "run", "again", "--resume", run_id, "--log-dir", str(logs)
    )
    assert both.returncode == 2 and "give none" in both.stderr
