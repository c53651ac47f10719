"""``handrail eval`` on real pages and applications: a hung tab ends on time, and an
interrupted run stops everything it started and keeps every run that ended."""

import json
import os
import queue
import shutil
import signal
import subprocess
import sys
import threading
import uuid
from pathlib import Path

import pytest
from stuck_jobs import MARK, hung_cases, marked

from handrail.evaluation.procpool import KILL_GRACE
from polling import wait_until

pytestmark = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")


def start_eval(*args: str, mark: str) -> subprocess.Popen[str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS")}
    env[MARK] = mark
    return subprocess.Popen(
        [sys.executable, "-m", "handrail.cli.main", "eval", *args],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        # As from a terminal: the foreground process gets SIGINT with its default action
        # (a suite started in the background ignores it, and a child would inherit that).
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )


def lines_of(stream) -> "queue.Queue[str]":  # type: ignore[no-untyped-def]
    got: queue.Queue[str] = queue.Queue()

    def pump() -> None:
        for line in stream:
            got.put(line)
        got.put("")

    threading.Thread(target=pump, daemon=True).start()
    return got


def test_a_hung_tab_ends_timeout_within_its_budget_and_grace(tmp_path: Path) -> None:
    cases = hung_cases(tmp_path / "hung.toml", seconds=4)
    out = tmp_path / "results.jsonl"
    mark = uuid.uuid4().hex
    proc = start_eval(str(cases), "--workers", "1", "--out", str(out), mark=mark)
    stdout, stderr = proc.communicate(timeout=300)
    assert proc.returncode == 1, stderr
    [run] = [json.loads(line) for line in out.read_text().splitlines()]
    assert not run["success"] and run["seconds"] < 4 + KILL_GRACE, run
    header = json.loads((Path(run["run_log"]) / "run.json").read_text())
    if run["outcome"] == "budget_exhausted":
        # A call into the hung tab gave up on its own timeout and the loop's own budget
        # check came first, before the run was ended from outside: on time all the same.
        assert header["status"] == "budget_exhausted", header
    else:
        assert run["outcome"] == "timeout", run
        assert "time budget (4 s) ran out" in run["error"]
        assert header["status"] == "timeout"
        assert "got timeout" in stdout
    assert marked(mark) == {}


SOME = ("--case", "desktop-calculator/*/none", "--case", "web-tree/*/none")


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM])
def test_an_interrupted_eval_stops_everything_and_keeps_the_ended_runs(
    tmp_path: Path, signum: signal.Signals
) -> None:
    out = tmp_path / "results.jsonl"
    mark = uuid.uuid4().hex
    proc = start_eval(*SOME, "--workers", "2", "--time-scale", "4", "--out", str(out), mark=mark)
    try:
        stderr = lines_of(proc.stderr)
        seen: list[str] = []

        def one_ended() -> bool:
            line = stderr.get(timeout=300)
            assert line, "".join(seen)
            seen.append(line)
            return line.startswith("[1/")

        wait_until(one_ended, 300, "a first run to end", every=0.2)

        def both_up() -> dict[int, str] | None:
            names = marked(mark)
            commands = " ".join(names.values())
            return names if "chromium" in commands and "Xvfb" in commands else None

        # Both workers have their browser or desktop running: the calculator's and a page's.
        running = wait_until(both_up, 120, "a browser and a desktop", every=0.2)
        assert any("at-spi" in c for c in running.values()), running
        proc.send_signal(signum)
        code = proc.wait(timeout=120)
        rest = []
        while (line := stderr.get(timeout=30)) != "":
            rest.append(line)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert code == 130, "".join(seen + rest)
    ended = [ln for ln in seen + rest if ln.startswith("[")]
    [said] = [ln for ln in rest if "interrupted" in ln]
    assert said.startswith("handrail: eval interrupted after") and str(out) in said
    runs = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(runs) == len(ended) >= 1
    # Nothing it started is left: no worker, Chromium, Xvfb, D-Bus or AT-SPI process.
    wait_until(lambda: marked(mark) == {}, 10, lambda: f"no process left: {marked(mark)}")
