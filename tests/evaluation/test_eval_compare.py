"""Comparing two result sets, on sets where the right answer is known."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest
from eval_synth import handrail, synthetic_runs

from handrail.errors import UsageError
from handrail.evaluation.compare import (
    bootstrap_median_difference,
    compare_runs,
    newcombe_interval,
    wilson_interval,
)
from handrail.evaluation.results import CaseRun, append_run


def test_wilson_interval_known_values() -> None:
    low, high = wilson_interval(81, 263)
    assert (round(low, 4), round(high, 4)) == (0.2553, 0.3662)
    assert wilson_interval(0, 10) == (0.0, pytest.approx(0.2775, abs=1e-4))
    assert wilson_interval(10, 10) == (pytest.approx(0.7225, abs=1e-4), pytest.approx(1.0))
    with pytest.raises(ValueError):
        wilson_interval(3, 0)


def test_newcombe_interval_matches_the_published_examples() -> None:
    # Newcombe (1998), method 10: 56/70 - 48/80 and 9/10 - 3/10.
    low, high = newcombe_interval(48, 80, 56, 70)
    assert (round(low, 4), round(high, 4)) == (0.0524, 0.3339)
    low, high = newcombe_interval(3, 10, 9, 10)
    assert (round(low, 4), round(high, 4)) == (0.1705, 0.8090)
    low, high = newcombe_interval(5, 10, 5, 10)
    assert low < 0 < high and low == pytest.approx(-high)


def test_bootstrap_of_medians() -> None:
    assert bootstrap_median_difference([2.0] * 30, [5.0] * 30) == (3.0, 3.0)
    low, high = bootstrap_median_difference([1, 2, 3, 4, 5] * 6, [1, 2, 3, 4, 5] * 6)
    assert low <= 0 <= high
    again = bootstrap_median_difference([1, 2, 3, 4, 5] * 6, [1, 2, 3, 4, 5] * 6)
    assert again == (low, high)  # seeded


def with_state_broken(runs: list[CaseRun], state: str) -> list[CaseRun]:
    """The same runs, except every run under ``state`` fails and takes 8 rounds."""
    out = []
    for r in runs:
        if r.state == state:
            r = dataclasses.replace(
                r, success=False, outcome="no_progress", handoff=False, rounds=8
            )
        out.append(r)
    return out


def test_identical_sets_show_no_significant_difference() -> None:
    runs = synthetic_runs(seed=3, repeats=2)
    result = compare_runs(runs, runs)
    for c in result.groups:
        for d in (c.success, c.handoff, c.rounds):
            assert d.change == 0 and not d.significant
    assert result.only_a == () and result.only_b == ()


def test_a_state_that_breaks_is_the_significant_difference() -> None:
    a = [
        dataclasses.replace(
            r, success=True, outcome=r.expected, handoff=r.expected == "handoff", rounds=3
        )
        for r in synthetic_runs(seed=4, repeats=2)
    ]
    b = with_state_broken(a, "popup")
    result = compare_runs(a, b)
    by = {(c.grouping, c.key): c for c in result.groups}
    popup = by[("state", "popup")]
    assert popup.success.a == 1.0 and popup.success.b == 0.0
    assert popup.success.significant and popup.success.high < 0
    assert popup.rounds.change == 5 and popup.rounds.significant
    # the popup's delete and send cases (2 of 7 operations) no longer hand off
    assert popup.handoff.change == pytest.approx(-2 / 7) and popup.handoff.significant
    for state in ("none", "loading", "missing", "overlong", "unavailable"):
        assert not by[("state", state)].success.significant
        assert not by[("state", state)].handoff.significant
    overall = by[("overall", "all")]
    assert overall.success.change == pytest.approx(-1 / 6) and overall.success.significant
    assert overall.runs_a == overall.runs_b == len(a)


def test_only_common_cases_are_compared_and_mismatches_are_errors() -> None:
    a = synthetic_runs(seed=5)
    b = [r for r in a if r.form != "chat"]
    result = compare_runs(a, b)
    assert result.groups[0].runs_a == len(b)
    assert len(result.only_a) == len({r.case for r in a if r.form == "chat"})
    assert "chat" not in {c.key for c in result.groups}
    with pytest.raises(UsageError, match="no case in common"):
        compare_runs([r for r in a if r.form == "chat"], b)
    with pytest.raises(UsageError, match="set B has no runs"):
        compare_runs(a, [])


def write(path: Path, runs: list[CaseRun]) -> Path:
    for r in runs:
        append_run(path, r)
    return path


def test_compare_command(tmp_path: Path) -> None:
    good = [dataclasses.replace(r, success=True, outcome=r.expected) for r in synthetic_runs()]
    a = write(tmp_path / "a.jsonl", good)
    b = write(tmp_path / "b.jsonl", with_state_broken(good, "missing"))
    p = handrail("eval", "compare", str(a), str(b))
    assert p.returncode == 0, p.stderr
    out = p.stdout
    assert "state=missing" in out and "significant at 95% (*):" in out
    assert "state=missing success" in out and "state=none success" not in out
    p = handrail("eval", "compare", str(a), str(b), "--format", "json")
    assert p.returncode == 0, p.stderr
    data = json.loads(p.stdout)
    missing = next(g for g in data["groups"] if g["key"] == "missing")
    assert missing["success"]["significant"] and missing["success"]["change"] == -1.0


def test_compare_command_errors(tmp_path: Path) -> None:
    a = write(tmp_path / "a.jsonl", synthetic_runs())
    empty = tmp_path / "empty.jsonl"
    empty.write_text("")
    p = handrail("eval", "compare", str(a), str(empty))
    assert p.returncode == 2, p.stderr
    assert p.stderr == f"handrail: results {empty}: no runs\n"
    other = write(
        tmp_path / "other.jsonl",
        [dataclasses.replace(r, case=r.case + "x") for r in synthetic_runs()],
    )
    p = handrail("eval", "compare", str(a), str(other))
    assert p.returncode == 2, p.stderr
    err = p.stderr
    assert err.startswith("handrail: the two sets have no case in common") and err.count("\n") == 1
    p = handrail("eval", "compare", str(a))
    assert p.returncode == 2, p.stderr
    assert "the following arguments are required: B" in p.stderr
