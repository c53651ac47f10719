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
def test_the_calculator_cases_run_and_are_recorded(tmp_path: Path) -> None:
    out = tmp_path / "results.jsonl"
    done = handrail_eval(str(CASES["desktop-calculator"]), "--workers", "1", "--out", str(out))
    assert done.returncode == 0, done.stdout + done.stderr
    runs = [json.loads(line) for line in out.read_text().splitlines()]
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
