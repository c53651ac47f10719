"""The difference between two result sets (a model, prompt or version change).

For each group (overall, per page form, per abnormal state) :func:`compare_runs`
gives the change from set A to set B of the success rate and of the handoff rate,
each with a 95% confidence interval for the difference of two independent
proportions (Newcombe's hybrid score interval built from Wilson intervals), and the
change of the median rounds with a percentile-bootstrap interval. A difference is
significant when its interval excludes zero.

Only cases both sets ran are compared, so a set that ran more or other cases does
not pass for a change of the loop.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from handrail.errors import UsageError
from handrail.evaluation.results import CaseRun
from handrail.evaluation.tables import group_runs, quantile

__all__ = [
    "Comparison",
    "ComparisonSet",
    "Delta",
    "bootstrap_median_difference",
    "compare_runs",
    "format_comparison",
    "newcombe_interval",
    "wilson_interval",
]

Z95 = 1.959963984540054
"""The standard normal quantile of a two-sided 95% interval."""


def wilson_interval(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of the proportion ``successes / n``.

    Raises:
        ValueError: for ``n`` < 1 or ``successes`` outside ``0..n``.

    """
    if n < 1 or not 0 <= successes <= n:
        raise ValueError(f"bad proportion {successes}/{n}")
    p = successes / n
    z2 = z * z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def newcombe_interval(
    successes_a: int, n_a: int, successes_b: int, n_b: int, z: float = Z95
) -> tuple[float, float]:
    """Newcombe's hybrid score interval of ``p_b - p_a`` (two independent proportions)."""
    p_a, p_b = successes_a / n_a, successes_b / n_b
    low_a, high_a = wilson_interval(successes_a, n_a, z)
    low_b, high_b = wilson_interval(successes_b, n_b, z)
    delta = p_b - p_a
    low = delta - math.sqrt((p_b - low_b) ** 2 + (high_a - p_a) ** 2)
    high = delta + math.sqrt((high_b - p_b) ** 2 + (p_a - low_a) ** 2)
    return max(-1.0, low), min(1.0, high)


def bootstrap_median_difference(
    a: Sequence[float], b: Sequence[float], *, resamples: int = 2000, seed: int = 0
) -> tuple[float, float]:
    """A 95% percentile-bootstrap interval of ``median(b) - median(a)``.

    Seeded, so the same sets always give the same interval.
    """
    rng = random.Random(seed)
    diffs = []
    for _ in range(resamples):
        ra = rng.choices(a, k=len(a))
        rb = rng.choices(b, k=len(b))
        diffs.append(quantile(rb, 0.5) - quantile(ra, 0.5))
    return quantile(diffs, 0.025), quantile(diffs, 0.975)


@dataclass(frozen=True, kw_only=True)
class Delta:
    """One figure in set A and set B, B minus A, and the 95% interval of the change."""

    a: float
    """The figure in set A."""
    b: float
    """The figure in set B."""
    low: float
    """The interval's lower end of ``b - a``."""
    high: float
    """The interval's upper end of ``b - a``."""

    @property
    def change(self) -> float:
        """``b - a``."""
        return self.b - self.a

    @property
    def significant(self) -> bool:
        """The interval excludes zero."""
        return self.low > 0 or self.high < 0


@dataclass(frozen=True, kw_only=True)
class Comparison:
    """The change from set A to set B for one group of cases."""

    grouping: str
    """``overall``, ``form`` or ``state``."""
    key: str
    """The group's value (``all`` for overall)."""
    runs_a: int
    """Runs of set A in the group."""
    runs_b: int
    """Runs of set B in the group."""
    success: Delta
    """The success rate."""
    handoff: Delta
    """The handoff rate."""
    rounds: Delta
    """The median rounds."""


def _proportion(a: Sequence[CaseRun], b: Sequence[CaseRun], attr: str) -> Delta:
    hits_a = sum(getattr(r, attr) for r in a)
    hits_b = sum(getattr(r, attr) for r in b)
    low, high = newcombe_interval(hits_a, len(a), hits_b, len(b))
    return Delta(a=hits_a / len(a), b=hits_b / len(b), low=low, high=high)


def _compare(grouping: str, key: str, a: Sequence[CaseRun], b: Sequence[CaseRun]) -> Comparison:
    rounds_a = [float(r.rounds) for r in a]
    rounds_b = [float(r.rounds) for r in b]
    low, high = bootstrap_median_difference(rounds_a, rounds_b)
    return Comparison(
        grouping=grouping,
        key=key,
        runs_a=len(a),
        runs_b=len(b),
        success=_proportion(a, b, "success"),
        handoff=_proportion(a, b, "handoff"),
        rounds=Delta(a=quantile(rounds_a, 0.5), b=quantile(rounds_b, 0.5), low=low, high=high),
    )


@dataclass(frozen=True, kw_only=True)
class ComparisonSet:
    """Every group's comparison, and what was left out because only one set ran it."""

    groups: tuple[Comparison, ...]
    """Overall first, then per form and per state."""
    only_a: tuple[str, ...]
    """Case ids only set A ran (not compared)."""
    only_b: tuple[str, ...]
    """Case ids only set B ran (not compared)."""


def compare_runs(a: Sequence[CaseRun], b: Sequence[CaseRun]) -> ComparisonSet:
    """Compare set ``b`` against set ``a`` on the cases both ran.

    Raises:
        UsageError: when either set is empty or the two have no case in common.

    """
    if not a or not b:
        raise UsageError(f"set {'A' if not a else 'B'} has no runs to compare")
    cases_a = {r.case for r in a}
    cases_b = {r.case for r in b}
    common = cases_a & cases_b
    if not common:
        raise UsageError(
            f"the two sets have no case in common (A ran {len(cases_a)} cases, "
            f"B ran {len(cases_b)}): they cannot be compared"
        )
    a = [r for r in a if r.case in common]
    b = [r for r in b if r.case in common]
    groups = [_compare("overall", "all", a, b)]
    for grouping in ("form", "state"):
        by_a = group_runs(a, grouping)
        by_b = group_runs(b, grouping)
        for key in by_a:
            groups.append(_compare(grouping, key, by_a[key], by_b[key]))
    return ComparisonSet(
        groups=tuple(groups),
        only_a=tuple(sorted(cases_a - common)),
        only_b=tuple(sorted(cases_b - common)),
    )


def _pct_delta(d: Delta) -> str:
    mark = " *" if d.significant else ""
    return (
        f"{100 * d.a:5.1f}% → {100 * d.b:5.1f}% {100 * d.change:+6.1f} "
        f"[{100 * d.low:+.1f}, {100 * d.high:+.1f}]{mark}"
    )


def _rounds_delta(d: Delta) -> str:
    mark = " *" if d.significant else ""
    return f"{d.a:g} → {d.b:g} {d.change:+g} [{d.low:+g}, {d.high:+g}]{mark}"


def format_comparison(result: ComparisonSet, name_a: str = "A", name_b: str = "B") -> str:
    """The comparison as a text table; ``*`` marks a significant difference."""
    header = ("group", "runs A/B", "success (pp, 95% CI)", "handoff (pp, 95% CI)", "median rounds")
    rows = [header]
    for c in result.groups:
        label = "overall" if c.grouping == "overall" else f"{c.grouping}={c.key}"
        rows.append(
            (
                label,
                f"{c.runs_a}/{c.runs_b}",
                _pct_delta(c.success),
                _pct_delta(c.handoff),
                _rounds_delta(c.rounds),
            )
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    lines = [f"A = {name_a}", f"B = {name_b}"]
    for row in rows:
        lines.append("  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip())
    significant = [
        f"{'overall' if c.grouping == 'overall' else f'{c.grouping}={c.key}'} {what}"
        for c in result.groups
        for what, d in (("success", c.success), ("handoff", c.handoff), ("rounds", c.rounds))
        if d.significant
    ]
    lines.append("")
    lines.append(
        "significant at 95% (*): " + ", ".join(significant)
        if significant
        else "no difference is significant at 95%"
    )
    if result.only_a or result.only_b:
        lines.append(
            f"not compared: {len(result.only_a)} cases only in A, {len(result.only_b)} only in B"
        )
    return "\n".join(lines)
