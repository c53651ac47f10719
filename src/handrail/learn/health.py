"""Health over run logs: latency, environment churn, negative samples, outcomes, causes.

Figures and the alerts that watch them (``docs/runlog.md``):

- action latency (each action's ``latency_ms``) and round latency (a round's time
  without the planner's: the model's speed is not the agent's health) with p50/p95 and
  a histogram; alert when a p95 is above :attr:`Thresholds.latency_p95_ms`;
- environment fingerprint changes per hour (rounds in time order, a change whenever
  the fingerprint differs from the round before); alert when an hour has more than
  :attr:`Thresholds.fingerprint_changes_per_hour`;
- the negative-sample rate (failed rounds per round) of the last seven days against the
  seven before; alert when it rose by :attr:`Thresholds.negative_rise` or more;
- success and handoff rate per day (per hour over spans of two days or less);
- the root causes most often seen.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from handrail.learn.mine import Labels, label_all
from handrail.loop.runlog import RunRecord
from handrail.loop.stats import percentile

__all__ = ["WEEK", "Alert", "Health", "Thresholds", "fingerprint_of", "health", "health_lines"]

WEEK = 7 * 86400.0
_BINS_MS = (50, 100, 200, 500, 1000, 2000, 5000, 10000)


@dataclass(frozen=True, kw_only=True)
class Thresholds:
    """When health figures raise an alert."""

    latency_p95_ms: float = 2000.0
    fingerprint_changes_per_hour: int = 5
    negative_rise: float = 0.5


@dataclass(frozen=True, kw_only=True)
class Alert:
    """One alert: which figure, its value, the threshold it crossed, a line for a person."""

    name: str
    value: float
    threshold: float
    message: str

    def to_json(self) -> dict[str, Any]:
        """The JSON form."""
        return {
            "name": self.name,
            "value": self.value,
            "threshold": self.threshold,
            "message": self.message,
        }


@dataclass(frozen=True, kw_only=True)
class Health:
    """The figures and the alerts."""

    since: float
    until: float
    runs: int
    figures: dict[str, Any]
    alerts: tuple[Alert, ...] = field(default_factory=tuple)

    def to_json(self) -> dict[str, Any]:
        """The JSON form (``handrail log health --json``)."""
        return {
            "since": self.since,
            "until": self.until,
            "runs": self.runs,
            **self.figures,
            "alerts": [a.to_json() for a in self.alerts],
        }


def fingerprint_of(rec: dict[str, Any]) -> str | None:
    """A round's environment fingerprint, wherever the run log keeps it.

    A string is the fingerprint; an environment object (screen, scale, focused
    application, locale) without one is hashed.
    """
    for holder in (rec, rec.get("snapshot_before") or {}, rec.get("evidence") or {}):
        for key in ("environment_fingerprint", "env_fingerprint", "environment"):
            value = holder.get(key) if isinstance(holder, dict) else None
            if isinstance(value, dict):
                value = value.get("fingerprint") or value.get("hash") or _digest(value)
            if isinstance(value, str) and value:
                return value
    return None


def _digest(value: dict[str, Any]) -> str:
    text = json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def _distribution(values: Sequence[float]) -> dict[str, Any]:
    hist: dict[str, int] = {}
    lo = 0
    for hi in (*_BINS_MS, None):
        name = f"{lo}-{hi}" if hi is not None else f"{lo}+"
        hist[name] = sum(1 for v in values if v >= lo and (hi is None or v < hi))
        lo = hi or lo
    p50, p95 = percentile(values, 50), percentile(values, 95)
    return {
        "count": len(values),
        "p50": None if p50 is None else round(p50, 1),
        "p95": None if p95 is None else round(p95, 1),
        "histogram": hist,
    }


def _rounds_in(runs: Sequence[RunRecord], lo: float, hi: float) -> list[dict[str, Any]]:
    return [
        rec for run in runs for rec in run.rounds if lo <= float(rec.get("started_at") or 0) < hi
    ]


class _LabelCache:
    def __init__(self) -> None:
        self._done: dict[int, Labels] = {}

    def of(self, run: RunRecord) -> Labels:
        if id(run) not in self._done:
            self._done[id(run)] = label_all(run)
        return self._done[id(run)]


def _negative_rate(
    runs: Sequence[RunRecord], lo: float, hi: float, cache: _LabelCache
) -> tuple[int, int]:
    rounds = failed = 0
    for run in runs:
        for i, rec in enumerate(run.rounds):
            if not lo <= float(rec.get("started_at") or 0) < hi:
                continue
            labels = cache.of(run)
            rounds += 1
            failed += labels.rounds[i] is not None
    return failed, rounds


def _bucket(ts: float, width: float) -> str:
    fmt = "%Y-%m-%d %H:00" if width < 86400 else "%Y-%m-%d"
    return time.strftime(fmt, time.gmtime(ts - ts % width))


def health(
    runs: Sequence[RunRecord],
    *,
    since: float,
    now: float | None = None,
    thresholds: Thresholds | None = None,
) -> Health:
    """Health of ``runs`` over the last ``since`` seconds.

    The week-over-week rate looks at the last fourteen days whatever ``since`` is.
    """
    t = thresholds or Thresholds()
    until = time.time() if now is None else now
    start = until - since
    window = [r for r in runs if float(r.header.get("started_at") or 0) >= start]
    rounds = _rounds_in(runs, start, until + 1)
    action_ms = [
        float(a.get("latency_ms") or 0.0)
        for rec in rounds
        for a in rec.get("actions") or []
        if a.get("receipt") is not None
    ]
    round_ms = [
        max(0.0, float(rec.get("duration_ms") or 0) - float(rec.get("planner_ms") or 0))
        for rec in rounds
    ]
    # Fingerprint changes, rounds of every run in time order.
    ordered = sorted(rounds, key=lambda r: float(r.get("started_at") or 0))
    changes: Counter[str] = Counter()
    last: str | None = None
    for rec in ordered:
        fp = fingerprint_of(rec)
        if fp is None:
            continue
        if last is not None and fp != last:
            changes[_bucket(float(rec.get("started_at") or 0), 3600)] += 1
        last = fp
    cache = _LabelCache()
    this_failed, this_rounds = _negative_rate(runs, until - WEEK, until + 1, cache)
    prev_failed, prev_rounds = _negative_rate(runs, until - 2 * WEEK, until - WEEK, cache)
    this_rate = this_failed / this_rounds if this_rounds else None
    prev_rate = prev_failed / prev_rounds if prev_rounds else None
    # Outcomes over time.
    width = 3600.0 if since <= 2 * 86400 else 86400.0
    buckets: dict[str, Counter[str]] = {}
    causes: Counter[str] = Counter()
    for run in sorted(window, key=lambda r: float(r.header.get("started_at") or 0)):
        key = _bucket(float(run.header.get("started_at") or 0), width)
        # "finished (unverified)" is a success too (the planner's word, no checks given).
        status = "finished" if run.status.startswith("finished") else run.status
        buckets.setdefault(key, Counter())[status] += 1
        labels = cache.of(run)
        causes.update(f.label.value for f in labels.rounds if f is not None)
        if labels.ending is not None:
            causes[labels.ending.label.value] += 1
    outcomes = []
    for key, counts in buckets.items():
        n = sum(counts.values()) - counts.get("dry_run", 0) - counts.get("running", 0)
        outcomes.append(
            {
                "at": key,
                "runs": sum(counts.values()),
                "success_rate": round(counts.get("finished", 0) / n, 3) if n else None,
                "handoff_rate": round(counts.get("handoff", 0) / n, 3) if n else None,
            }
        )
    figures = {
        "action_latency_ms": _distribution(action_ms),
        "round_latency_ms": _distribution(round_ms),
        "fingerprint_changes": {
            "per_hour": dict(sorted(changes.items())),
            "max_per_hour": max(changes.values(), default=0),
            "rounds_with_fingerprint": sum(1 for r in rounds if fingerprint_of(r) is not None),
        },
        "negative_rate": {
            "this_week": None if this_rate is None else round(this_rate, 4),
            "last_week": None if prev_rate is None else round(prev_rate, 4),
            "this_week_counts": [this_failed, this_rounds],
            "last_week_counts": [prev_failed, prev_rounds],
        },
        "outcomes": outcomes,
        "root_causes": dict(causes.most_common(10)),
    }
    return Health(
        since=start,
        until=until,
        runs=len(window),
        figures=figures,
        alerts=tuple(_alerts(figures, this_rate, prev_rate, t)),
    )


def _alerts(
    figures: dict[str, Any], this_rate: float | None, prev_rate: float | None, t: Thresholds
) -> list[Alert]:
    out: list[Alert] = []
    for key, what in (("action_latency_ms", "action"), ("round_latency_ms", "round")):
        p95 = figures[key]["p95"]
        if p95 is not None and p95 > t.latency_p95_ms:
            out.append(
                Alert(
                    name=f"{what}_latency_p95",
                    value=p95,
                    threshold=t.latency_p95_ms,
                    message=f"{what} latency p95 is {p95:.0f} ms (over {t.latency_p95_ms:.0f} ms)",
                )
            )
    most = figures["fingerprint_changes"]["max_per_hour"]
    if most > t.fingerprint_changes_per_hour:
        hours = [h for h, n in figures["fingerprint_changes"]["per_hour"].items() if n == most]
        out.append(
            Alert(
                name="fingerprint_churn",
                value=float(most),
                threshold=float(t.fingerprint_changes_per_hour),
                message=f"the environment changed {most} times in the hour from {hours[0]}"
                f" (over {t.fingerprint_changes_per_hour})",
            )
        )
    if this_rate is not None and prev_rate:
        rise = round(this_rate / prev_rate - 1, 9)  # 0.3 / 0.2 - 1 is 0.4999…
        if rise >= t.negative_rise:
            out.append(
                Alert(
                    name="negative_rate_rise",
                    value=round(rise, 4),
                    threshold=t.negative_rise,
                    message=f"failed rounds rose from {prev_rate:.1%} to {this_rate:.1%}"
                    f" week over week (+{rise:.0%}, alert at +{t.negative_rise:.0%})",
                )
            )
    return out


def health_lines(data: dict[str, Any]) -> list[str]:
    """Health figures as lines of text for a person."""
    act, rnd = data["action_latency_ms"], data["round_latency_ms"]
    neg = data["negative_rate"]
    fp = data["fingerprint_changes"]
    lines = [
        f"runs: {data['runs']}",
        f"action latency: p50 {act['p50']} ms · p95 {act['p95']} ms ({act['count']} actions)",
        f"round latency (without the planner): p50 {rnd['p50']} ms · p95 {rnd['p95']} ms",
        f"environment changes: at most {fp['max_per_hour']} in an hour",
        f"failed rounds: this week {_pct(neg['this_week'])} · last week {_pct(neg['last_week'])}",
    ]
    for o in data["outcomes"]:
        lines.append(
            f"  {o['at']}: {o['runs']} run(s), success {_pct(o['success_rate'])},"
            f" handoff {_pct(o['handoff_rate'])}"
        )
    if data["root_causes"]:
        lines.append(
            "top root causes: " + ", ".join(f"{k} {v}" for k, v in data["root_causes"].items())
        )
    for alert in data["alerts"]:
        lines.append(f"ALERT {alert['name']}: {alert['message']}")
    if not data["alerts"]:
        lines.append("no alerts")
    return lines


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value * 100:.1f}%"
