"""Where a browser read spends its time: per step timings of one kind of read.

For each page it times, through one long-lived ``Session`` (``observe`` plus the
compact text), the read ``--read`` names, as ``observe_browser.py`` makes it: ``change``
(the default) the read after the same small change (one text in the middle of the
page, not timed), ``first`` a whole read with the page's mirror dropped first, and
``viewport`` a viewport-first read. It splits the read up:

- each CDP command the read sends: how many, and when (median ms after the read began)
  the first was sent and the last answered, so the browser's share and what waits on
  what can be read off;
- the Python steps: replies parsed (JSON), the accessibility tree turned into drafts
  (build), the layout read from the DOM snapshot (place), drafts shaped and given their
  bounds (finish), the hit tests for ``covered`` (covered, including their round trip),
  the session's ids and signature (session) and the compact text (text).

Steps overlap (the tree is built while the renderer takes the snapshot), so they need
not add up to the total. With ``--passes N`` it also prints the N finishing passes of
the read that cost most (median ms; ``backends/browser/passes/chain.py`` declares them).

Usage: .venv/bin/python bench/observe_steps.py [--runs 7] [--pages form.html,os.html]
       [--read change|first|viewport] [--passes 8]
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from browser_rig import browser_rig, doc_mounts
from handrail import session as session_module
from handrail.backends.browser import observe
from handrail.backends.browser.passes import chain
from handrail.backends.browser.session import cdp
from handrail.model import ObserveOptions
from handrail.textformat import format_snapshot
from observe_browser import DOC_PAGES, FIXTURES, SMALL_CHANGE, mirror_of

STEPS: dict[str, float] = {}
"""Python step -> seconds spent in it during the current read."""
PASSES: dict[str, float] = {}
"""Finishing pass -> seconds spent in it during the current read."""
CALLS: list[tuple[str, float, float]] = []
"""(CDP method, sent, answered) of the current read, in ``perf_counter`` seconds."""


def timed(owner: Any, name: str, step: str) -> None:
    """Wrap ``owner.name`` (a function or coroutine function) to add its time to ``step``."""
    inner: Callable[..., Any] = getattr(owner, name)
    if asyncio.iscoroutinefunction(inner):

        @functools.wraps(inner)
        async def wrapped_async(*args: Any, **kwargs: Any) -> Any:
            t0 = time.perf_counter()
            try:
                return await inner(*args, **kwargs)
            finally:
                STEPS[step] = STEPS.get(step, 0.0) + time.perf_counter() - t0

        setattr(owner, name, wrapped_async)
        return

    @functools.wraps(inner)
    def wrapped(*args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return inner(*args, **kwargs)
        finally:
            STEPS[step] = STEPS.get(step, 0.0) + time.perf_counter() - t0

    setattr(owner, name, wrapped)


def instrument() -> None:
    """Time the CDP commands and the Python steps of every read from now on."""
    send = cdp.CdpConnection.send

    async def timed_send(self: Any, method: str, *args: Any, **kwargs: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return await send(self, method, *args, **kwargs)
        finally:
            CALLS.append((method, t0, time.perf_counter()))

    cdp.CdpConnection.send = timed_send  # type: ignore[method-assign]
    timed(cdp, "_loads", "json")
    timed(observe._Reader, "_build", "build")
    timed(observe._Reader, "_place", "place")
    timed(observe._Reader, "_finish", "finish")
    timed(observe._Reader, "mark_covered", "covered")
    timed(session_module.Session, "_snapshot", "session")
    chain.PASSES = tuple(chain.Pass(p.name, timed_pass(p)) for p in chain.PASSES)


def timed_pass(step: chain.Pass) -> Callable[..., Any]:
    """``step``'s function, adding its time to :data:`PASSES`."""

    def run(*args: Any) -> Any:
        t0 = time.perf_counter()
        try:
            return step.run(*args)
        finally:
            PASSES[step.name] = PASSES.get(step.name, 0.0) + time.perf_counter() - t0

    return run


def ms(values: list[float]) -> float:
    return statistics.median(values) * 1000 if values else 0.0


async def main(runs: int, only: list[str], read: str, passes: int) -> int:
    mounts = doc_mounts()
    pages = list(FIXTURES) + ([f"pydoc/{p}" for p in DOC_PAGES] if mounts else [])
    if only:
        pages = [p for p in pages if any(o in p for o in only)]
        if not pages:
            print(f"no page matches {','.join(only)}", file=sys.stderr)
            return 2
    instrument()
    async with browser_rig(mounts) as rig:
        s, query = rig.session, rig.query
        opts = ObserveOptions(max_elements=100000, viewport=read == "viewport")
        for path in pages:
            await rig.page.goto(rig.server.url(path), wait_until="load")
            await rig.page.wait_for_timeout(300)
            whole = ObserveOptions(max_elements=100000)
            await s.observe(query, whole)
            await s.observe(query, whole)  # the second read of a page makes its mirror
            totals: list[float] = []
            steps: dict[str, list[float]] = {}
            per_pass: dict[str, list[float]] = {}
            calls: dict[str, list[tuple[int, float, float]]] = {}
            for _ in range(runs):
                mirror = mirror_of(rig)
                if read == "change":
                    await rig.page.evaluate(SMALL_CHANGE)
                elif read == "first" and mirror is not None:
                    mirror.reset()
                STEPS.clear()
                CALLS.clear()
                PASSES.clear()
                t0 = time.perf_counter()
                snap = await s.observe(query, opts)
                t1 = time.perf_counter()
                format_snapshot(snap)
                t2 = time.perf_counter()
                STEPS["text"] = t2 - t1
                totals.append(t2 - t0)
                for step, spent in STEPS.items():
                    steps.setdefault(step, []).append(spent)
                for name, spent in PASSES.items():
                    per_pass.setdefault(name, []).append(spent)
                by_method: dict[str, list[tuple[float, float]]] = {}
                for method, sent, answered in CALLS:
                    by_method.setdefault(method, []).append((sent - t0, answered - t0))
                for method, spans in by_method.items():
                    first = min(a for a, _ in spans)
                    last = max(b for _, b in spans)
                    calls.setdefault(method, []).append((len(spans), first, last))
            kind = {
                "change": "after a small change",
                "first": "first",
                "viewport": "viewport-first",
            }
            print(f"{path}: read {kind[read]}, median {ms(totals):.1f} ms ({runs} runs)")
            for method, seen in sorted(calls.items(), key=lambda kv: ms([c[1] for c in kv[1]])):
                count = statistics.median(c[0] for c in seen)
                print(
                    f"  {method:36} x{count:<5g} sent {ms([c[1] for c in seen]):7.1f}"
                    f"  answered {ms([c[2] for c in seen]):7.1f}"
                )
            print("  python: " + "  ".join(f"{k} {ms(v):.1f}" for k, v in steps.items()))
            if passes:
                costly = sorted(per_pass.items(), key=lambda kv: -ms(kv[1]))[:passes]
                print("  passes: " + "  ".join(f"{k} {ms(v):.2f}" for k, v in costly))
            rig.backend._mirrors.clear()
            rig.backend._reads.clear()
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument(
        "--pages", default="", help="comma-separated substrings: only the pages they match"
    )
    parser.add_argument("--read", choices=("change", "first", "viewport"), default="change")
    parser.add_argument(
        "--passes", type=int, default=0, help="also print the N finishing passes that cost most"
    )
    args = parser.parse_args()
    pages = [p for p in args.pages.split(",") if p]
    sys.exit(asyncio.run(main(args.runs, pages, args.read, args.passes)))
