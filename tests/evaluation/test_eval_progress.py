"""What ``handrail eval`` prints as it goes and at the end."""

from handrail.cli.eval_cmd import default_workers, duration, progress_line
from handrail.evaluation.results import CaseRun
from handrail.evaluation.tables import failed_lines, headline, summarize


def run(case: str, *, success: bool, outcome: str, rounds: int = 2) -> CaseRun:
    return CaseRun(
        case=case,
        form="tree",
        operation="read",
        state="none",
        expected="finished",
        outcome=outcome,
        success=success,
        rounds=rounds,
        error="the time budget (4 s) ran out" if outcome == "timeout" else None,
    )


def test_progress_says_done_of_all_elapsed_and_time_left() -> None:
    assert progress_line(1, 4, 30.0) == "[1/4 30s, ~1m30s left]"
    assert progress_line(100, 400, 600.0) == "[100/400 10m00s, ~30m00s left]"
    assert progress_line(4, 4, 3725.0) == "[4/4 1h02m]"
    assert duration(0.4) == "0s" and duration(59.6) == "1m00s"


def test_the_default_workers_suit_the_cores() -> None:
    assert 1 <= default_workers() <= 4


def test_the_headline_and_the_failed_runs() -> None:
    runs = [
        run("tree/read/none", success=True, outcome="finished"),
        run("tree/find/none", success=False, outcome="timeout", rounds=0),
    ]
    line = headline(summarize(runs), 12.4)
    assert line.startswith("success 50.0% (1/2)  handoff 0.0%  silent 0  rounds p50 1.0")
    assert line.endswith("wall 12s")
    assert failed_lines(runs) == [
        "failed (1):",
        "  tree/find/none #0: expected finished, got timeout (the time budget (4 s) ran out)",
    ]
    assert failed_lines(runs[:1]) == []
    many = failed_lines([runs[1]] * 3, most=2)
    assert many[0] == "failed (3):" and many[-1] == "  … and 1 more"
