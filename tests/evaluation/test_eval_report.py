"""The report's figures and the ``eval report`` command."""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

import pytest
from eval_synth import handrail, synthetic_runs

from handrail.evaluation.results import CaseRun, append_run
from handrail.evaluation.tables import format_table, quantile, summarize, summarize_all


def run(i: int, **over: object) -> CaseRun:
    base = CaseRun(
        case=f"f/type-{i}/none",
        form="form",
        operation="type",
        state="none",
        expected="finished",
        outcome="finished",
        success=True,
    )
    return dataclasses.replace(base, **over)  # type: ignore[arg-type]


def test_quantile() -> None:
    assert quantile([3.0, 1.0, 2.0], 0.5) == 2.0
    assert quantile([1.0, 2.0, 3.0, 4.0], 0.5) == 2.5
    assert quantile(list(map(float, range(1, 101))), 0.95) == pytest.approx(95.05)
    assert math.isnan(quantile([], 0.5))


def test_summary_counts_what_the_runs_say() -> None:
    runs = [
        run(0, rounds=2, round_seconds=(1.0, 3.0)),
        run(1, rounds=4, seconds=8.0),  # no per-round times: 2 s each
        run(
            2,
            expected="handoff",
            outcome="finished",
            success=False,
            silent_success=True,
            rounds=1,
            round_seconds=(0.5,),
        ),
        run(
            3,
            expected="handoff",
            outcome="handoff",
            handoff=True,
            rounds=3,
            round_seconds=(1.0, 1.0, 1.0),
        ),
        run(4, outcome="error", success=False, error="boom", rounds=0),
    ]
    s = summarize(runs)
    assert (s.runs, s.successes, s.handoffs, s.silent_successes, s.errors) == (5, 3, 1, 1, 1)
    assert s.success_rate == 0.6 and s.handoff_rate == 0.2
    assert (s.rounds_p50, s.rounds_max) == (2.0, 4)
    assert s.round_seconds_p50 == 1.5  # of 0.5, 1, 1, 1, 1, 2, 2, 2, 2, 3
    assert s.round_seconds_p95 == pytest.approx(2.55)


def test_every_grouping_is_summarized() -> None:
    runs = synthetic_runs()
    summaries = summarize_all(runs)
    groupings = [s.grouping for s in summaries]
    assert groupings.count("overall") == 1
    assert groupings.count("form") == 10 and groupings.count("state") == 6
    assert groupings.count("operation") == 7
    for grouping in ("form", "state", "operation"):
        assert sum(s.runs for s in summaries if s.grouping == grouping) == len(runs)
    table = format_table(summaries)
    assert table.splitlines()[1].startswith("overall")
    assert "state=popup" in table and "operation=send" in table and "form=chat" in table


def test_report_command(tmp_path: Path) -> None:
    a = tmp_path / "a.jsonl"
    b = tmp_path / "b.jsonl"
    runs = synthetic_runs()
    for r in runs[:100]:
        append_run(a, r)
    for r in runs[100:]:
        append_run(b, r)
    page = tmp_path / "report.html"
    p = handrail("eval", "report", str(a), str(b), "--html", str(page))
    assert p.returncode == 0, p.stderr
    out = p.stdout
    overall = summarize(runs)
    assert out.splitlines()[1].split()[:3] == [
        "overall",
        str(len(runs)),
        f"{100 * overall.success_rate:.1f}%",
    ]
    assert f"report: {page}" in out
    text = page.read_text()
    assert text.count("<svg") == 5 and "<script" not in text and "http" not in text.split("<svg")[0]
    p = handrail("eval", "report", str(a), "--format", "json")
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    assert data["summaries"][0]["runs"] == 100 and data["html"] is None


def test_report_command_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    append_run(bad, run(0))
    with bad.open("a") as fh:
        fh.write('{"case": 1}\n')
    p = handrail("eval", "report", str(bad))
    assert p.returncode == 2, p.stderr
    assert p.stderr == (f"handrail: results {bad}: line 2: key 'case' has the wrong type (int)\n")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n")
    p = handrail("eval", "report", str(empty))
    assert p.returncode == 2, p.stderr
    assert p.stderr == f"handrail: results {empty}: no runs\n"
    p = handrail("eval", "report")
    assert p.returncode == 2, p.stderr
    assert "required: RESULTS" in p.stderr
