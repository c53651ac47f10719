"""``handrail log mine|review|export|health|archive``: learning from run logs.

Thin shells over :mod:`handrail.learn` and :mod:`handrail.loop.archive`. ``log health
--check`` exits :data:`ALERT_EXIT` when an alert fires (0 when quiet).
"""

from __future__ import annotations

import argparse
import getpass
from collections.abc import Callable
from pathlib import Path
from typing import Any

from handrail.cli.common import CliContext, add_format_arg
from handrail.errors import UsageError
from handrail.learn import (
    FORMATS,
    Proposal,
    ReviewQueue,
    RootCause,
    export_samples,
    health,
    mine_run,
    review_dir,
)
from handrail.learn.health import health_lines
from handrail.loop.archive import archive_runs, parse_age
from handrail.loop.runlog import RunRecord, read_run, resolve_run, run_dirs

__all__ = ["ALERT_EXIT", "register", "select_runs"]

ALERT_EXIT = 20
"""``handrail log health --check``: at least one alert fired."""

RunsDir = Callable[[argparse.Namespace, CliContext], Path]


def register(logsub: Any, runs_dir: RunsDir) -> None:
    """Add the learning commands to the ``log`` subcommands."""

    def with_dir(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
        p.add_argument("--log-dir", metavar="DIR", help="runs directory (default: state dir/runs)")
        p.set_defaults(_runs_dir=runs_dir)
        return p

    mine = with_dir(logsub.add_parser("mine", help="label failures and queue them for review"))
    mine.add_argument("runs", nargs="*", metavar="RUN", help="run ids or paths (default: all)")
    add_format_arg(mine)
    mine.set_defaults(handler=cmd_mine)

    review = logsub.add_parser("review", help="list the review queue, or review one sample")
    review.add_argument("sample", nargs="?", metavar="SAMPLE", help="a sample id to review")
    verdict = review.add_mutually_exclusive_group()
    verdict.add_argument("--confirm", action="store_true", help="the label is right")
    verdict.add_argument("--relabel", metavar="LABEL", help="the right root cause")
    verdict.add_argument("--reject", action="store_true", help="not a usable sample")
    review.add_argument("--by", help="who reviews (default: the user name)")
    review.add_argument("--note", default="", help="a note kept with the review")
    review.add_argument(
        "--correct", metavar="TEXT", help="the correction, in words (replaces the proposal)"
    )
    review.add_argument(
        "--status", choices=("pending", "confirmed", "relabelled", "rejected"), help="list only"
    )
    add_format_arg(review)
    review.set_defaults(handler=cmd_review)

    export = logsub.add_parser("export", help="export reviewed samples")
    export.add_argument("--reviewed", action="store_true", help="export the reviewed samples")
    export.add_argument("--format", choices=FORMATS, default="jsonl", help="default: jsonl")
    export.add_argument("--output", "-o", metavar="FILE", help="write here (default: stdout)")
    export.set_defaults(handler=cmd_export)

    hp = with_dir(logsub.add_parser("health", help="latency, churn, failures, outcomes, alerts"))
    hp.add_argument("--since", default="7d", help="how far back (default: 7d)")
    hp.add_argument("--check", action="store_true", help=f"exit {ALERT_EXIT} when an alert fires")
    add_format_arg(hp)
    hp.set_defaults(handler=cmd_health)

    ar = with_dir(logsub.add_parser("archive", help="pack old runs into zstandard archives"))
    ar.add_argument("--older-than", required=True, metavar="AGE", help="e.g. 7d, 12h")
    add_format_arg(ar)
    ar.set_defaults(handler=cmd_archive)


def _root(args: argparse.Namespace, ctx: CliContext) -> Path:
    fn: RunsDir = args._runs_dir
    return fn(args, ctx)


def select_runs(refs: list[str], root: Path) -> list[RunRecord]:
    """The runs named by ``refs`` (every run in ``root`` for none or ``all``).

    Raises:
        UsageError: for a run that does not resolve or cannot be read.

    """
    if not refs or refs == ["all"]:
        return [read_run(p) for p in reversed(run_dirs(root))]
    return [read_run(resolve_run(ref, root)) for ref in refs]


def cmd_mine(args: argparse.Namespace, ctx: CliContext) -> int:
    """Label runs' failures and queue them for review."""
    queue = ReviewQueue(review_dir(ctx.settings.state_dir))
    rows: list[dict[str, Any]] = []
    for run in select_runs(args.runs, _root(args, ctx)):
        for mined in mine_run(run):
            added = queue.add(mined)
            s = mined.sample
            rows.append(
                {
                    "id": s.id,
                    "run_id": s.run_id,
                    "round": s.round,
                    "label": s.label.value,
                    "diagnostics": s.diagnostics,
                    "proposal": s.proposal.to_json() if s.proposal else None,
                    "queued": added,
                }
            )
    if ctx.json:
        ctx.emit_json({"samples": rows, "queue": str(queue.root)})
        return 0
    for r in rows:
        where = f"round {r['round']}" if r["round"] is not None else "ending"
        check = r["diagnostics"].get("check", "")
        line = f"{r['id']}  {r['label']}  ({where}; {check})"
        if r["proposal"]:
            line += f"\n    proposed: {r['proposal']['text']}"
        ctx.emit(line)
    new = sum(1 for r in rows if r["queued"])
    ctx.emit(f"{len(rows)} sample(s), {new} new in the review queue {queue.root}")
    return 0


def _who(args: argparse.Namespace) -> str:
    if args.by:
        return str(args.by)
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"


def cmd_review(args: argparse.Namespace, ctx: CliContext) -> int:
    """List the queue, or record a verdict on one sample."""
    queue = ReviewQueue(review_dir(ctx.settings.state_dir))
    if args.sample is None:
        samples = queue.samples(args.status)
        if ctx.json:
            ctx.emit_json([s.to_json() for s in samples])
            return 0
        for s in samples:
            ctx.emit(f"{s.id}  {s.final_label}  {s.review.status}  {s.run_id}")
        ctx.emit(f"{len(samples)} sample(s) in {queue.root}")
        return 0
    if args.relabel:
        status, label = "relabelled", args.relabel.upper()
    elif args.reject:
        status, label = "rejected", None
    elif args.confirm:
        status, label = "confirmed", None
    else:
        raise UsageError("review a sample with --confirm, --relabel LABEL or --reject")
    if label is not None and label not in {c.value for c in RootCause}:
        raise UsageError(f"not a root cause: {label!r} (see docs/runlog.md)")
    correction = Proposal(text=args.correct, source="person") if args.correct else None
    sample = queue.review(
        args.sample,
        status=status,
        by=_who(args),
        label=label,
        correction=correction,
        note=args.note,
    )
    if ctx.json:
        ctx.emit_json(sample.to_json())
    else:
        ctx.emit(f"{sample.id}: {status} ({sample.final_label}) by {sample.review.by}")
    return 0


def cmd_export(args: argparse.Namespace, ctx: CliContext) -> int:
    """Export the reviewed samples."""
    if not args.reviewed:
        raise UsageError("only reviewed samples are exported: pass --reviewed")
    queue = ReviewQueue(review_dir(ctx.settings.state_dir))
    result = export_samples(queue.samples(), args.format)
    text = "".join(line + "\n" for line in result.lines)
    if args.output:
        try:
            Path(args.output).expanduser().write_text(text, encoding="utf-8")
        except OSError as exc:
            raise UsageError(f"cannot write {args.output}: {exc}") from exc
    else:
        ctx.out.write(text)
    for sid, why in result.skipped:
        ctx.progress(f"skipped {sid}: {why}")
    ctx.progress(f"exported {len(result.lines)} sample(s) as {args.format}")
    return 0


def cmd_health(args: argparse.Namespace, ctx: CliContext) -> int:
    """Health figures and alerts over recent runs."""
    since = parse_age(args.since)
    report = health(select_runs([], _root(args, ctx)), since=since)
    data = report.to_json()
    if ctx.json:
        ctx.emit_json(data)
    else:
        ctx.emit("\n".join(health_lines(data)))
    return ALERT_EXIT if args.check and report.alerts else 0


def cmd_archive(args: argparse.Namespace, ctx: CliContext) -> int:
    """Pack runs that ended long enough ago."""
    root = _root(args, ctx)
    done = archive_runs(root, parse_age(args.older_than))
    if ctx.json:
        ctx.emit_json({"archived": [str(p) for p in done]})
    else:
        for p in done:
            ctx.emit(f"archived {p}")
        ctx.emit(f"{len(done)} run(s) archived in {root}")
    return 0
