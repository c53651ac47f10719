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
from handrail.loop.runlog import RunRecord, read_run, resolve_run, run_dirs
from handrail.loop.stats import run_stats

__all__ = ["register", "render_run"]


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


def _action_line(a: dict[str, Any]) -> str:
    act = a.get("action") or {}
    what = act.get("kind", "?")
    for key in ("element_id", "text", "keys"):
        if act.get(key) is not None:
            what += f" {act[key]!r}" if key == "text" else f" {act[key]}"
    if act.get("x") is not None:
        what += f" at ({act['x']},{act['y']}) [coordinates]"
    if a.get("error"):
        return f"{what}: FAILED {a['error']}"
    if a.get("skipped"):
        return f"{what}: skipped ({a['skipped']})"
    receipt = a.get("receipt") or {}
    via = receipt.get("mode", "-") + (
        " after ax (coordinate fallback)" if a.get("fallback") else ""
    )
    return f"{what}: via {via}, {receipt.get('latency_ms', 0)} ms"


def render_run(run: RunRecord) -> list[str]:
    """A run as lines of text for a person."""
    h = run.header
    planner = h.get("planner") or {}
    target = h.get("target") or {}
    lines = [
        f"run {h.get('run_id')} · {h.get('status')} · {h.get('reason', '')}",
        f"instruction: {h.get('instruction')}",
        f"target: {target.get('app')} (pid {target.get('pid')}) via {h.get('backend')}",
        f"planner: {planner.get('name')} {planner.get('model') or ''}".rstrip(),
    ]
    cfg = h.get("config") or {}
    if cfg.get("criteria"):
        lines.append("success criteria: " + "; ".join(cfg["criteria"]))
    for rec in run.rounds:
        plan = rec.get("plan") or {}
        ver = rec.get("verification") or {}
        lines.append("")
        lines.append(
            f"round {rec.get('round')} · {rec.get('duration_ms')} ms"
            f" (planner {rec.get('planner_ms')} ms) · screen {rec['snapshot_before']['signature']}"
        )
        if plan:
            lines.append(f"  plan [{plan.get('status')}]: {plan.get('summary', '')}")
            if plan.get("expect"):
                lines.append(f"  expects: {plan['expect']}")
            if plan.get("hypothesis"):
                lines.append(f"  hypothesis: {plan['hypothesis']}")
        for reason in (rec.get("validation") or {}).get("rejected", []):
            lines.append(f"  rejected: {reason}")
        for dropped in (rec.get("validation") or {}).get("dropped", []):
            lines.append(f"  dropped: {dropped}")
        for a in rec.get("actions") or []:
            lines.append("  " + _action_line(a))
        if rec.get("gate"):
            lines.append(f"  held by the gate: {rec['gate'].get('error')}")
        if ver.get("score") is not None:
            lines.append(
                f"  verified: structure {ver.get('structure')} geometry {ver.get('geometry')}"
                f" semantics {ver.get('semantics')}"
                f" · {'changed' if ver.get('changed') else 'no change'}"
            )
        expect = ver.get("expect")
        if expect:
            lines.append(f"  expectation: {'met' if expect.get('met') else 'NOT met'}")
        crit = rec.get("criteria")
        if crit:
            lines.append(
                f"  criteria: {'met' if crit.get('met') else 'not met'} ({crit.get('score')})"
            )
        decision = rec.get("decision") or {}
        if decision.get("outcome") and decision["outcome"] != "continue":
            lines.append(f"  => {decision['outcome']}: {decision.get('reason', '')}")
    evidence = h.get("evidence") or {}
    for check in (evidence.get("criteria") or {}).get("checks", []):
        lines.append(f"evidence: {check.get('check')} -> {'; '.join(check.get('evidence', []))}")
    if evidence.get("gate"):
        gate = evidence["gate"]
        decision = gate.get("decision") or {}
        lines.append(
            f"held: {gate.get('error')} (risk {decision.get('risk')}, {decision.get('reason', '')})"
        )
    if run.torn:
        lines.append("(the last record was cut off: the process ended mid-write)")
    lines.append("")
    lines.append(f"log: {run.path}")
    return lines


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
