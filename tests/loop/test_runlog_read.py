"""One reader of run logs: the loop, the CLI, the MCP server and the console agree."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from handrail.console.runs import list_runs
from handrail.console.runs import read_rounds as console_rounds
from handrail.errors import UsageError
from handrail.loop.runlog import find_run, read_rounds, read_run, resolve_run, run_dirs


def _run(runs: Path, run_id: str, started: float, lines: list[str], mtime: float) -> Path:
    path = runs / run_id
    path.mkdir(parents=True)
    header = {"format": 1, "run_id": run_id, "status": "finished", "started_at": started}
    (path / "run.json").write_text(json.dumps(header), encoding="utf-8")
    (path / "rounds.jsonl").write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    os.utime(path / "run.json", (mtime, mtime))
    return path


def _round(n: int) -> str:
    return json.dumps({"round": n, "intent": f"step {n}"})


@pytest.fixture
def runs(tmp_path: Path) -> Path:
    root = tmp_path / "runs"
    # "early" started first but its run.json was written last (it finished after "late").
    _run(root, "20261130-100000-aaaaaa", 1000.0, [_round(1)], mtime=5000.0)
    _run(root, "20261130-110000-bbbbbb", 2000.0, [_round(1), _round(2)], mtime=3000.0)
    return root


def test_latest_is_the_run_that_started_last_for_every_reader(runs: Path) -> None:
    assert resolve_run("last", runs).name == "20261130-110000-bbbbbb"
    assert find_run("last", runs).name == "20261130-110000-bbbbbb"
    assert [p.name for p in run_dirs(runs)] == ["20261130-110000-bbbbbb", "20261130-100000-aaaaaa"]
    assert [v.run_id for v in list_runs(runs)] == [p.name for p in run_dirs(runs)]


def test_torn_and_foreign_lines_are_read_alike(tmp_path: Path) -> None:
    lines = [_round(1), "7", "", _round(2), '{"round": 3, "intent": "cut']
    path = _run(tmp_path, "20261130-120000-cccccc", 1.0, lines, mtime=1.0)
    path.joinpath("rounds.jsonl").write_text("\n".join(lines), encoding="utf-8")  # no last \n
    record = read_run(path)
    assert [r["round"] for r in record.rounds] == [1, 2]
    assert record.torn
    records, torn = read_rounds(path)
    assert records == list(record.rounds) and torn
    assert console_rounds(path) == list(record.rounds)
    assert console_rounds(path, last=1) == [record.rounds[-1]]


def test_the_tail_of_a_long_log_is_its_last_rounds(tmp_path: Path) -> None:
    big = "x" * 400_000
    lines = [json.dumps({"round": n, "blob": big}) for n in range(1, 9)]
    path = _run(tmp_path, "20261130-130000-dddddd", 1.0, lines, mtime=1.0)
    records, torn = read_rounds(path, last=2)
    assert [r["round"] for r in records] == [7, 8] and not torn
    assert [r["round"] for r in read_run(path).rounds] == list(range(1, 9))


def test_run_ids_and_prefixes_resolve_but_only_the_cli_takes_paths(runs: Path) -> None:
    assert find_run("20261130-10", runs).name == "20261130-100000-aaaaaa"
    with pytest.raises(UsageError, match="ambiguous"):
        find_run("20261130", runs)
    with pytest.raises(UsageError, match="no run"):
        find_run("20261201", runs)
    path = runs / "20261130-100000-aaaaaa"
    assert resolve_run(str(path), runs) == path
    for ref in (str(path), "../runs/20261130-100000-aaaaaa", "..", "/etc"):
        with pytest.raises(UsageError, match="not a run id"):
            find_run(ref, runs)


def test_no_runs_at_all(tmp_path: Path) -> None:
    assert run_dirs(tmp_path / "none") == []
    with pytest.raises(UsageError, match="no run"):
        find_run("last", tmp_path / "none")
