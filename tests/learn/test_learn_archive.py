"""Archives: packed runs read back byte for byte, and every reader reads them as runs."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from learn_helpers import Refuser, fake_run, hr

from handrail.errors import UsageError
from handrail.learn import mine_run
from handrail.loop import read_run, resolve_run
from handrail.loop.archive import archive_runs, pack_run, parse_age, run_files, unpack_run
from handrail.safety import RiskGate, RiskPolicy


def tree(path: Path) -> dict[str, bytes]:
    return {p.name: p.read_bytes() for p in sorted(path.iterdir())}


def age(run_dir: Path, days: float) -> None:
    header = json.loads((run_dir / "run.json").read_text())
    header["ended_at"] = time.time() - days * 86400
    (run_dir / "run.json").write_text(json.dumps(header, indent=2) + "\n")


async def denied_run(runs: Path):  # type: ignore[no-untyped-def]
    plan = {
        "status": "continue",
        "summary": "send",
        "actions": [{"type": "click", "element": {"role": "button", "name": "Send"}}],
    }
    return await fake_run(runs, [plan], gate=RiskGate(RiskPolicy(), Refuser()))


async def test_archive_round_trip_is_byte_exact(tmp_path: Path) -> None:
    run = await denied_run(tmp_path / "runs")
    before = tree(run.path)
    assert "round-0001.png" in before and "round-0001-prompt.json" in before
    archive = pack_run(run.path)
    assert not run.path.exists() and archive.name == run.path.name + ".tar.zst"
    assert archive.stat().st_size < sum(len(v) for v in before.values())
    assert run_files(archive) == before
    back = unpack_run(archive, tmp_path / "back")
    assert tree(back) == before


async def test_every_reader_reads_an_archived_run(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    run = await denied_run(runs)
    direct = [m.sample.to_json() for m in mine_run(run, now=1.0)]
    age(run.path, 8)
    run = read_run(run.path)
    assert archive_runs(runs, parse_age("7d")) == [runs / (run.run_id + ".tar.zst")]
    assert resolve_run(run.run_id, runs) == runs / (run.run_id + ".tar.zst")
    assert resolve_run(run.run_id[:15], runs) == runs / (run.run_id + ".tar.zst")
    archived = read_run(resolve_run(run.run_id, runs))
    assert archived.header == run.header and archived.rounds == run.rounds
    # Mining an archive gives the very samples the directory gave, pictures included.
    assert [m.sample.to_json() for m in mine_run(archived, now=1.0)] == direct
    state = tmp_path / "state"
    r = hr(state, "log", "show", run.run_id, "--log-dir", str(runs))
    assert r.returncode == 0 and "handoff" in r.stdout, r.stderr
    r = hr(state, "log", "stats", "all", "--log-dir", str(runs), "--format", "json")
    assert r.returncode == 0 and json.loads(r.stdout)["runs"] == 1, r.stderr
    r = hr(state, "log", "mine", run.run_id[:15], "--log-dir", str(runs))
    assert r.returncode == 0 and "APPROVAL_DENIED" in r.stdout, r.stderr


async def test_archive_keeps_recent_and_running_runs(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    old = await denied_run(runs)
    new = await denied_run(runs)
    age(old.path, 9)
    live = runs / "20260101-000000-aaaaaa"
    live.mkdir()
    (live / "run.json").write_text(
        json.dumps({"run_id": live.name, "status": "running", "started_at": 1.0})
    )
    r = hr(tmp_path / "state", "log", "archive", "--older-than", "7d", "--log-dir", str(runs))
    assert r.returncode == 0 and "1 run(s) archived" in r.stdout, r.stderr
    assert (runs / (old.path.name + ".tar.zst")).is_file()
    assert new.path.is_dir() and live.is_dir()


def test_bad_durations_and_broken_archives_are_one_line_errors(tmp_path: Path) -> None:
    with pytest.raises(UsageError):
        parse_age("soon")
    r = hr(tmp_path, "log", "archive", "--older-than", "soon", "--log-dir", str(tmp_path))
    assert r.returncode == 2
    assert r.stderr == "handrail: not a duration: 'soon' (use e.g. 7d, 12h, 30m)\n"
    broken = tmp_path / "20260101-000000-bbbbbb.tar.zst"
    broken.write_bytes(os.urandom(64))
    r = hr(tmp_path, "log", "show", str(broken))
    assert r.returncode == 2 and r.stderr.startswith("handrail: ")
    assert "not a readable run" in r.stderr and r.stderr.count("\n") == 1
