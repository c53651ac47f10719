"""Synthetic result sets of the real shape, for the report's and comparison's tests."""

from __future__ import annotations

import random
import subprocess
import sys

from handrail.evaluation.results import CaseRun

FORMS = ("form", "list", "detail", "dialog", "chart", "table", "tabs", "tree", "wizard", "chat")
STATES = ("none", "loading", "popup", "missing", "overlong", "unavailable")
OPERATIONS = ("type", "select", "check", "submit", "search", "delete", "send")


def synthetic_runs(
    *, seed: int = 1, repeats: int = 1, success: float = 0.85, planner: str = "reference"
) -> list[CaseRun]:
    """Runs over every form × state × a few operations, with success at about ``success``."""
    rng = random.Random(seed)
    runs = []
    for form in FORMS:
        for state in STATES:
            for operation in OPERATIONS:
                for repeat in range(repeats):
                    expected = (
                        "handoff"
                        if operation in ("delete", "send") or state in ("missing", "unavailable")
                        else "finished"
                    )
                    ok = rng.random() < success
                    outcome = (
                        expected if ok else ("finished" if expected == "handoff" else "blocked")
                    )
                    rounds = rng.randint(1, 8)
                    times = tuple(round(rng.uniform(0.2, 2.5), 3) for _ in range(rounds))
                    runs.append(
                        CaseRun(
                            case=f"{form}/{operation}/{state}",
                            form=form,
                            operation=operation,
                            state=state,
                            repeat=repeat,
                            expected=expected,
                            outcome=outcome,
                            success=ok,
                            silent_success=outcome == "finished" and expected == "handoff",
                            handoff=outcome == "handoff",
                            handoff_reason="needs a person" if outcome == "handoff" else None,
                            rounds=rounds,
                            seconds=sum(times),
                            round_seconds=times,
                            run_log=f"/tmp/runs/{form}-{operation}-{state}-{repeat}",
                            planner=planner,
                            handrail="0.1.0",
                            host="synth",
                            started_at="2026-12-02T00:10:00Z",
                        )
                    )
    return runs


def handrail(*args: str) -> subprocess.CompletedProcess[str]:
    """Run the ``handrail`` command in a real process."""
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
