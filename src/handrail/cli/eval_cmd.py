"""``handrail eval``: run the acceptance suite's cases with a planner and record the runs.

``handrail eval [CASES…] --planner P --repeats N --workers N --only KEY=V,… --out F``
runs every case of the given files or directories (the shipped cases by default), each
``--repeats`` times, in ``--workers`` processes; each run is appended to the results
file as it ends, with a progress line on stderr (runs done of all, elapsed time, an
estimate of the time left; none with ``--quiet``); at the end it prints success, rounds
and handoff rates overall, per form, per state and per operation. Exit 0 when every run
had its right outcome, 1 when some did not, 2 for bad arguments or case files, 130 when
interrupted (``SIGINT`` or ``SIGTERM``: the workers and everything they started are
stopped, the runs that ended are in the results file).
"""

from __future__ import annotations

import argparse
import fnmatch
import os
import time
from pathlib import Path
from typing import Any

from handrail.cli.common import CliContext, add_planner_args, number, whole
from handrail.errors import UsageError

__all__ = ["INTERRUPTED", "default_workers", "duration", "progress_line", "register"]

INTERRUPTED = 130
"""The exit code of an interrupted ``handrail eval`` (``SIGINT`` or ``SIGTERM``)."""


def register(sub: Any) -> None:
    """Add ``eval`` to ``sub``."""
    p = sub.add_parser(
        "eval",
        help="run the acceptance suite (page forms × operations × abnormal states)",
        description=(
            "Run acceptance cases with a planner and record each run (outcome, rounds,"
            " handoff, time, tokens) in a JSONL results file; print success, rounds and"
            " handoff rates overall, per form and per state. Exit 0 when every run had"
            " its right outcome, 1 otherwise."
        ),
    )
    p.add_argument(
        "cases",
        nargs="*",
        metavar="CASES",
        help="case files or directories of them (default: the shipped cases)",
    )
    add_planner_args(
        p,
        default="reference",
        forms="reference|openai|anthropic|replay:FILE",
        text="where plans come from (default: reference, the offline reference planner)",
    )
    p.add_argument("--repeats", type=whole(1, 1000), default=1, metavar="N")
    p.add_argument(
        "--workers",
        type=whole(1, 64),
        default=default_workers(),
        metavar="N",
        help="processes (default: this machine's cores, at most 4; 2 on 2 cores)",
    )
    p.add_argument(
        "--only",
        metavar="KEY=V,…",
        help="only cases with these forms, operations or states, e.g."
        " form=chat|tabs,state=popup (| between alternatives)",
    )
    p.add_argument(
        "--out",
        metavar="FILE",
        default="eval-results.jsonl",
        help="results file, appended to (default: eval-results.jsonl)",
    )
    p.add_argument("--html", metavar="FILE", help="also write the report page to FILE")
    p.add_argument(
        "--ray",
        metavar="ADDRESS",
        help="run the cases as tasks on the Ray cluster at ADDRESS (auto, HOST:PORT,"
        " ray://HOST:PORT, or local); needs pip install 'handrail[ray]'",
    )
    p.add_argument(
        "--case",
        action="append",
        default=[],
        metavar="GLOB",
        help="only case ids matching GLOB, e.g. 'web-chat/*/popup' (repeatable)",
    )
    p.add_argument(
        "--subset",
        choices=("all", "ci"),
        default="all",
        help="ci: a representative subset, a few cases of every case file covering"
        " every form and state (what the test suite runs)",
    )
    p.add_argument("--screenshots", action="store_true", help="save a screenshot per round")
    p.add_argument(
        "--time-scale",
        type=number(0.1, 100),
        default=1.0,
        metavar="X",
        help="multiply every case's time budget by X (a slow model, a loaded machine)",
    )
    p.add_argument("--list", action="store_true", help="list the selected case ids and exit")
    p.add_argument(
        "-q", "--quiet", action="store_true", help="no progress lines on stderr, only the summary"
    )
    p.set_defaults(handler=cmd_eval)


def default_workers() -> int:
    """One worker per core, at least 1 and at most 4 (each runs a browser or a desktop)."""
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    return max(1, min(4, cores or 1))


def duration(seconds: float) -> str:
    """``42s``, ``3m05s``, ``1h02m``."""
    s = max(0, round(seconds))
    if s < 60:
        return f"{s}s"
    if s < 3600:
        return f"{s // 60}m{s % 60:02d}s"
    return f"{s // 3600}h{s % 3600 // 60:02d}m"


def progress_line(done: int, total: int, elapsed: float) -> str:
    """``[12/471 3m05s, ~1h58m left]``: runs done, time so far, time left at this rate."""
    left = elapsed / done * (total - done) if done else 0.0
    tail = f", ~{duration(left)} left" if done < total else ""
    return f"[{done}/{total} {duration(elapsed)}{tail}]"


def cmd_eval(args: argparse.Namespace, ctx: CliContext) -> int:
    """Run the selected cases; exit 0 when every run had its right outcome."""
    from handrail.evaluation.cases import load_cases, parse_filter, representative
    from handrail.evaluation.procpool import ProcessPool, interrupting_signals
    from handrail.evaluation.results import append_run
    from handrail.evaluation.runner import CaseJob, CasePool
    from handrail.evaluation.tables import failed_lines, format_table, headline, summarize_all

    keep = parse_filter(args.only)
    paths = [Path(c) for c in args.cases] if args.cases else None
    cases = [c for c in load_cases(paths) if keep(c)]
    if args.case:
        cases = [c for c in cases if any(fnmatch.fnmatchcase(c.id, g) for g in args.case)]
    if args.subset == "ci":
        cases = representative(cases)
    if not cases:
        raise UsageError("no case matches: check CASES and --only")
    if args.list:
        for c in cases:
            ctx.emit(f"{c.id}\texpects {c.expected}")
        return 0
    out = Path(args.out).expanduser().absolute()  # run logs go beside it, on any worker
    if out.is_dir():
        raise UsageError(f"--out {out}: is a directory")
    out.parent.mkdir(parents=True, exist_ok=True)
    out_dir = out.parent / (out.stem + "-runs")
    jobs = [
        CaseJob(
            case=c,
            repeat=r,
            planner=args.planner,
            out_dir=str(out_dir),
            model=args.model,
            screenshots=args.screenshots,
            time_scale=args.time_scale,
        )
        for r in range(args.repeats)
        for c in cases
    ]
    if args.planner != "reference":
        # Fail on a bad planner spec here, once, rather than in every run.
        from handrail.planners.factory import make_planner

        make_planner(args.planner, ctx.settings, model=args.model)
    total = len(jobs)
    done = 0
    started = time.perf_counter()

    def on_result(run: Any) -> None:
        nonlocal done
        done += 1
        append_run(out, run)
        if args.quiet:
            return
        mark = "ok  " if run.success else "FAIL"
        ctx.progress(
            f"{progress_line(done, total, time.perf_counter() - started)} {mark}"
            f" {run.case} #{run.repeat}: {run.outcome} (expected {run.expected})"
            f" rounds {run.rounds} {run.seconds:.1f}s"
        )

    pool: CasePool
    if args.ray:
        from handrail.evaluation.raypool import RayPool

        pool = RayPool(args.ray, local_cpus=args.workers if args.ray == "local" else None)
        where = f"on the Ray cluster at {args.ray}"
    else:
        pool = ProcessPool(args.workers)
        where = f"with {args.workers} worker(s)"
    if not args.quiet:
        ctx.progress(f"running {total} case runs {where}; results: {out}")
    try:
        with interrupting_signals():
            runs = pool.run(jobs, on_result)
    except KeyboardInterrupt:
        # The pool has stopped its workers; every run that ended is in the file.
        ctx.progress(
            f"handrail: eval interrupted after {done} of {total} runs;"
            f" the runs that ended are in {out}"
        )
        return INTERRUPTED
    summaries = summarize_all(runs)
    ctx.emit(headline(summaries[0], time.perf_counter() - started))
    ctx.emit(format_table(summaries))
    for line in failed_lines(runs):
        ctx.emit(line)
    ctx.emit(f"results: {out}")
    if args.html:
        from handrail.evaluation.htmlreport import write_html

        ctx.emit(f"report: {write_html(args.html, runs)}")
    return 0 if all(r.success for r in runs) else 1
