"""Summaries of a result set: success, handoff and rounds, overall and per group.

:func:`summarize` gives one :class:`Summary` per group of runs (overall, per page
form, per abnormal state, per operation); :func:`format_table` lays them out for the
terminal; :func:`headline` and :func:`failed_lines` are what ``handrail eval`` prints
with it at the end of a run set. The HTML page (:mod:`handrail.evaluation.htmlreport`)
shows the same figures.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from handrail.evaluation.cases import FORMS, OPERATIONS, STATES
from handrail.evaluation.results import CaseRun

__all__ = [
    "GROUPINGS",
    "Summary",
    "failed_lines",
    "format_table",
    "group_runs",
    "headline",
    "quantile",
    "round_times",
    "summarize",
    "summarize_all",
]

GROUPINGS: dict[str, Callable[[CaseRun], str]] = {
    "form": lambda run: run.form,
    "state": lambda run: run.state,
    "operation": lambda run: run.operation,
}
"""The ways runs are grouped, each with the key it groups by."""

_ORDER: dict[str, tuple[str, ...]] = {"form": FORMS, "state": STATES, "operation": OPERATIONS}


def quantile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile (0..1) of ``values``, interpolated linearly between ranks.

    ``nan`` for no values.
    """
    if not values:
        return math.nan
    ordered = sorted(values)
    at = q * (len(ordered) - 1)
    low = math.floor(at)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (at - low)


def round_times(runs: Iterable[CaseRun]) -> list[float]:
    """Seconds of every round of ``runs``.

    A run that recorded no per-round times but ran rounds counts its mean round
    (its seconds over its rounds) once per round.
    """
    times: list[float] = []
    for run in runs:
        if run.round_seconds:
            times.extend(run.round_seconds)
        elif run.rounds > 0:
            times.extend([run.seconds / run.rounds] * run.rounds)
    return times


@dataclass(frozen=True, kw_only=True)
class Summary:
    """The figures of one group of runs."""

    grouping: str
    """What the runs are grouped by: ``overall``, ``form``, ``state`` or ``operation``."""
    key: str
    """The group's value (``chat``, ``popup``, …; ``all`` for overall)."""
    runs: int
    """How many runs."""
    successes: int
    """Runs whose outcome was the right one."""
    handoffs: int
    """Runs that handed off to a person."""
    silent_successes: int
    """Runs that claimed success where a handoff was right."""
    errors: int
    """Runs that ended in an error."""
    rounds_p50: float
    """Median rounds."""
    rounds_p95: float
    """95th percentile of rounds."""
    rounds_max: int
    """Most rounds."""
    round_seconds_p50: float
    """Median seconds per round (``nan`` with no rounds)."""
    round_seconds_p95: float
    """95th percentile of seconds per round."""

    @property
    def success_rate(self) -> float:
        """Successes over runs (``nan`` for no runs)."""
        return self.successes / self.runs if self.runs else math.nan

    @property
    def handoff_rate(self) -> float:
        """Handoffs over runs (``nan`` for no runs)."""
        return self.handoffs / self.runs if self.runs else math.nan


def summarize(runs: Sequence[CaseRun], *, grouping: str = "overall", key: str = "all") -> Summary:
    """The :class:`Summary` of ``runs``."""
    rounds = [float(r.rounds) for r in runs]
    times = round_times(runs)
    return Summary(
        grouping=grouping,
        key=key,
        runs=len(runs),
        successes=sum(r.success for r in runs),
        handoffs=sum(r.handoff for r in runs),
        silent_successes=sum(r.silent_success for r in runs),
        errors=sum(r.error is not None or r.outcome == "error" for r in runs),
        rounds_p50=quantile(rounds, 0.5),
        rounds_p95=quantile(rounds, 0.95),
        rounds_max=max((r.rounds for r in runs), default=0),
        round_seconds_p50=quantile(times, 0.5),
        round_seconds_p95=quantile(times, 0.95),
    )


def group_runs(runs: Iterable[CaseRun], grouping: str) -> dict[str, list[CaseRun]]:
    """``runs`` by the value of ``grouping`` (a key of :data:`GROUPINGS`).

    Groups come in the suite's own order (forms, states, operations as the case files
    name them), any other key after them, sorted.
    """
    by: dict[str, list[CaseRun]] = {}
    key_of = GROUPINGS[grouping]
    for run in runs:
        by.setdefault(key_of(run), []).append(run)
    order = _ORDER[grouping]

    def rank(key: str) -> tuple[int, str]:
        return (order.index(key), "") if key in order else (len(order), key)

    return dict(sorted(by.items(), key=lambda item: rank(item[0])))


def summarize_all(runs: Sequence[CaseRun]) -> list[Summary]:
    """The overall summary, then one per form, per state and per operation."""
    out = [summarize(runs)]
    for grouping in GROUPINGS:
        for key, members in group_runs(runs, grouping).items():
            out.append(summarize(members, grouping=grouping, key=key))
    return out


def _pct(value: float) -> str:
    return "-" if math.isnan(value) else f"{100 * value:.1f}%"


def _num(value: float, digits: int = 1) -> str:
    if math.isnan(value):
        return "-"
    return f"{value:.{digits}f}"


_HEADER = (
    "group",
    "runs",
    "success",
    "handoff",
    "silent",
    "errors",
    "rounds p50",
    "p95",
    "max",
    "s/round p50",
    "p95",
)


def _row(s: Summary) -> tuple[str, ...]:
    label = "overall" if s.grouping == "overall" else f"{s.grouping}={s.key}"
    return (
        label,
        str(s.runs),
        _pct(s.success_rate),
        _pct(s.handoff_rate),
        str(s.silent_successes),
        str(s.errors),
        _num(s.rounds_p50),
        _num(s.rounds_p95),
        str(s.rounds_max),
        _num(s.round_seconds_p50, 2),
        _num(s.round_seconds_p95, 2),
    )


def format_table(summaries: Sequence[Summary]) -> str:
    """The summaries as an aligned text table, a blank line between groupings."""
    rows = [_HEADER, *(_row(s) for s in summaries)]
    widths = [max(len(r[i]) for r in rows) for i in range(len(_HEADER))]

    def line(cells: tuple[str, ...]) -> str:
        first = cells[0].ljust(widths[0])
        rest = (c.rjust(w) for c, w in zip(cells[1:], widths[1:], strict=True))
        return "  ".join([first, *rest]).rstrip()

    lines = [line(_HEADER)]
    previous = None
    for s, cells in zip(summaries, rows[1:], strict=True):
        if previous is not None and s.grouping != previous:
            lines.append("")
        previous = s.grouping
        lines.append(line(cells))
    return "\n".join(lines)


def headline(summary: Summary, seconds: float | None = None) -> str:
    """One line of a set's figures.

    ``success 96.2% (25/26)  handoff 30.8%  silent 0  rounds p50 2 p95 4 max 6  wall 312s``.
    """
    line = (
        f"success {_pct(summary.success_rate)} ({summary.successes}/{summary.runs})"
        f"  handoff {_pct(summary.handoff_rate)}  silent {summary.silent_successes}"
        f"  rounds p50 {_num(summary.rounds_p50)} p95 {_num(summary.rounds_p95)}"
        f" max {summary.rounds_max}"
    )
    return line if seconds is None else f"{line}  wall {seconds:.0f}s"


def failed_lines(runs: Sequence[CaseRun], most: int = 40) -> list[str]:
    """The runs with the wrong outcome, one line each (at most ``most``), under a title."""
    failed = [r for r in runs if not r.success]
    if not failed:
        return []
    lines = [f"failed ({len(failed)}):"]
    lines += [
        f"  {r.case} #{r.repeat}: expected {r.expected}, got {r.outcome}"
        + (f" ({r.error})" if r.error else "")
        for r in failed[:most]
    ]
    if len(failed) > most:
        lines.append(f"  … and {len(failed) - most} more")
    return lines
