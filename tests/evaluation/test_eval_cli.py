"""``handrail eval`` end to end: real applications on the suite's own desktop."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from handrail.evaluation.cases import shipped_case_files

CASES = {p.stem: p for p in shipped_case_files()}


def handrail_eval(*args: str, timeout: float = 600) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ)
    for var in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY"):
        env.pop(var, None)
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", "eval", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )


def test_bad_arguments_are_one_line_exit_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text('form = "chat"\ntarget = { page = "/a.html" }\nstates = ["slow"]\n')
    done = handrail_eval(str(bad))
    assert done.returncode == 2
    assert done.stderr.strip() == (
        f"handrail: {bad}: unknown state 'slow'; use one of:"
        " none, loading, popup, missing, overlong, unavailable"
    )
    done = handrail_eval("--only", "state=slow")
    assert done.returncode == 2 and done.stderr.startswith("handrail: --only: unknown state")


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")
@pytest.mark.timeout(600)  # three repeats of each case; a busy machine is slow
def test_the_calculator_cases_run_and_are_recorded(tmp_path: Path) -> None:
    out = tmp_path / "results.jsonl"
    calculator = str(CASES["desktop-calculator"])
    done = handrail_eval(calculator, "--workers", "1", "--repeats", "3", "--out", str(out))
    # Every repeat of every case ends right: the reference planner's results are stable.
    assert done.returncode == 0, done.stdout + done.stderr
    runs = [json.loads(line) for line in out.read_text().splitlines()]
    assert {r["repeat"] for r in runs} == {0, 1, 2}
    assert {r["case"] for r in runs} >= {
        "desktop-calculator/read/none",
        "desktop-calculator/select/missing",
    }
    by = {r["case"]: r for r in runs}
    assert by["desktop-calculator/read/none"]["outcome"] == "finished"
    missing = by["desktop-calculator/select/missing"]
    assert missing["outcome"] == "blocked" and missing["handoff"] and missing["success"]
    assert "a person is needed" in missing["handoff_reason"]
    assert all(Path(r["run_log"]).is_dir() for r in runs)
    assert "[1/" in done.stderr and "success 100.0%" in done.stdout
    # The workers' ends (their browser and desktop closed) are not cut short.
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr


def test_the_ci_subset_covers_every_form_state_and_case_file() -> None:
    from handrail.evaluation.cases import FORMS, STATES, load_cases, representative

    cases = load_cases()
    subset = representative(cases)
    assert subset == representative(cases)  # the same choice every time
    assert {c.form for c in subset} == {c.form for c in cases} == set(FORMS)
    assert {c.state for c in subset} == set(STATES)
    assert {c.file for c in subset} == {c.file for c in cases}
    assert 20 <= len(subset) <= 30


KNOWN: dict[str, str] = {}
"""Runs of the subset known to end wrong, and why; any other wrong outcome fails."""


@pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")
@pytest.mark.timeout(1800)
def test_the_ci_subset_has_its_right_outcomes(tmp_path: Path) -> None:
    """Every form and abnormal state, on real pages and real applications."""
    out = tmp_path / "results.jsonl"
    # Time budgets are the cases' own; a test machine may be busy with other work.
    args = ("--subset", "ci", "--workers", "2", "--time-scale", "4", "--out", str(out))
    done = handrail_eval(*args, timeout=1700)
    runs = [json.loads(line) for line in out.read_text().splitlines()]
    failed = [f"{r['case']}: {r['outcome']} ({r['error'] or r['handoff_reason']})" for r in runs]
    failed = [
        f for f, r in zip(failed, runs, strict=True) if not r["success"] and r["case"] not in KNOWN
    ]
    assert not failed, "\n".join(failed)
    assert len(runs) == 26, done.stderr[-2000:]
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr
    states = {r["state"] for r in runs}
    assert states == {"none", "loading", "popup", "missing", "overlong", "unavailable"}
    # Right handoffs were handoffs, never silent successes.
    assert not any(r["silent_success"] for r in runs)
    assert any(r["expected"] == "handoff" for r in runs)


def test_run_takes_a_cases_reference_plan_by_id() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "handrail.cli.main",
            "run",
            "x",
            "--pid",
            "1",
            "--planner",
            "reference:desktop-calculator/no-such/none",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2
    assert "no case 'desktop-calculator/no-such/none'" in done.stderr
