"""``handrail run`` and ``handrail log`` end to end: real processes, fake backend, replays."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from handrail.stop import StopFlag
from polling import wait_until

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "replay" / "fake-calculator-2plus3.jsonl"


def cli(
    state: Path, *args: str, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    full_env = {
        **os.environ,
        "HANDRAIL_STATE_DIR": str(state),
        "HANDRAIL_APPROVER": "none",
        **(env or {}),
    }
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        capture_output=True,
        text=True,
        env=full_env,
        timeout=60,
    )


def replay(tmp_path: Path, *plans: dict[str, Any] | str) -> str:
    path = tmp_path / "plans.jsonl"
    lines = [p if isinstance(p, str) else json.dumps(p) for p in plans]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return f"replay:{path}"


def click(name: str) -> dict[str, Any]:
    return {
        "status": "continue",
        "summary": f"press {name}",
        "actions": [{"type": "click", "element": {"role": "button", "name": name}}],
    }


def run_args(planner: str, *extra: str, app: str = "calc") -> list[str]:
    return ["run", "do it", "--backend", "fake", "--app", app, "--planner", planner, *extra]


def test_dry_run_plans_once_and_shows_it(tmp_path: Path) -> None:
    res = cli(tmp_path, *run_args(f"replay:{EXAMPLE}"))
    assert res.returncode == 0, res.stderr
    assert "status: dry_run" in res.stdout
    assert "would click e" in res.stdout and "(button '2')" in res.stdout
    log_dir = Path(res.stdout.split("log: ")[1].strip())
    rounds = (log_dir / "rounds.jsonl").read_text().splitlines()
    assert len(rounds) == 1 and json.loads(rounds[0])["actions"] == []


def test_example_replay_finishes_with_expect_and_logs(tmp_path: Path) -> None:
    res = cli(
        tmp_path,
        *run_args(f"replay:{EXAMPLE}", "--execute", "--expect", 'textbox "Display" = "5"'),
        "--format",
        "json",
    )
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    assert out["status"] == "finished" and out["reason"] == "the success criteria hold"
    assert out["rounds"] == 4
    # Progress: one line per round on stderr.
    progress = [line for line in res.stderr.splitlines() if line.startswith("round ")]
    assert len(progress) == 4 and progress[-1].endswith("finished")
    show = cli(tmp_path, "log", "show", out["run_id"])
    assert show.returncode == 0, show.stderr
    assert "round 4" in show.stdout and "=> finished: the success criteria hold" in show.stdout
    assert 'evidence: textbox "Display" = "5" -> e2 readonly textbox Display = 5' in show.stdout
    stats = cli(tmp_path, "log", "stats", out["log_dir"], "--format", "json")
    assert stats.returncode == 0, stats.stderr
    figures = json.loads(stats.stdout)
    assert figures["success_rate"] == 1.0 and figures["rounds"]["max"] == 4
    assert figures["fallback_rate"] == 0.0 and figures["round_ms"]["p95"] is not None


@pytest.mark.parametrize(
    ("plans", "extra", "status", "code"),
    [
        ([{"status": "blocked", "summary": "cannot", "actions": []}], [], "blocked", 10),
        (["not a plan", "still not", "nope"], [], "blocked", 10),
        (
            [
                {
                    "status": "continue",
                    "summary": "k",
                    "actions": [{"type": "keypress", "keys": "F5"}],
                }
            ]
            * 3,
            [],
            "no_progress",
            12,
        ),
        ([click("1")] * 5, ["--max-steps", "2"], "max_steps_reached", 13),
        (
            [{**click("1"), "_usage": {"cost_usd": 0.01}}] * 5,
            ["--budget-usd", "0.02"],
            "budget_exhausted",
            14,
        ),
    ],
)
def test_exit_code_per_ending(
    tmp_path: Path, plans: list[Any], extra: list[str], status: str, code: int
) -> None:
    res = cli(
        tmp_path, *run_args(replay(tmp_path, *plans), "--execute", *extra), "--format", "json"
    )
    assert res.returncode == code, res.stderr
    assert json.loads(res.stdout)["status"] == status


def test_irreversible_send_is_handed_off(tmp_path: Path) -> None:
    plans = [
        {
            "status": "continue",
            "summary": "address it",
            "actions": [
                {"type": "writetext", "element": {"role": "textbox", "name": "To"}, "text": "bob"}
            ],
        },
        click("Send"),
    ]
    res = cli(
        tmp_path, *run_args(replay(tmp_path, *plans), "--execute", app="form"), "--format", "json"
    )
    assert res.returncode == 11, res.stderr
    out = json.loads(res.stdout)
    assert out["status"] == "handoff"
    assert out["evidence"]["gate"]["element"]["name"] == "Send"


def test_emergency_stop_flag_ends_the_run_stopped(tmp_path: Path) -> None:
    StopFlag(tmp_path).raise_("maintenance")
    res = cli(tmp_path, *run_args(f"replay:{EXAMPLE}", "--execute"), "--format", "json")
    assert res.returncode == 15, res.stderr
    out = json.loads(res.stdout)
    assert out["status"] == "stopped" and "maintenance" in out["reason"]


def test_sigterm_during_a_run_ends_it_stopped_with_its_log(tmp_path: Path) -> None:
    wait = {"status": "continue", "summary": "wait", "actions": [{"type": "wait", "seconds": 1}]}
    args = run_args(replay(tmp_path, *([wait] * 30)), "--execute", "--format", "json")
    env = {**os.environ, "HANDRAIL_STATE_DIR": str(tmp_path), "HANDRAIL_APPROVER": "none"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "handrail.cli.main", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    runs = tmp_path / "runs"

    def one_round() -> bool:
        logs = list(runs.glob("*/rounds.jsonl")) if runs.is_dir() else []
        return bool(logs) and logs[0].read_text().count("\n") >= 1

    try:
        wait_until(one_round, 30, "the run's first round", every=0.1)
    finally:
        proc.send_signal(signal.SIGTERM)
    out, err = proc.communicate(timeout=20)
    assert proc.returncode == 15, err
    result = json.loads(out)
    assert result["status"] == "stopped" and "SIGTERM" in result["reason"]
    header = json.loads((Path(result["log_dir"]) / "run.json").read_text())
    assert header["status"] == "stopped"
    assert result["rounds"] >= 2


def test_secret_is_typed_but_never_printed_or_logged(tmp_path: Path) -> None:
    plans = [
        {
            "status": "continue",
            "summary": "type the pin",
            "actions": [
                {
                    "type": "writetext",
                    "element": {"role": "textbox", "name": "Message"},
                    "text": "{{PIN}}",
                }
            ],
        },
        {"status": "finished", "summary": "typed", "actions": []},
    ]
    res = cli(
        tmp_path,
        *run_args(replay(tmp_path, *plans), "--execute", "--secret", "PIN=hunter2-77", app="form"),
        "--format",
        "json",
    )
    assert res.returncode == 0, res.stderr
    assert "hunter2-77" not in res.stdout + res.stderr
    log_dir = Path(json.loads(res.stdout)["log_dir"])
    for path in log_dir.iterdir():
        assert b"hunter2-77" not in path.read_bytes(), path
    record = json.loads((log_dir / "rounds.jsonl").read_text().splitlines()[0])
    assert record["actions"][0]["action"]["text"] == "{{PIN}}"
    assert record["verification"]["per_action"][0]["text_in_field"] is True


def test_usage_errors(tmp_path: Path) -> None:
    res = cli(
        tmp_path,
        "run",
        "x",
        "--backend",
        "fake",
        "--app",
        "calc",
        "--planner",
        "openai",
        "--model",
        "m",
        "--budget-usd",
        "1",
    )
    assert res.returncode == 2 and "--price" in res.stderr
    res = cli(tmp_path, "run", "x", "--backend", "fake", "--app", "calc", "--planner", "nope")
    assert res.returncode == 2 and "unknown planner" in res.stderr
    res = cli(
        tmp_path,
        "run",
        "x",
        "--backend",
        "fake",
        "--app",
        "calc",
        "--planner",
        "replay:" + str(tmp_path / "missing.jsonl"),
    )
    assert res.returncode == 2 and "replay file" in res.stderr
    res = cli(
        tmp_path,
        "run",
        "x",
        "--backend",
        "fake",
        "--app",
        "calc",
        "--expect",
        "what?",
        "--planner",
        f"replay:{EXAMPLE}",
    )
    assert res.returncode == 2 and "--expect" in res.stderr
    res = cli(
        tmp_path,
        *["run", "x", "--backend", "fake", "--app", "calc", "--model", "m"],
        env={"HANDRAIL_OPENAI_API_KEY": ""},
    )
    assert res.returncode == 2 and "HANDRAIL_OPENAI_API_KEY" in res.stderr
    res = cli(tmp_path, "log", "show", "nosuchrun")
    assert res.returncode == 2 and "no run" in res.stderr


def test_secret_never_reaches_the_approval_audit(tmp_path: Path) -> None:
    """A held Send after typing a secret: the gate's records show only the placeholder."""
    plans = [
        {
            "status": "continue",
            "summary": "type the pin",
            "actions": [
                {
                    "type": "writetext",
                    "element": {"role": "textbox", "name": "Message"},
                    "text": "{{PIN}}",
                }
            ],
        },
        click("Send"),
    ]
    res = cli(
        tmp_path,
        *run_args(replay(tmp_path, *plans), "--execute", "--secret", "PIN=hunter2-77", app="form"),
        "--format",
        "json",
    )
    assert json.loads(res.stdout)["status"] == "handoff", res.stderr
    audited = [p for p in tmp_path.rglob("*") if p.is_file() and "approvals" in p.parts]
    assert audited, "the held action left no audit record"
    for path in tmp_path.rglob("*"):
        if path.is_file():
            assert b"hunter2-77" not in path.read_bytes(), path


def test_handoff_thresholds_from_the_command_line(tmp_path: Path) -> None:
    write = {
        "status": "continue",
        "summary": "type into the read-only display",
        "actions": [
            {"type": "writetext", "element": {"role": "textbox", "name": "Display"}, "text": "5"}
        ],
    }
    planner = replay(tmp_path, write, write, write)
    res = cli(
        tmp_path,
        *run_args(planner, "--execute", "--handoff-after-failures", "1"),
        "--format",
        "json",
    )
    result = json.loads(res.stdout)
    assert result["status"] == "handoff" and "circuit breaker" in result["reason"], res.stderr
    assert result["rounds"] == 1
    for bad in (("--handoff-after-failures", "0"), ("--handoff-below-score", "1.5")):
        res = cli(tmp_path, *run_args(planner, "--execute", *bad))
        assert res.returncode == 2 and "--handoff" in res.stderr
