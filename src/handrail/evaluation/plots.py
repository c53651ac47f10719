"""The report's plots, drawn with matplotlib as inline SVG.

Each function returns one ``<svg>`` element ready to embed in a page: no XML prolog,
every id prefixed so several plots can share a page, and a ``<title>`` so the plot
is named to a person and to assistive technology. Matplotlib is imported only
when a plot is drawn.
"""

from __future__ import annotations

import html
import io
import math
import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from handrail.evaluation.results import CaseRun
from handrail.evaluation.tables import group_runs, quantile, round_times

if TYPE_CHECKING:
    from matplotlib.figure import Figure

__all__ = ["rate_heatmap", "round_time_by_form", "round_time_histogram", "rounds_histogram"]

_RC: dict[str, Any] = {"svg.fonttype": "none", "svg.hashsalt": "handrail", "font.size": 9}


def _figure(width: float, height: float) -> Figure:
    from matplotlib.figure import Figure

    return Figure(figsize=(width, height), layout="constrained")


def _svg(fig: Figure, prefix: str, title: str) -> str:
    import matplotlib

    buf = io.StringIO()
    with matplotlib.rc_context(_RC):  # type: ignore[arg-type]
        fig.savefig(buf, format="svg", metadata={"Date": None})
    text = buf.getvalue()
    text = text[text.index("<svg") :]
    text = re.sub(r'\bid="([^"]+)"', rf'id="{prefix}-\1"', text)
    text = re.sub(r"url\(#([^)]+)\)", rf"url(#{prefix}-\1)", text)
    text = re.sub(r'href="#([^"]+)"', rf'href="#{prefix}-\1"', text)
    head_end = text.index(">") + 1
    title_id = f"{prefix}-title"
    head = text[: head_end - 1] + f' role="img" aria-labelledby="{title_id}">'
    return f'{head}<title id="{title_id}">{html.escape(title)}</title>{text[head_end:]}'


def rounds_histogram(runs: Sequence[CaseRun], *, prefix: str = "rounds") -> str:
    """A histogram of rounds per run, successes and failures stacked."""
    title = "Rounds per run"
    fig = _figure(6.4, 3.2)
    ax = fig.subplots()
    top = max((r.rounds for r in runs), default=0)
    bins = [b - 0.5 for b in range(top + 2)]
    good = [r.rounds for r in runs if r.success]
    bad = [r.rounds for r in runs if not r.success]
    ax.hist(
        [good, bad],
        bins=bins,
        stacked=True,
        color=["#2e7d32", "#c62828"],
        label=["right outcome", "wrong outcome"],
    )
    ax.set_xlabel("rounds")
    ax.set_ylabel("runs")
    ax.set_title(title)
    from matplotlib.ticker import MaxNLocator

    ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.legend(loc="upper right")
    return _svg(fig, prefix, title)


def rate_heatmap(
    runs: Sequence[CaseRun],
    *,
    rate: str,
    forms: Sequence[str],
    states: Sequence[str],
    prefix: str,
) -> str:
    """A heat map of ``rate`` (``success`` or ``handoff``) per page form × abnormal state.

    A cell shows the rate and its number of runs; a cell without runs is grey.
    """
    import numpy as np

    title = f"{rate.capitalize()} rate per form and abnormal state"
    cells: dict[tuple[str, str], list[CaseRun]] = {}
    for run in runs:
        cells.setdefault((run.form, run.state), []).append(run)
    values = np.full((len(forms), len(states)), np.nan)
    for (form, state), members in cells.items():
        hits = sum(getattr(r, rate) for r in members)
        values[forms.index(form), states.index(state)] = hits / len(members)
    fig = _figure(1.3 + 0.95 * len(states), max(2.4, 1.0 + 0.42 * len(forms)))
    ax = fig.subplots()
    import matplotlib

    cmap = matplotlib.colormaps["RdYlGn" if rate == "success" else "Purples"]
    cmap = cmap.with_extremes(bad="#dddddd")
    image = ax.imshow(np.ma.masked_invalid(values), cmap=cmap, vmin=0.0, vmax=1.0, aspect="auto")
    ax.set_xticks(range(len(states)), labels=list(states))
    ax.set_yticks(range(len(forms)), labels=list(forms))
    ax.set_xlabel("abnormal state")
    ax.set_ylabel("page form")
    ax.set_title(title)
    for (form, state), members in cells.items():
        value = values[forms.index(form), states.index(state)]
        dark = (rate == "handoff" and value > 0.6) or (rate == "success" and not 0.25 < value < 0.8)
        ax.text(
            states.index(state),
            forms.index(form),
            f"{100 * value:.0f}%\nn={len(members)}",
            ha="center",
            va="center",
            fontsize=7,
            color="white" if dark else "black",
        )
    fig.colorbar(image, ax=ax, label=f"{rate} rate", shrink=0.8)
    return _svg(fig, prefix, title)


def round_time_histogram(runs: Sequence[CaseRun], *, prefix: str = "roundtime") -> str:
    """A histogram of seconds per round, the median and 95th percentile marked."""
    title = "Time per round"
    times = round_times(runs)
    fig = _figure(6.4, 3.2)
    ax = fig.subplots()
    ax.hist(times, bins=min(40, max(5, len(times) // 4)), color="#1565c0")
    marks: list[tuple[float, str, str]] = [
        (quantile(times, 0.5), "p50", "--"),
        (quantile(times, 0.95), "p95", ":"),
    ]
    for value, name, style in marks:
        if not math.isnan(value):
            ax.axvline(value, color="black", linestyle=style, label=f"{name} {value:.2f} s")
    ax.set_xlabel("seconds per round")
    ax.set_ylabel("rounds")
    ax.set_title(title)
    if times:
        ax.legend(loc="upper right")
    return _svg(fig, prefix, title)


def round_time_by_form(runs: Sequence[CaseRun], *, prefix: str = "formtime") -> str:
    """Box plots of seconds per round for each page form."""
    title = "Time per round by page form"
    groups = {form: round_times(members) for form, members in group_runs(runs, "form").items()}
    groups = {form: times for form, times in groups.items() if times}
    fig = _figure(6.4, 3.2)
    ax = fig.subplots()
    if groups:
        kwargs: dict[str, Any] = {"tick_labels": list(groups)}
        ax.boxplot(list(groups.values()), showfliers=True, **kwargs)
    ax.set_ylabel("seconds per round")
    ax.set_xlabel("page form")
    ax.set_title(title)
    return _svg(fig, prefix, title)
