"""Killed processes leave no lies: runs read ``interrupted``, their questions expire."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from handrail.console.runs import RunView
from handrail.liveness import alive, owner
from handrail.loop.runlog import read_header, read_run, run_dirs
from handrail.loop.stats import run_stats
from handrail.safety import ApprovalAnswer, ApprovalFiles, Outcome
from handrail.safety.approval_files import ApprovalAudit
from polling import wait_until

DIGITS = "123456789"


def _plans(path: Path, n: int) -> Path:
    lines = [
        json.dumps(
            {
                "status": "continue",
                "summary": f"press {DIGITS[i % 9]}",
                "actions": [
                    {"type": "click", "element": {"role": "button", "name": DIGITS[i % 9]}}
                ],
            }
        )
        for i in range(n)
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _rounds(runs: Path) -> int:
    for d in runs.iterdir():
        f = d / "rounds.jsonl"
        if f.is_file():
            return f.read_bytes().count(b"\n")
    return 0


def test_a_run_killed_at_random_moments_reads_interrupted(tmp_path: Path) -> None:
    rng = random.Random(1313)
    for trial in range(4):
        state = tmp_path / f"state{trial}"
        runs = state / "runs"
        plans = _plans(tmp_path / f"plans{trial}.jsonl", 200)
        env = {k: v for k, v in os.environ.items() if not k.startswith("HANDRAIL_")}
        env.update(HANDRAIL_STATE_DIR=str(state), HANDRAIL_APPROVER="none")
        cmd = [
            sys.executable, "-m", "handrail.cli.main", "run", "count", "--backend", "fake",
            "--app", "calc", "--planner", f"replay:{plans}", "--execute", "--max-steps", "200",
            "--no-screenshots",
        ]  # fmt: skip
        proc = subprocess.Popen(
            cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
        )
        try:
            kill_after = rng.randint(0, 12)
            # Polling the files the run writes, as often as a round may end.
            wait_until(
                lambda r=runs: r.is_dir() and any(r.iterdir()), 60, "the run to start", every=0.02
            )
            wait_until(
                lambda r=runs, k=kill_after: _rounds(r) >= k, 60, f"{kill_after} rounds", every=0.02
            )
            os.kill(proc.pid, signal.SIGKILL)
        finally:
            proc.wait(timeout=30)
        assert proc.returncode == -signal.SIGKILL, proc.stderr.read() if proc.stderr else ""
        (path,) = run_dirs(runs)
        assert read_header(path)["status"] == "running"  # what the killed process left
        run = read_run(path)
        assert run.status == "interrupted"
        assert len(run.rounds) >= kill_after  # at most the round in flight is lost
        assert run_stats([run])["statuses"] == {"interrupted": 1}
        assert RunView(run_id=run.run_id, path=path, header=run.header).status == "interrupted"
        log = subprocess.run(
            [sys.executable, "-m", "handrail.cli.main", "log", "stats", "all"],
            env=env, capture_output=True, text=True, timeout=60,
        )  # fmt: skip
        assert "interrupted 1" in log.stdout, log.stdout + log.stderr


def test_a_question_of_a_killed_process_expires_with_an_audit_record(tmp_path: Path) -> None:
    files = ApprovalFiles(tmp_path / "approvals")
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
    try:
        question = {
            "id": "ab12cd34",
            "describe": 'click button "Send"',
            "expires": time.time() + 300,
            "created": time.time(),
            "owner": {"pid": child.pid, "start": None},
        }
        files.pending_dir.mkdir(parents=True)
        (files.pending_dir / "ab12cd34.json").write_text(json.dumps(question))
        assert [q["id"] for q in files.pending()] == ["ab12cd34"]  # its asker still waits
    finally:
        child.kill()
        child.wait()
    assert not alive(child.pid)
    assert files.pending() == []
    assert files.get("ab12cd34") is None
    answer = ApprovalAnswer(outcome=Outcome.APPROVED, by="console")
    assert files.answer("ab12cd34", answer) is False  # nothing to approve: nobody waits
    audit = ApprovalAudit(files.audit_path).entries()
    assert [e["event"] for e in audit] == ["expired"]
    assert audit[0]["request_id"] == "ab12cd34" and "is gone" in audit[0]["reason"]


def test_a_reused_pid_is_not_the_owner() -> None:
    me = owner()
    from handrail.liveness import owner_alive

    assert owner_alive(me) is True
    assert owner_alive({**me, "start": (me["start"] or 0) + 1}) is False
    assert owner_alive(None) is None


def _env(state: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("HANDRAIL_")}
    env.update(HANDRAIL_STATE_DIR=str(state), HANDRAIL_APPROVER="none")
    return env


def _hr(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        env=env, capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL,
    )  # fmt: skip


def test_a_second_run_or_act_on_a_leased_target_fails_fast_naming_the_run(tmp_path: Path) -> None:
    state = tmp_path / "state"
    env = _env(state)
    plans = _plans(tmp_path / "plans.jsonl", 200)
    # The holder waits a minute in its first round: it holds the lease, however fast the
    # machine, until it is killed below.
    held = tmp_path / "held.jsonl"
    step = {"status": "continue", "summary": "wait", "actions": [{"type": "wait", "seconds": 60}]}
    held.write_text(json.dumps(step) + "\n" + plans.read_text(), encoding="utf-8")
    fake = ("--backend", "fake", "--app", "calc")
    snap = _hr(env, "observe", *fake, "--format", "json")
    seven = next(e["id"] for e in json.loads(snap.stdout)["elements"] if e["name"] == "7")
    first = subprocess.Popen(
        [sys.executable, "-m", "handrail.cli.main", "run", "count", *fake, "--planner",
         f"replay:{held}", "--execute", "--max-steps", "200", "--no-screenshots"],
        env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    try:
        leases = state / "leases"
        wait_until(lambda: leases.is_dir() and any(leases.glob("*.json")), 60, "the lease")
        run_id = json.loads(next(leases.glob("*.json")).read_text())["run_id"]
        act = _hr(env, "act", "click", seven, *fake)
        assert act.returncode == 9, act.stderr
        assert act.stderr.startswith("handrail: ") and run_id in act.stderr
        assert len(act.stderr.strip().splitlines()) == 1
        second = _hr(env, "run", "again", *fake, "--planner", f"replay:{plans}", "--execute")
        assert second.returncode == 9 and run_id in second.stderr, second.stderr
        waited = _hr(env, "act", "click", seven, *fake, "--wait-lease", "0.3")
        assert waited.returncode == 9  # still held after waiting
    finally:
        first.kill()
        first.wait(timeout=30)
    # The holder is dead: its lease binds nobody.
    after = _hr(env, "act", "click", seven, *fake)
    assert after.returncode == 0, after.stderr
