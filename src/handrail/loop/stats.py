"""Figures over run logs: success rate, rounds, handoffs, fallbacks, round times."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from handrail.loop.runlog import RunRecord

__all__ = ["percentile", "run_stats"]


def percentile(values: Sequence[float], q: float) -> float | None:
    """The ``q``-th percentile (0–100) by linear interpolation, ``None`` for no values."""
    if not values:
        return None
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q / 100
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def _r(value: float | None, digits: int = 1) -> float | None:
    return None if value is None else round(value, digits)


def run_stats(runs: Sequence[RunRecord]) -> dict[str, Any]:
    """Aggregate figures over ``runs``.

    Returns:
        ``runs``, ``statuses`` (count per final status), ``success_rate`` (finished /
        runs that were not dry runs), ``handoff_rate``, ``rounds`` (min, p50, p95, max
        and a histogram),
        ``actions``, ``fallback_rate`` (actions carried out by the coordinate fallback),
        ``coordinate_rate`` (actions the planner aimed by coordinates), ``round_ms`` and
        ``overhead_ms`` (round time without the planner's time; p50 and p95) and
        ``cost_usd`` (total).

    """
    statuses = Counter(r.status for r in runs)
    # A dry run plans once and does nothing: it is neither a success nor a failure.
    n = len(runs) - statuses.get("dry_run", 0)
    rounds_per_run = [len(r.rounds) for r in runs]
    times: list[float] = []
    overheads: list[float] = []
    actions = fallbacks = coordinates = 0
    cost = 0.0
    for run in runs:
        usage = run.header.get("usage") or {}
        cost += float(usage.get("cost_usd", 0.0) or 0.0)
        for rec in run.rounds:
            duration = float(rec.get("duration_ms") or 0.0)
            times.append(duration)
            overheads.append(max(0.0, duration - float(rec.get("planner_ms") or 0.0)))
            for act in rec.get("actions") or []:
                if act.get("receipt") is None:
                    continue
                actions += 1
                fallbacks += bool(act.get("fallback"))
                coordinates += bool(act.get("coordinate"))
    return {
        "runs": len(runs),
        "statuses": dict(sorted(statuses.items())),
        "success_rate": _r(statuses.get("finished", 0) / n, 3) if n else None,
        "handoff_rate": _r(statuses.get("handoff", 0) / n, 3) if n else None,
        "rounds": {
            "min": min(rounds_per_run) if rounds_per_run else None,
            "p50": _r(percentile(rounds_per_run, 50)),
            "p95": _r(percentile(rounds_per_run, 95)),
            "max": max(rounds_per_run) if rounds_per_run else None,
            "histogram": dict(sorted(Counter(rounds_per_run).items())),
        },
        "actions": actions,
        "fallback_rate": _r(fallbacks / actions, 3) if actions else None,
        "coordinate_rate": _r(coordinates / actions, 3) if actions else None,
        "round_ms": {"p50": _r(percentile(times, 50)), "p95": _r(percentile(times, 95))},
        "overhead_ms": {
            "p50": _r(percentile(overheads, 50)),
            "p95": _r(percentile(overheads, 95)),
        },
        "cost_usd": round(cost, 6),
    }
