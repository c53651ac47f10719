"""The process pool holds every run to its time budget and leaves nothing behind."""

import json
import uuid
from pathlib import Path

import pytest
from stuck_jobs import MARK, hung_cases, marked, stuck

from handrail.evaluation.cases import load_cases
from handrail.evaluation.procpool import ProcessPool
from handrail.evaluation.runner import TIMEOUT, CaseJob


def jobs(tmp_path: Path) -> list[CaseJob]:
    # ``stuck`` wedges the toggle case and ends the read case at once.
    path = hung_cases(tmp_path / "cases.toml", seconds=1, operations=("toggle", "read"))
    return [CaseJob(case=c, out_dir=str(tmp_path / "out")) for c in load_cases([path])]


def test_a_run_stuck_in_a_call_is_killed_with_what_it_started_and_its_worker_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mark = uuid.uuid4().hex
    monkeypatch.setenv(MARK, mark)
    got = []
    pool = ProcessPool(1, kill_grace=2.0, stop_wait=2.0, run=stuck)
    runs = pool.run(jobs(tmp_path), got.append)
    assert runs == got and len(runs) == 2
    by = {r.operation: r for r in runs}
    wedged = by["toggle"]
    assert wedged.outcome == TIMEOUT and not wedged.success
    assert "its worker was killed" in (wedged.error or "")
    # Ended past its budget and grace, not left to run its hour.
    assert 3.0 <= wedged.seconds < 600
    assert wedged.run_log is not None
    header = json.loads((Path(wedged.run_log) / "run.json").read_text())
    assert header["status"] == TIMEOUT and "time budget (1 s)" in header["reason"]
    # The next job ran in a fresh worker.
    assert by["read"].error == "ran at once"
    # Neither the worker nor the detached process it started is left.
    assert marked(mark) == {}


def test_no_job_no_worker() -> None:
    assert ProcessPool(2).run([], lambda _run: None) == []
