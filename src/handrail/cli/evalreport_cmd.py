"""``handrail eval report`` and ``handrail eval compare``: reading result sets back.

``eval report RESULTS… [--html F]`` prints success, handoff and rounds overall and
per page form, abnormal state and operation, and writes the HTML page with plots;
``eval compare A B`` prints the change from set A to set B with 95% confidence
intervals. Both exit 0, or 2 for a missing, bad or empty results file.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
from typing import Any

from handrail.cli.common import CliContext, add_format_arg
from handrail.errors import UsageError
from handrail.evaluation.results import CaseRun, read_runs

__all__ = ["cmd_compare", "cmd_report", "register"]


def register(sub: Any) -> None:
    """Add ``eval report`` and ``eval compare`` to ``sub``."""
    p = sub.add_parser(
        "eval report",
        prog="handrail eval report",
        help="summarize eval results: success, handoff and rounds; an HTML page with plots",
        description=(
            "Reads results files written by 'handrail eval' and prints success rate, handoff "
            "rate, silent successes, rounds (p50/p95/max) and time per round, overall and per "
            "page form, abnormal state and operation. --html writes a self-contained page with "
            "plots that opens offline."
        ),
    )
    p.add_argument("results", nargs="+", metavar="RESULTS", help="results JSONL files")
    p.add_argument("--html", metavar="FILE", help="also write the report page to FILE")
    add_format_arg(p)
    p.set_defaults(handler=cmd_report)

    c = sub.add_parser(
        "eval compare",
        prog="handrail eval compare",
        help="compare two eval result sets with 95%% confidence intervals",
        description=(
            "The change from result set A to result set B (a model, prompt or version "
            "change) overall, per page form and per abnormal state: success and handoff "
            "rates with Newcombe intervals, median rounds with a bootstrap interval. "
            "Only cases both sets ran are compared; '*' marks a significant difference."
        ),
    )
    c.add_argument("a", metavar="A", help="the baseline results file")
    c.add_argument("b", metavar="B", help="the results file to compare with it")
    add_format_arg(c)
    c.set_defaults(handler=cmd_compare)


def _read_all(paths: list[str]) -> list[CaseRun]:
    runs: list[CaseRun] = []
    for path in paths:
        got = read_runs(path)
        if not got:
            raise UsageError(f"results {path}: no runs")
        runs.extend(got)
    return runs


def _json_safe(value: Any) -> Any:
    if isinstance(value, float) and math.isnan(value):
        return None
    return value


def cmd_report(args: argparse.Namespace, ctx: CliContext) -> int:
    """Print the summary tables of the results files and write the HTML page if asked."""
    from handrail.evaluation.tables import format_table, summarize_all

    runs = _read_all(args.results)
    summaries = summarize_all(runs)
    page = None
    if args.html:
        from handrail.evaluation.htmlreport import write_html

        page = str(write_html(args.html, runs))
    if ctx.json:
        rows = []
        for s in summaries:
            row = {k: _json_safe(v) for k, v in dataclasses.asdict(s).items()}
            row["success_rate"] = _json_safe(s.success_rate)
            row["handoff_rate"] = _json_safe(s.handoff_rate)
            rows.append(row)
        ctx.emit_json({"summaries": rows, "html": page})
        return 0
    ctx.emit(format_table(summaries))
    if page:
        ctx.emit(f"report: {page}")
    return 0


def cmd_compare(args: argparse.Namespace, ctx: CliContext) -> int:
    """Print the change from results file A to results file B."""
    from handrail.evaluation.compare import compare_runs, format_comparison

    a = read_runs(args.a)
    b = read_runs(args.b)
    if not a or not b:
        raise UsageError(f"results {args.a if not a else args.b}: no runs")
    result = compare_runs(a, b)
    if ctx.json:
        groups = []
        for c in result.groups:
            row: dict[str, Any] = {
                "grouping": c.grouping,
                "key": c.key,
                "runs_a": c.runs_a,
                "runs_b": c.runs_b,
            }
            for name in ("success", "handoff", "rounds"):
                d = getattr(c, name)
                row[name] = {
                    "a": d.a,
                    "b": d.b,
                    "change": d.change,
                    "low": d.low,
                    "high": d.high,
                    "significant": d.significant,
                }
            groups.append(row)
        ctx.emit_json(
            {"groups": groups, "only_a": list(result.only_a), "only_b": list(result.only_b)}
        )
        return 0
    ctx.emit(format_comparison(result, args.a, args.b))
    return 0
