"""Bad input to the CLI and the planner: one clear line and an exit code, never a hang."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from handrail.backends.fake import FakeBackend, calculator_app
from handrail.errors import PlanRejected
from handrail.loop.plan import parse_plan, validate_plan
from handrail.model import TargetQuery
from handrail.session import Session


def hr(tmp: Path, *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HANDRAIL_")}
    env["HANDRAIL_STATE_DIR"] = str(tmp / "state")
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        capture_output=True,
        text=True,
        env=env,
        stdin=subprocess.DEVNULL,
        timeout=timeout,
    )


def one_line(r: subprocess.CompletedProcess[str], code: int) -> str:
    assert r.returncode == code, (r.returncode, r.stderr)
    assert r.stderr.startswith("handrail: ") and "Traceback" not in r.stderr, r.stderr
    assert len(r.stderr.strip().splitlines()) == 1, r.stderr
    return r.stderr


@pytest.mark.parametrize("amount", ["40000", "123456789012", "-150000"])
def test_cli_refuses_a_flood_of_scroll_steps(tmp_path: Path, amount: str) -> None:
    snap = hr(tmp_path, "observe", "--backend", "fake", "--app", "calc", "--format", "json")
    eid = json.loads(snap.stdout)["elements"][1]["id"]
    r = hr(tmp_path, "act", "scroll", eid, "0", amount, "--backend", "fake", "--app", "calc")
    assert "more than 100 steps" in one_line(r, 2)


@pytest.mark.parametrize("dy", [150000, 123456789012, 101])
async def test_a_planner_scroll_flood_is_rejected_for_repair(dy: int) -> None:
    q = TargetQuery(app="fake-calc", backend="fake")
    async with Session(FakeBackend([calculator_app()])) as session:
        snap = await session.observe(q)
    reply = json.dumps(
        {"status": "continue", "summary": "s", "intent": "i", "expectation": "e",
         "actions": [{"type": "scroll", "dy": dy}]}
    )  # fmt: skip
    with pytest.raises(PlanRejected, match="more than 100 steps"):
        validate_plan(parse_plan(reply), snap)


@pytest.mark.parametrize(
    "reply",
    [
        '{"status": "continue", "actions": [{"type": "scroll", "dy": NaN}]}',
        '{"status": "continue", "actions": [{"type": "scroll", "dy": Infinity}]}',
        '{"status": "continue", "actions": [{"type": "scroll", "dy": -Infinity}]}',
        '{"status": "continue", "actions": [{"type": "scroll", "dy": 1e400}]}',
        '{"status": "continue", "actions": [{"type": "wait", "seconds": 1e400}]}',
        '{"status": "continue", "actions": [{"type": "wait", "seconds": ' + "9" * 400 + "}]}",
        '{"status": "continue", "actions": [{"type": "click", "x": ' + "9" * 400 + ', "y": 1}]}',
        '{"actions": ' + "[" * 100_000 + "]" * 100_000 + "}",
        "{" * 50_000,
        "x" * 300_000,
    ],
)
async def test_non_finite_huge_or_deep_planner_replies_are_rejected_for_repair(reply: str) -> None:
    q = TargetQuery(app="fake-calc", backend="fake")
    async with Session(FakeBackend([calculator_app()])) as session:
        snap = await session.observe(q)
    with pytest.raises(PlanRejected):
        validate_plan(parse_plan(reply), snap)


def test_an_id_of_another_application_is_not_found(tmp_path: Path) -> None:
    calc = hr(tmp_path, "observe", "--backend", "fake", "--app", "calc", "--format", "json")
    calc_ids = {e["id"] for e in json.loads(calc.stdout)["elements"]}
    form = hr(tmp_path, "observe", "--backend", "fake", "--app", "form", "--format", "json")
    form_ids = {e["id"] for e in json.loads(form.stdout)["elements"]}
    assert not calc_ids & form_ids  # ids are unique in the state directory
    r = hr(tmp_path, "act", "focus", min(calc_ids), "--backend", "fake", "--app", "form")
    assert "no element" in one_line(r, 3)


@pytest.mark.parametrize("value", ["e", "ab", " x "])
def test_a_secret_too_short_to_hide_is_refused(tmp_path: Path, value: str) -> None:
    r = hr(
        tmp_path,
        "act",
        "focus",
        "e1",
        "--backend",
        "fake",
        "--app",
        "calc",
        "--secret",
        f"PW={value}",
    )
    assert "too short" in one_line(r, 2)


def test_text_hides_secrets_as_pictures_do() -> None:
    from handrail.safety import SecretVault

    v = SecretVault({"TOKEN": "hunter2-SECRET-77"})
    cases = {
        "Your API token is hunt er2-SECRET-77": "Your API token is {{TOKEN}}",
        "HUNTER2-SECRET-77 SHOUTED": "{{TOKEN}} SHOUTED",
        "Your API token is hunt": "Your API token is {{TOKEN}}",  # continued in the next text
        "er2-SECRET-77 (copy)": "{{TOKEN}} (copy)",  # the rest of it
        "ter2-SEC": "{{TOKEN}}",  # a piece
        "h u n t e r 2 - s e c r e t - 7 7": "{{TOKEN}}",
        "Hunter S. Thompson": "Hunter S. Thompson",
        "77 and 2": "77 and 2",
    }
    for text, shown in cases.items():
        assert v.redact_text(text) == shown, text


@pytest.mark.parametrize("kind", ["zero", "pipe", "binary", "directory"])
def test_replay_files_that_are_not_text_files_are_refused_at_once(
    tmp_path: Path, kind: str
) -> None:
    path = {"zero": Path("/dev/zero"), "pipe": tmp_path / "pipe", "binary": tmp_path / "b"}.get(
        kind, tmp_path
    )
    if kind == "pipe":
        os.mkfifo(path)
    if kind == "binary":
        path.write_bytes(bytes(range(256)) * 8)
    r = hr(
        tmp_path, "run", "x", "--backend", "fake", "--app", "calc", "--planner", f"replay:{path}"
    )
    assert "replay file" in one_line(r, 2)


@pytest.mark.parametrize("value", ["0", "-1", "[1]", "nan", "inf", "1e400"])
def test_a_bad_ipc_timeout_is_one_line(tmp_path: Path, value: str) -> None:
    config = tmp_path / "config.toml"
    config.write_text(f"ipc_timeout = {value}\n", encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("HANDRAIL_")}
    env.update(HANDRAIL_STATE_DIR=str(tmp_path / "s"), HANDRAIL_CONFIG=str(config))
    cmd = [sys.executable, "-m", "handrail.cli.main", "observe", "--backend", "fake"]
    r = subprocess.run([*cmd, "--app", "calc"], capture_output=True, text=True, env=env, timeout=60)
    assert "ipc_timeout" in one_line(r, 2)


@pytest.mark.parametrize(
    "args",
    [
        ("--budget-usd", "nan"), ("--budget-usd", "inf"), ("--timeout", "nan"),
        ("--timeout", "-1"), ("--max-steps", "99999999999999999999"),
    ],
)  # fmt: skip
def test_run_numbers_must_be_finite_and_sane(tmp_path: Path, args: tuple[str, str]) -> None:
    r = hr(
        tmp_path, "run", "x", "--backend", "fake", "--app", "calc", "--planner", "replay:x", *args
    )
    assert one_line(r, 2)


def test_a_huge_pid_is_a_usage_error(tmp_path: Path) -> None:
    r = hr(tmp_path, "observe", "--pid", "99999999999999999999999")
    assert "--pid" in one_line(r, 2)
