import json
import multiprocessing
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from handrail.errors import UsageError
from handrail.evaluation.results import CaseRun, append_run, read_runs

CONTRACT_LINE = {
    "schema": 1,
    "case": "chat/search/popup",
    "form": "chat",
    "operation": "search",
    "state": "popup",
    "repeat": 0,
    "expected": "finished",
    "outcome": "finished",
    "success": True,
    "silent_success": False,
    "handoff": False,
    "handoff_reason": None,
    "rounds": 3,
    "seconds": 4.21,
    "round_seconds": [1.2, 1.5, 1.5],
    "input_tokens": 0,
    "output_tokens": 0,
    "cost_usd": 0.0,
    "run_log": "/path/to/runs/20261202-x",
    "planner": "reference",
    "handrail": "0.1.0",
    "host": "hostname",
    "started_at": "2026-12-02T00:10:00Z",
    "error": None,
}


def make_run(i: int = 0, **over: object) -> CaseRun:
    data = dict(CONTRACT_LINE, case=f"chat/search-{i}/popup", repeat=i)
    data.update(over)
    return CaseRun.from_json(data)


def test_contract_line_round_trips_exactly() -> None:
    run = CaseRun.from_json(CONTRACT_LINE)
    assert run.round_seconds == (1.2, 1.5, 1.5)
    assert run.to_json() == CONTRACT_LINE
    assert list(run.to_json()) == list(CONTRACT_LINE)  # the contract's key order, schema first


def test_fields_are_exactly_the_contract() -> None:
    import dataclasses

    names = [f.name for f in dataclasses.fields(CaseRun)]
    assert ["schema", *names] == list(CONTRACT_LINE)
    with pytest.raises(dataclasses.FrozenInstanceError):
        make_run().rounds = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        CaseRun("a", "b")  # type: ignore[misc,call-arg]


def test_append_and_read_back(tmp_path: Path) -> None:
    out = tmp_path / "results.jsonl"
    runs = [make_run(i, rounds=i) for i in range(5)]
    for run in runs:
        append_run(out, run)
    assert read_runs(out) == runs
    assert len(out.read_text().splitlines()) == 5


def test_unknown_keys_are_ignored_and_defaults_fill_in() -> None:
    minimal = {
        k: CONTRACT_LINE[k]
        for k in ("case", "form", "operation", "state", "expected", "outcome", "success")
    }
    run = CaseRun.from_json({**minimal, "future_key": 1})
    assert run.rounds == 0 and run.round_seconds == () and run.error is None


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "line 2: not JSON"),
        ("[1, 2]", "line 2: a results line must be a JSON object"),
        (json.dumps({**CONTRACT_LINE, "schema": 2}), "line 2: results schema 2 is not 1"),
        (
            json.dumps({k: v for k, v in CONTRACT_LINE.items() if k != "outcome"}),
            "line 2: missing key 'outcome'",
        ),
        (json.dumps({**CONTRACT_LINE, "rounds": "3"}), "line 2: key 'rounds' has the wrong type"),
        (json.dumps({**CONTRACT_LINE, "rounds": True}), "line 2: key 'rounds' has the wrong type"),
        (json.dumps({**CONTRACT_LINE, "success": 1}), "line 2: key 'success' has the wrong type"),
        (
            json.dumps({**CONTRACT_LINE, "round_seconds": [1, "x"]}),
            "line 2: key 'round_seconds' must be a list of numbers",
        ),
        (json.dumps({**CONTRACT_LINE, "case": None}), "line 2: key 'case' has the wrong type"),
    ],
)
def test_bad_lines_name_file_and_line(tmp_path: Path, line: str, message: str) -> None:
    out = tmp_path / "r.jsonl"
    out.write_text(
        json.dumps(CONTRACT_LINE) + "\n" + line + "\n" + json.dumps(CONTRACT_LINE) + "\n"
    )
    with pytest.raises(UsageError) as err:
        read_runs(out)
    assert str(err.value).startswith(f"results {out}: {message}")
    assert "\n" not in str(err.value)


def test_missing_file_and_directory_are_clear(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="no such file"):
        read_runs(tmp_path / "nope.jsonl")
    with pytest.raises(UsageError, match="not a regular file"):
        read_runs(tmp_path)
    with pytest.raises(UsageError, match=r"results .*nodir"):
        append_run(tmp_path / "nodir" / "r.jsonl", make_run())


def test_a_tail_cut_mid_line_is_skipped_but_only_at_the_end(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    append_run(out, make_run(0))
    append_run(out, make_run(1))
    with out.open("a") as fh:
        fh.write(json.dumps(CONTRACT_LINE)[:40])  # a writer killed mid-line
    assert [r.repeat for r in read_runs(out)] == [0, 1]
    append_run(out, make_run(2))  # the cut line is now in the middle: an error
    with pytest.raises(UsageError, match="line 3: not JSON"):
        read_runs(out)


_CHILD = """
import json, os, signal, sys
from handrail.evaluation.results import CaseRun, append_run
out, n, line = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3])
for i in range(n):
    append_run(out, CaseRun.from_json(dict(line, repeat=i)))
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_nothing_is_lost_when_the_writer_is_killed(tmp_path: Path) -> None:
    out = tmp_path / "r.jsonl"
    root = Path(__file__).resolve().parents[2]
    proc = subprocess.run(
        [sys.executable, "-c", _CHILD, str(out), "25", json.dumps(CONTRACT_LINE)],
        cwd=root,
        timeout=60,
        check=False,
    )
    assert proc.returncode == -signal.SIGKILL
    assert [r.repeat for r in read_runs(out)] == list(range(25))


def _writer(out: str, base: int) -> None:
    for i in range(50):
        append_run(out, make_run(base + i, handoff_reason="x" * 3000))


def test_concurrent_writers_never_interleave_lines(tmp_path: Path) -> None:
    out = str(tmp_path / "r.jsonl")
    ctx = multiprocessing.get_context("spawn")
    procs = [ctx.Process(target=_writer, args=(out, k * 1000)) for k in range(3)]
    for p in procs:
        p.start()
    for p in procs:
        p.join(60)
        assert p.exitcode == 0
    repeats = sorted(r.repeat for r in read_runs(out))
    assert repeats == sorted(k * 1000 + i for k in range(3) for i in range(50))
    assert os.path.getsize(out) > 3 * 50 * 3000
