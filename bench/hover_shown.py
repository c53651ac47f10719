"""Benchmark: what finding the controls a row's hover shows adds to a read.

On each page, after a whole read, times in turn within each round: one
``Runtime.evaluate`` of ``0`` (a round trip that does nothing), the read's call that
finds what each row's hover shows (:func:`handrail.backends.browser.hovershown.hover_shown`:
the style-sheet walk, and on a page with such rules the rows' ids), and Playwright's
aria snapshot of the page. Medians over the rounds in ms; the hover call as a ratio to
the round trip and to the aria snapshot of the same rounds. The call is sent with a
read's others, so what it adds to a read is at most its time beyond the round trip.

Usage: .venv/bin/python bench/hover_shown.py [--runs 15] [--pages hovershown,os.html]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time

from browser_rig import browser_rig, doc_mounts
from handrail.backends.browser.hovershown import hover_shown
from handrail.model import ObserveOptions

PAGES = [
    "form.html",
    "apps/kanban.html",
    "hovershown.html",
    "long.html?n=300",
    "pydoc/library/index.html",
    "pydoc/library/os.html",
    "pydoc/library/stdtypes.html",
]


async def main(runs: int, only: list[str]) -> int:
    mounts = doc_mounts()
    pages = [p for p in PAGES if mounts or not p.startswith("pydoc/")]
    if only:
        pages = [p for p in pages if any(o in p for o in only)]
        if not pages:
            print(f"no page matches {','.join(only)}", file=sys.stderr)
            return 2
    print(f"runs per page: {runs}; medians in ms")
    head = ("page", "rt ms", "hover ms", "rows", "aria ms", "/rt", "/aria")
    print(f"{head[0]:30} " + " ".join(f"{h:>8}" for h in head[1:]))
    async with browser_rig(mounts, ipc_timeout=60) as rig:
        for path in pages:
            await rig.page.goto(rig.server.url(path), wait_until="load")
            await rig.session.observe(rig.query, ObserveOptions(max_elements=100000))
            main_session = await rig.main_session()
            rt: list[float] = []
            hover: list[float] = []
            aria: list[float] = []
            rows = 0
            for _ in range(runs):
                t0 = time.perf_counter()
                await main_session.send("Runtime.evaluate", {"expression": "0"})
                rt.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                rows = len(await hover_shown(main_session))
                hover.append(time.perf_counter() - t0)
                t0 = time.perf_counter()
                await rig.page.aria_snapshot(mode="ai")
                aria.append(time.perf_counter() - t0)
            r, h, a = (statistics.median(x) * 1000 for x in (rt, hover, aria))
            cells = (f"{r:.2f}", f"{h:.2f}", str(rows), f"{a:.1f}", f"{h / r:.2f}", f"{h / a:.3f}")
            print(f"{path:30} " + " ".join(f"{c:>8}" for c in cells))
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--pages", default="", help="comma-separated substrings of pages")
    args = parser.parse_args()
    sys.exit(asyncio.run(main(args.runs, [p for p in args.pages.split(",") if p])))
