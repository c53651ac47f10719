"""``handrail run``: let a planner operate a target in a bounded, verified loop.

Without ``--execute`` it is a dry run: one observation and one plan, shown, nothing
done. Progress goes to stderr one line per round; the final status, reason and log
path are printed at the end. Exit codes per ending (see :mod:`handrail.loop.decide`):
0 finished or dry run, 10 blocked, 11 handoff, 12 no_progress, 13 max_steps_reached,
14 budget_exhausted, 15 stopped (emergency stop, SIGINT, SIGTERM), 16 error.
"""

from __future__ import annotations

import argparse
import asyncio
import signal
from pathlib import Path
from typing import Any

from handrail.cli.common import (
    CliContext,
    add_format_arg,
    add_lease_arg,
    add_mode_arg,
    add_planner_args,
    add_target_args,
    number,
    query_from_args,
    whole,
)
from handrail.errors import UsageError
from handrail.loop.criteria import load_criteria
from handrail.loop.decide import Breaker
from handrail.loop.resume import resume_config, resume_target
from handrail.loop.runlog import find_run, read_run
from handrail.loop.runner import RunConfig, Runner
from handrail.loop.vision import VisionMode, choose_vision
from handrail.model import ObserveOptions, Perception, TargetQuery
from handrail.planners.base import Planner, Pricing
from handrail.planners.factory import make_planner
from handrail.planners.http import HttpOptions
from handrail.planners.output import OUTPUT_MODES
from handrail.render import run_summary
from handrail.safety.secrets import SecretVault

__all__ = ["format_progress", "register"]


def register(sub: Any) -> None:
    """Add ``run`` to ``sub``."""
    p = sub.add_parser(
        "run",
        help="let a planner operate a target step by step (dry run without --execute)",
        description=(
            "Observe, plan, validate, act and verify in a loop until the task is done or a"
            " stop condition holds. Exit codes: 0 finished (or dry run), 10 blocked,"
            " 11 handoff, 12 no_progress, 13 max_steps_reached, 14 budget_exhausted,"
            " 15 stopped, 16 error."
        ),
    )
    p.add_argument(
        "instruction", metavar="INSTRUCTION", nargs="?", help="what to do, in plain words"
    )
    p.add_argument(
        "--resume",
        metavar="RUN",
        help="go on with a paused run (handoff, stopped or interrupted) in its own log:"
        " same instruction, target and budgets, counting what it used; observes afresh",
    )
    add_target_args(p)
    p.add_argument("--execute", action="store_true", help="act (without it: plan once, do nothing)")
    p.add_argument("--max-steps", type=whole(-(10**6), 10**6), default=20, metavar="N")
    p.add_argument("--max-actions-per-step", type=whole(-100, 100), default=1, metavar="N")
    p.add_argument(
        "--max-repairs", type=whole(0, 100), default=2, metavar="N", help=argparse.SUPPRESS
    )
    p.add_argument(
        "--budget-usd",
        type=number(0, 1e6),
        metavar="X",
        help="stop when planner cost reaches X",
    )
    p.add_argument("--timeout", type=number(0, 1e7), metavar="S", help="stop after S seconds")
    add_planner_args(
        p,
        default="openai",
        forms="openai|anthropic|replay:FILE|reference:[FILE:]CASE",
        text="where plans come from (default: openai); reference:CASE plays an"
        " acceptance case's reference plan (ids as handrail eval --list prints them)",
    )
    p.add_argument(
        "--output",
        choices=OUTPUT_MODES,
        metavar="MODE",
        help="how plans are asked for: auto (default: HANDRAIL_PLANNER_OUTPUT or auto)"
        " tries json-schema, json-object, tool and text in turn and remembers per"
        " endpoint what worked",
    )
    p.add_argument(
        "--price",
        metavar="IN,OUT",
        help="USD per million input and output tokens, for cost accounting and --budget-usd",
    )
    p.add_argument(
        "--planner-timeout",
        type=number(0.1, 86400),
        default=60.0,
        metavar="S",
        help="per planner call",
    )
    p.add_argument("--log-dir", metavar="DIR", help="runs directory (default: state dir/runs)")
    p.add_argument(
        "--expect",
        action="append",
        default=[],
        metavar="CHECK",
        help='success check such as \'textbox "Display" = "8"\', or a JSON file of checks',
    )
    p.add_argument(
        "--secret",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a secret the planner types as {{NAME}}; never shown in clear",
    )
    p.add_argument("--no-screenshots", action="store_true", help="do not save screenshots")
    p.add_argument(
        "--handoff-after-failures",
        type=whole(-(10**6), 10**6),
        default=Breaker.failures,
        metavar="N",
        help=f"hand the run to a person after N failed actions in a row ({Breaker.failures})",
    )
    p.add_argument(
        "--handoff-below-score",
        type=number(-1e6, 1e6),
        default=Breaker.low_score,
        metavar="S",
        help="hand the run to a person when verification scores stay below S (0-1) for"
        f" --handoff-rounds rounds (default {Breaker.low_score})",
    )
    p.add_argument(
        "--handoff-rounds",
        type=whole(-(10**6), 10**6),
        default=Breaker.low_rounds,
        metavar="N",
        help=f"rounds of low scores before a handoff (default {Breaker.low_rounds})",
    )
    p.add_argument(
        "--vision",
        choices=[m.value for m in VisionMode],
        default=None,
        help="send the planner a screenshot with the element ids drawn on it: off, fallback"
        " (when a plan was rejected, a round made no progress, or the window is ax-poor) or"
        " always (default: the vision setting, off; always under --mode vision)",
    )
    add_lease_arg(p)
    add_mode_arg(p)
    add_format_arg(p)
    p.set_defaults(handler=cmd_run)


def _config(args: argparse.Namespace, ctx: CliContext) -> RunConfig:
    if args.max_steps < 1:
        raise UsageError("--max-steps must be at least 1")
    if args.max_actions_per_step < 1:
        raise UsageError("--max-actions-per-step must be at least 1")
    if args.timeout is not None and args.timeout <= 0:
        raise UsageError("--timeout must be positive")
    if args.budget_usd is not None and args.budget_usd <= 0:
        raise UsageError("--budget-usd must be positive")
    if args.handoff_after_failures < 1 or args.handoff_rounds < 1:
        raise UsageError("--handoff-after-failures and --handoff-rounds must be at least 1")
    if not 0 <= args.handoff_below_score <= 1:
        raise UsageError("--handoff-below-score must be between 0 and 1")
    return RunConfig(
        instruction=args.instruction,
        execute=args.execute,
        max_steps=args.max_steps,
        max_actions_per_step=args.max_actions_per_step,
        max_repairs=args.max_repairs,
        budget_usd=args.budget_usd,
        timeout=args.timeout,
        lease_wait=args.wait_lease,
        criteria=load_criteria(args.expect),
        screenshots=not args.no_screenshots,
        log_dir=Path(args.log_dir).expanduser() if args.log_dir else ctx.settings.runs_dir,
        breaker=Breaker(
            failures=args.handoff_after_failures,
            low_score=args.handoff_below_score,
            low_rounds=args.handoff_rounds,
        ),
        observe=ObserveOptions(mode=Perception(args.mode)),
        vision=choose_vision(args.vision, ctx.settings.vision, Perception(args.mode)),
        vision_long_side=ctx.settings.vision_long_side,
    )


def _pricing(args: argparse.Namespace) -> Pricing | None:
    if args.price is None:
        if args.budget_usd is not None and not args.planner.startswith("replay:"):
            raise UsageError("--budget-usd needs --price IN,OUT (USD per million tokens)")
        return None
    try:
        return Pricing.parse(args.price)
    except ValueError as exc:
        raise UsageError(f"--price: {exc}") from exc


def format_progress(record: dict[str, Any]) -> str:
    """One progress line for a round record: round, actions, verdict, decision."""
    parts = [f"round {record.get('round')}"]
    plan = record.get("plan") or {}
    acts = record.get("actions") or []
    if acts:
        for a in acts:
            act = a.get("action") or {}
            what = act.get("kind", "?") + (f" {act['element_id']}" if act.get("element_id") else "")
            if a.get("error"):
                what += f" failed: {a['error']}"
            elif a.get("skipped"):
                what += f" skipped: {a['skipped']}"
            else:
                receipt = a.get("receipt") or {}
                what += f" via {receipt.get('mode', '-')}"
                if receipt.get("source"):
                    what += f" ({receipt['source']})"
                if a.get("fallback"):
                    what += " (fallback)"
            parts.append(what)
    elif record.get("validation", {}).get("rejected") and not record["validation"].get("ok"):
        parts.append(f"plan rejected: {record['validation']['rejected'][-1]}")
    else:
        parts.append(f"plan {plan.get('status', '-')}")
    ver = record.get("verification") or {}
    if ver.get("score") is not None:
        parts.append(("changed" if ver.get("changed") else "no change") + f" {ver['score']:.2f}")
    if record.get("gate"):
        parts.append(f"held: {record['gate'].get('error')}")
    decision = record.get("decision") or {}
    parts.append(str(decision.get("outcome", "continue")))
    return " · ".join(parts)


def _resumed(args: argparse.Namespace, ctx: CliContext) -> tuple[TargetQuery, RunConfig]:
    if args.instruction is not None:
        raise UsageError("--resume goes on with the run's own instruction; give none")
    root = Path(args.log_dir).expanduser() if args.log_dir else ctx.settings.runs_dir
    run = read_run(find_run(args.resume, root))
    query = query_from_args(args, required=False)
    if query is None or not query.names_target:
        query = resume_target(run, backend=getattr(args, "backend", None))
    config = resume_config(
        run,
        log_dir=root,
        lease_wait=args.wait_lease,
        observe=ObserveOptions(mode=Perception(args.mode)),
        vision=choose_vision(args.vision, ctx.settings.vision, Perception(args.mode)),
        vision_long_side=ctx.settings.vision_long_side,
    )
    return query, config


def cmd_run(args: argparse.Namespace, ctx: CliContext) -> int:
    """Run the loop; the exit code tells how it ended."""
    if args.resume is not None:
        query, config = _resumed(args, ctx)
    else:
        if args.instruction is None:
            raise UsageError("give an INSTRUCTION, or --resume RUN")
        found = query_from_args(args)
        assert found is not None
        query, config = found, _config(args, ctx)
    planner = _reference(args.planner) or make_planner(
        args.planner,
        ctx.settings,
        model=args.model,
        pricing=_pricing(args),
        http=HttpOptions(timeout=args.planner_timeout),
        output=args.output,
    )
    vault = _vault(args, ctx)

    async def run() -> int:
        # The vault goes to the session so the gate, approval questions and the audit
        # log only ever see placeholders.
        async with ctx.session(query, secrets=vault) as session, planner:
            runner = Runner(
                session,
                query,
                planner,
                config,
                vault=vault,
                on_round=lambda rec: ctx.progress(format_progress(rec)),
            )
            loop = asyncio.get_running_loop()
            for sig in (signal.SIGINT, signal.SIGTERM):
                loop.add_signal_handler(sig, runner.request_stop, f"stopped by {sig.name}")
            try:
                result = await runner.run()
            finally:
                for sig in (signal.SIGINT, signal.SIGTERM):
                    loop.remove_signal_handler(sig)
        if ctx.json:
            ctx.emit_json(result.to_json())
        else:
            for line in run_summary(result, read_with="handrail log show"):
                ctx.emit(line)
        return result.exit_code

    return asyncio.run(run())


def _reference(spec: str) -> Planner | None:
    """``reference:CASE_ID`` (a shipped case) or ``reference:FILE:CASE_ID``: its reference plan."""
    if not spec.startswith("reference:"):
        return None
    from handrail.evaluation.cases import load_cases
    from handrail.evaluation.reference import ReferencePlanner

    rest = spec.removeprefix("reference:")
    file, sep, case_id = rest.rpartition(":")
    cases = load_cases([Path(file).expanduser()] if sep else None)
    found = next((c for c in cases if c.id == case_id), None)
    if found is None:
        raise UsageError(f"--planner {spec}: no case {case_id!r} (see handrail eval --list)")
    return ReferencePlanner(found.plan)


def _vault(args: argparse.Namespace, ctx: CliContext) -> SecretVault:
    return SecretVault.from_args(args.secret, ctx.settings)
