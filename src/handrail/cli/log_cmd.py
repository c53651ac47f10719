"""``handrail log show RUN`` and ``handrail log stats RUN...``: read run logs (also archived).

The learning commands (``mine``, ``review``, ``export``, ``health``, ``archive``) are in
:mod:`handrail.cli.learn_cmd`.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any

import handrail.cli.learn_cmd as learn_cmd
from handrail.cli.common import CliContext, add_format_arg
from handrail.errors import UsageError
from handrail.loop.runlog import read_run, resolve_run, run_dirs
from handrail.loop.stats import run_stats
from handrail.render import render_run

__all__ = ["register"]


def register(sub: Any) -> None:
    """Add ``log show`` and ``log stats`` to ``sub``."""
    p = sub.add_parser("log", help="read run logs")
    logsub = p.add_subparsers(dest="log_command", metavar="COMMAND")
    show = logsub.add_parser("show", help="render one run for a person")
    show.add_argument("run", metavar="RUN", help="run id (or unique prefix, or 'last') or path")
    show.add_argument("--log-dir", metavar="DIR", help="runs directory (default: state dir/runs)")
    add_format_arg(show)
    show.set_defaults(handler=cmd_show)
    stats = logsub.add_parser("stats", help="success, rounds, handoffs, fallbacks, round times")
    stats.add_argument(
        "runs", nargs="+", metavar="RUN", help="run ids or paths ('all' for every run)"
    )
    stats.add_argument("--log-dir", metavar="DIR", help="runs directory (default: state dir/runs)")
    add_format_arg(stats)
    stats.set_defaults(handler=cmd_stats)
    learn_cmd.register(logsub, _runs_dir)

    def usage(args: argparse.Namespace, ctx: CliContext) -> int:
        p.print_help(ctx.err)
        return 2

    p.set_defaults(handler=usage)


def _runs_dir(args: argparse.Namespace, ctx: CliContext) -> Path:
    return Path(args.log_dir).expanduser() if args.log_dir else ctx.settings.runs_dir


def cmd_show(args: argparse.Namespace, ctx: CliContext) -> int:
    """Render one run."""
    run = read_run(resolve_run(args.run, _runs_dir(args, ctx)))
    if ctx.json:
        ctx.emit_json({"path": str(run.path), "run": run.header, "rounds": list(run.rounds)})
    else:
        ctx.emit("\n".join(render_run(run)))
    return 0


def cmd_stats(args: argparse.Namespace, ctx: CliContext) -> int:
    """Aggregate figures over runs."""
    root = _runs_dir(args, ctx)
    paths: list[Path] = []
    for ref in args.runs:
        if ref == "all":
            if not root.is_dir():
                raise UsageError(f"no runs in {root}")
            paths.extend(reversed(run_dirs(root)))
        else:
            paths.append(resolve_run(ref, root))
    stats = run_stats([read_run(p) for p in paths])
    if ctx.json:
        ctx.emit_json(stats)
        return 0
    rounds = stats["rounds"]
    lines = [
        f"runs: {stats['runs']} · " + ", ".join(f"{k} {v}" for k, v in stats["statuses"].items()),
        f"success rate: {_pct(stats['success_rate'])}"
        f" · handoff rate: {_pct(stats['handoff_rate'])}",
        f"rounds per run: min {rounds['min']} · p50 {rounds['p50']} · p95 {rounds['p95']}"
        f" · max {rounds['max']}",
        "rounds histogram: " + ", ".join(f"{k}: {v}" for k, v in rounds["histogram"].items()),
        f"actions: {stats['actions']} · fallback rate: {_pct(stats['fallback_rate'])}"
        f" · coordinate rate: {_pct(stats['coordinate_rate'])}",
        f"round time: p50 {stats['round_ms']['p50']} ms · p95 {stats['round_ms']['p95']} ms"
        f" (without the planner: p50 {stats['overhead_ms']['p50']} ms"
        f" · p95 {stats['overhead_ms']['p95']} ms)",
        f"cost: ${stats['cost_usd']:.4f}",
    ]
    ctx.emit("\n".join(lines))
    return 0


def _pct(value: float | None) -> str:
    return "-" if value is None else f"{value * 100:.0f}%"
