"""Health alerts on synthetic run sets built to cross each threshold, and quiet below them."""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

from learn_helpers import hr

from handrail.learn import health
from handrail.loop import read_run
from handrail.loop.runlog import RunRecord

NOW = 1_800_000_000.0
HOUR = 3600.0
DAY = 86400.0


def round_rec(n: int, at: float, **extra: Any) -> dict[str, Any]:
    rec: dict[str, Any] = {
        "round": n,
        "started_at": at,
        "duration_ms": 300.0,
        "planner_ms": 100.0,
        "snapshot_before": {"signature": "s", "elements": 3, "file": None},
        "attempts": [{"raw": "{}", "ok": True}],
        "validation": {"ok": True, "actions": [], "rejected": []},
        "actions": [],
        "verification": {"per_action": []},
        "decision": {"outcome": "continue"},
    }
    rec.update(extra)
    return rec


def action(latency: float, ok: bool = True) -> dict[str, Any]:
    return {
        "action": {"kind": "click", "element_id": "e1"},
        "receipt": {"ok": True, "mode": "ax", "latency_ms": latency},
        "latency_ms": latency,
        "error": None if ok else "element e1 is covered by dialog",
        "error_kind": None if ok else "element_covered",
        "signature_before": "a",
        "signature_after": "b",
    }


def write(runs: Path, name: str, started: float, status: str, rounds: list[dict[str, Any]]) -> None:
    d = runs / name
    d.mkdir(parents=True)
    header = {
        "format": 1,
        "run_id": name,
        "status": status,
        "started_at": started,
        "ended_at": started + 10,
        "reason": status,
    }
    (d / "run.json").write_text(json.dumps(header))
    (d / "rounds.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rounds))


def runs_in(runs: Path) -> list[RunRecord]:
    return [read_run(p) for p in sorted(runs.iterdir())]


def names(runs: Path) -> set[str]:
    return {a.name for a in health(runs_in(runs), since=7 * DAY, now=NOW).alerts}


def latency_runs(runs: Path, slow_ms: float, now: float = NOW) -> None:
    # 20 actions: 18 at 400 ms, 2 slow ones: the p95 lies between them.
    recs = [round_rec(i + 1, now - HOUR + i, actions=[action(400.0)]) for i in range(18)]
    recs += [round_rec(19 + i, now - HOUR + 19 + i, actions=[action(slow_ms)]) for i in range(2)]
    write(runs, "20270115-000000-aaaaaa", now - HOUR, "finished", recs)


def test_action_latency_p95_over_two_seconds_alerts(tmp_path: Path) -> None:
    latency_runs(tmp_path / "slow", 5000.0)
    latency_runs(tmp_path / "fast", 1200.0)
    report = health(runs_in(tmp_path / "slow"), since=7 * DAY, now=NOW)
    assert report.figures["action_latency_ms"]["p95"] > 2000
    assert [a.name for a in report.alerts] == ["action_latency_p95"]
    assert names(tmp_path / "fast") == set()


def test_round_latency_without_the_planner_alerts(tmp_path: Path) -> None:
    slow = [
        round_rec(i + 1, NOW - HOUR + i, duration_ms=9000.0, planner_ms=500.0) for i in range(5)
    ]
    write(tmp_path / "slow", "20270115-000000-bbbbbb", NOW - HOUR, "finished", slow)
    # The planner's own time does not count: 9 s rounds that are 8.5 s of planning are fine.
    thinking = [
        round_rec(i + 1, NOW - HOUR + i, duration_ms=9000.0, planner_ms=8500.0) for i in range(5)
    ]
    write(tmp_path / "thinking", "20270115-000000-cccccc", NOW - HOUR, "finished", thinking)
    assert names(tmp_path / "slow") == {"round_latency_p95"}
    assert names(tmp_path / "thinking") == set()


def fingerprint_runs(runs: Path, changes: int) -> None:
    # Alternating environments inside one hour: ``changes`` changes between rounds.
    recs = [
        round_rec(
            i + 1,
            NOW - 2 * HOUR + 60 * i,
            environment={"screen": [1024 + 100 * (i % 2), 768], "scale": 1.0},
        )
        for i in range(changes + 1)
    ]
    write(runs, "20270115-010000-dddddd", NOW - 2 * HOUR, "finished", recs)


def test_more_than_five_environment_changes_in_an_hour_alerts(tmp_path: Path) -> None:
    fingerprint_runs(tmp_path / "six", 6)
    fingerprint_runs(tmp_path / "five", 5)
    report = health(runs_in(tmp_path / "six"), since=7 * DAY, now=NOW)
    assert report.figures["fingerprint_changes"]["max_per_hour"] == 6
    assert names(tmp_path / "six") == {"fingerprint_churn"}
    assert names(tmp_path / "five") == set()


def negative_runs(runs: Path, last_week_failed: int, this_week_failed: int) -> None:
    # Ten rounds a week; some fail (a covered element).
    for week, failed in ((2, last_week_failed), (1, this_week_failed)):
        start = NOW - week * 7 * DAY + DAY
        recs = [
            round_rec(i + 1, start + i, actions=[action(300.0, ok=i >= failed)]) for i in range(10)
        ]
        write(runs, f"2027011{week}-000000-eeeee{week}", start, "finished", recs)


def test_negative_samples_up_fifty_percent_week_over_week_alerts(tmp_path: Path) -> None:
    negative_runs(tmp_path / "rise", 2, 3)  # 20% -> 30%: +50%
    negative_runs(tmp_path / "less", 2, 2)  # flat
    negative_runs(tmp_path / "some", 4, 5)  # 40% -> 50%: +25%
    report = health(runs_in(tmp_path / "rise"), since=7 * DAY, now=NOW)
    assert report.figures["negative_rate"]["this_week"] == 0.3
    assert report.figures["negative_rate"]["last_week"] == 0.2
    assert names(tmp_path / "rise") == {"negative_rate_rise"}
    assert names(tmp_path / "less") == set()
    assert names(tmp_path / "some") == set()
    assert report.figures["root_causes"] == {"UI_BLOCKED_BY_POPUP": 3}


def test_outcomes_over_time_and_check_exit_status(tmp_path: Path) -> None:
    runs = tmp_path / "runs"
    latency_runs(runs, 5000.0)
    write(
        runs, "20270115-020000-ffffff", NOW - 30 * HOUR, "handoff", [round_rec(1, NOW - 30 * HOUR)]
    )
    report = health(runs_in(runs), since=7 * DAY, now=NOW)
    rates = {o["at"]: (o["success_rate"], o["handoff_rate"]) for o in report.figures["outcomes"]}
    assert sorted(rates.values()) == [(0.0, 1.0), (1.0, 0.0)]
    # The command, over runs of the last hour.
    slow, quiet = tmp_path / "slow", tmp_path / "quiet"
    latency_runs(slow, 5000.0, now=time.time())
    latency_runs(quiet, 1000.0, now=time.time())
    r = hr(tmp_path / "state", "log", "health", "--check", "--log-dir", str(slow))
    assert r.returncode == 20, r.stderr
    assert "ALERT action_latency_p95: action latency p95 is" in r.stdout
    r = hr(tmp_path / "state", "log", "health", "--check", "--log-dir", str(quiet))
    assert r.returncode == 0 and "no alerts" in r.stdout, r.stderr
    r = hr(tmp_path / "state", "log", "health", "--log-dir", str(slow), "--format", "json")
    assert r.returncode == 0 and json.loads(r.stdout)["alerts"][0]["threshold"] == 2000.0
