"""The figures a run set ends with: success, rounds and handoff rates, overall and by group."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from handrail.evaluation.results import CaseRun

__all__ = ["Figures", "figures", "percentile", "summary_lines"]


def percentile(values: Sequence[float], q: float) -> float:
    """The ``q``-th percentile (0–100) of ``values``, nearest rank; 0 for none."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q / 100 * len(ordered)))
    return float(ordered[rank - 1])


@dataclass(frozen=True, kw_only=True)
class Figures:
    """One group's figures."""

    label: str
    runs: int
    success: float
    handoff: float
    silent: int
    rounds_p50: float
    rounds_p95: float
    rounds_max: int

    def line(self) -> str:
        """``form  runs 60  success 98.3%  handoff 20.0%  rounds p50 2 p95 4 max 6``."""
        silent = f"  silent {self.silent}" if self.silent else ""
        return (
            f"{self.label:<22} runs {self.runs:>4}  success {self.success:6.1%}"
            f"  handoff {self.handoff:6.1%}  rounds p50 {self.rounds_p50:g}"
            f" p95 {self.rounds_p95:g} max {self.rounds_max}{silent}"
        )


def figures(label: str, runs: Iterable[CaseRun]) -> Figures:
    """The figures of ``runs``."""
    items = list(runs)
    n = len(items) or 1
    rounds = [r.rounds for r in items]
    return Figures(
        label=label,
        runs=len(items),
        success=sum(r.success for r in items) / n,
        handoff=sum(r.handoff for r in items) / n,
        silent=sum(r.silent_success for r in items),
        rounds_p50=percentile(rounds, 50),
        rounds_p95=percentile(rounds, 95),
        rounds_max=max(rounds, default=0),
    )


def _grouped(runs: Sequence[CaseRun], key: Callable[[CaseRun], str], title: str) -> list[str]:
    groups: dict[str, list[CaseRun]] = {}
    for r in runs:
        groups.setdefault(key(r), []).append(r)
    return [f"by {title}:"] + ["  " + figures(k, v).line() for k, v in sorted(groups.items())]


def summary_lines(runs: Sequence[CaseRun], seconds: float | None = None) -> list[str]:
    """The end-of-run summary: overall, then by form and by state."""
    lines = [figures("all", runs).line()]
    if seconds is not None:
        lines[0] += f"  wall {seconds:.0f}s"
    lines += _grouped(runs, lambda r: r.form, "form")
    lines += _grouped(runs, lambda r: r.state, "state")
    failed = [r for r in runs if not r.success]
    if failed:
        lines.append(f"failed ({len(failed)}):")
        lines += [
            f"  {r.case} #{r.repeat}: expected {r.expected}, got {r.outcome}"
            + (f" ({r.error})" if r.error else "")
            for r in failed[:40]
        ]
    return lines
