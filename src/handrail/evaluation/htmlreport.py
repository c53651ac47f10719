"""The report as one self-contained HTML page: figures, tables and the failed runs.

The page needs nothing but itself: the plots are inline SVG (:mod:`.plots`), the
style is inline, there is no script and nothing is fetched, so it opens offline and
can be mailed or archived as one file.
"""

from __future__ import annotations

import html
import math
import os
from collections.abc import Sequence
from pathlib import Path

from handrail.errors import UsageError
from handrail.evaluation.cases import FORMS, STATES
from handrail.evaluation.plots import (
    rate_heatmap,
    round_time_by_form,
    round_time_histogram,
    rounds_histogram,
)
from handrail.evaluation.results import CaseRun
from handrail.evaluation.tables import Summary, summarize_all

__all__ = ["render_html", "write_html"]

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 1.5rem auto; max-width: 72rem;
       color: #222; padding: 0 1rem; }
h1 { font-size: 1.4rem; } h2 { font-size: 1.15rem; margin-top: 2rem; }
table { border-collapse: collapse; font-size: 0.85rem; margin: 0.5rem 0; }
th, td { border: 1px solid #ccc; padding: 0.2rem 0.5rem; text-align: right; }
th:first-child, td:first-child, td.text { text-align: left; }
thead th { background: #f0f0f0; }
.figures { display: flex; flex-wrap: wrap; gap: 1rem; }
figure { margin: 0; } figure svg { max-width: 100%; height: auto; }
figcaption { font-size: 0.85rem; color: #555; }
.headline { font-size: 1.05rem; }
"""


def _ordered(present: set[str], order: Sequence[str]) -> list[str]:
    return [k for k in order if k in present] + sorted(present - set(order))


def _pct(value: float) -> str:
    return "–" if math.isnan(value) else f"{100 * value:.1f}%"


def _num(value: float, digits: int = 1) -> str:
    return "–" if math.isnan(value) else f"{value:.{digits}f}"


def _summary_table(title: str, rows: Sequence[Summary]) -> str:
    head = (
        f"<tr><th>{html.escape(title)}</th><th>runs</th><th>success</th><th>handoff</th>"
        "<th>silent successes</th>"
        "<th>errors</th><th>rounds p50</th><th>rounds p95</th><th>rounds max</th>"
        "<th>s/round p50</th><th>s/round p95</th></tr>"
    )
    body = "".join(
        "<tr>"
        f"<td>{html.escape(s.key)}</td><td>{s.runs}</td><td>{_pct(s.success_rate)}</td>"
        f"<td>{_pct(s.handoff_rate)}</td><td>{s.silent_successes}</td><td>{s.errors}</td>"
        f"<td>{_num(s.rounds_p50)}</td><td>{_num(s.rounds_p95)}</td><td>{s.rounds_max}</td>"
        f"<td>{_num(s.round_seconds_p50, 2)}</td><td>{_num(s.round_seconds_p95, 2)}</td>"
        "</tr>"
        for s in rows
    )
    return f"<table><thead>{head}</thead><tbody>{body}</tbody></table>"


def _failures_table(runs: Sequence[CaseRun]) -> str:
    failed = [r for r in runs if not r.success]
    if not failed:
        return "<p>Every run ended with its right outcome.</p>"
    rows = "".join(
        "<tr>"
        f'<td class="text">{html.escape(r.case)}</td><td>{r.repeat}</td>'
        f'<td class="text">{html.escape(r.expected)}</td>'
        f'<td class="text">{html.escape(r.outcome)}'
        f"{' (silent success)' if r.silent_success else ''}</td><td>{r.rounds}</td>"
        f'<td class="text">{html.escape(r.error or r.handoff_reason or "")}</td>'
        f'<td class="text">{html.escape(r.run_log or "")}</td>'
        "</tr>"
        for r in failed
    )
    return (
        "<table><thead><tr><th>case</th><th>repeat</th><th>expected</th><th>outcome</th>"
        "<th>rounds</th><th>reason</th><th>run log</th></tr></thead>"
        f"<tbody>{rows}</tbody></table>"
    )


def _figure(svg: str, caption: str) -> str:
    return f"<figure>{svg}<figcaption>{html.escape(caption)}</figcaption></figure>"


def render_html(runs: Sequence[CaseRun], *, title: str = "Handrail acceptance suite") -> str:
    """The report page for ``runs`` as one HTML document.

    Raises:
        UsageError: for no runs.

    """
    if not runs:
        raise UsageError("no runs to report")
    summaries = summarize_all(runs)
    overall = summaries[0]
    forms = _ordered({r.form for r in runs}, FORMS)
    states = _ordered({r.state for r in runs}, STATES)
    planners = ", ".join(sorted({r.planner for r in runs if r.planner})) or "unknown"
    versions = ", ".join(sorted({r.handrail for r in runs if r.handrail})) or "unknown"
    figures = [
        _figure(rounds_histogram(runs), "How many rounds runs took."),
        _figure(
            rate_heatmap(runs, rate="success", forms=forms, states=states, prefix="success"),
            "Share of runs ending with their right outcome; grey: no runs.",
        ),
        _figure(
            rate_heatmap(runs, rate="handoff", forms=forms, states=states, prefix="handoff"),
            "Share of runs handing off to a person.",
        ),
        _figure(round_time_histogram(runs), "Seconds each round took."),
        _figure(round_time_by_form(runs), "Seconds per round for each page form."),
    ]
    sections = [
        _summary_table(grouping, [s for s in summaries if s.grouping == grouping])
        for grouping in ("form", "state", "operation")
    ]
    headline = (
        f"{overall.runs} runs: success {_pct(overall.success_rate)}, handoff "
        f"{_pct(overall.handoff_rate)}, silent successes {overall.silent_successes}, "
        f"rounds p50 {_num(overall.rounds_p50)} / p95 {_num(overall.rounds_p95)} / max "
        f"{overall.rounds_max}, {_num(overall.round_seconds_p50, 2)} s per round (p50)."
    )
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title>"
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<style>{_STYLE}</style></head><body>"
        f"<h1>{html.escape(title)}</h1>"
        f'<p class="headline">{html.escape(headline)}</p>'
        f"<p>Planner: {html.escape(planners)}. Handrail {html.escape(versions)}.</p>"
        f'<h2>Figures</h2><div class="figures">{"".join(figures)}</div>'
        "<h2>Overall</h2>" + _summary_table("overall", [overall]) + "<h2>By page form</h2>"
        f"{sections[0]}<h2>By abnormal state</h2>{sections[1]}"
        f"<h2>By operation</h2>{sections[2]}"
        f"<h2>Runs with the wrong outcome</h2>{_failures_table(runs)}"
        "</body></html>\n"
    )


def write_html(path: str | os.PathLike[str], runs: Sequence[CaseRun]) -> Path:
    """Write the report page for ``runs`` to ``path`` (through a temporary file).

    Raises:
        UsageError: for no runs, or when the file cannot be written.

    """
    page = render_html(runs)
    target = Path(path)
    partial = target.with_name(f".{target.name}.partial")
    try:
        partial.write_text(page, encoding="utf-8")
        partial.replace(target)
    except OSError as exc:
        raise UsageError(f"report {target}: {exc.strerror or exc}") from None
    return target
