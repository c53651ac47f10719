"""Benchmark: unchanged reads right after another call and after the machine sat idle.

An agent reads a page after it has thought about the last one, so the processes a
read passes through (this one, Chromium's browser process, the page's renderer) have
been idle for a while. Each of them then has to be woken, which costs more than the
work itself on a small page. For each page and each idle gap before a call (0 ms:
right after the previous call), this times, in turn and on the same browser:

- ``aria``: Playwright's ``page.aria_snapshot(mode="ai")``;
- ``same``: Handrail's unchanged read (``observe`` of a page the mirror holds, plus
  the compact text): one poll of the page's watcher;
- ``rt``: one bare ``Runtime.evaluate`` round trip on Handrail's page session, the
  least any read that asks the page can cost;
- ``browser``: one ``Browser.getVersion``, which the renderer never sees.

Medians in ms, and ``same`` and ``rt`` as ratios to ``aria`` after the same gap.

Usage: .venv/bin/python bench/idle_reads.py [--runs 15] [--gaps 0,50] [--pages form.html]
"""

from __future__ import annotations

import argparse
import asyncio
import functools
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any

from browser_rig import browser_rig
from handrail.model import ObserveOptions
from handrail.textformat import format_snapshot

PAGES = [
    "form.html",
    "shadow.html",
    "dialog.html",
    "webapp.html",
    "apps/kanban.html",
    "apps/calendar.html",
    "long.html?n=300",
]
CALLS = ("aria", "same", "rt", "browser")


async def _timed(gap: float, call: Callable[[], Awaitable[Any]]) -> float:
    if gap:
        await asyncio.sleep(gap)
    t0 = time.perf_counter()
    await call()
    return time.perf_counter() - t0


async def main(runs: int, gaps: list[float], only: list[str]) -> int:
    pages = [p for p in PAGES if not only or any(o in p for o in only)]
    if not pages:
        print(f"no page matches {','.join(only)}", file=sys.stderr)
        return 2
    rows: list[tuple[str, float, dict[str, float]]] = []
    async with browser_rig({}) as rig:
        page, s, query = rig.page, rig.session, rig.query
        opts = ObserveOptions(max_elements=100000)

        async def same() -> None:
            format_snapshot(await s.observe(query, opts))

        for path in pages:
            await page.goto(rig.server.url(path), wait_until="load")
            await page.wait_for_timeout(300)
            await same()
            await same()  # the second read of a page makes its mirror
            main_session = await rig.main_session()
            calls: dict[str, Callable[[], Awaitable[Any]]] = {
                "aria": functools.partial(page.aria_snapshot, mode="ai"),
                "same": same,
                "rt": functools.partial(main_session.send, "Runtime.evaluate", {"expression": "1"}),
                "browser": functools.partial(main_session.conn.send, "Browser.getVersion"),
            }
            for gap in gaps:
                times: dict[str, list[float]] = {k: [] for k in CALLS}
                for _ in range(runs):
                    for name in CALLS:
                        times[name].append(await _timed(gap, calls[name]))
                rows.append((path, gap, {k: statistics.median(v) * 1000 for k, v in times.items()}))
                print(f"  {path} gap {gap * 1000:.0f} ms done", file=sys.stderr, flush=True)
    print(f"runs per page and gap: {runs}; medians in ms; ratios against aria after the same gap")
    print(
        f"{'page':22} {'gap ms':>6} {'aria':>7} {'same':>6} {'ratio':>5} {'rt':>6} {'ratio':>5}"
        f" {'browser':>7}"
    )
    for path, gap, m in rows:
        print(
            f"{path:22} {gap * 1000:6.0f} {m['aria']:7.2f} {m['same']:6.2f}"
            f" {m['same'] / m['aria']:5.3f} {m['rt']:6.2f} {m['rt'] / m['aria']:5.3f}"
            f" {m['browser']:7.2f}"
        )
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--gaps", default="0,50", help="idle gaps before each call, in ms")
    parser.add_argument(
        "--pages", default="", help="comma-separated substrings: only the pages they match"
    )
    args = parser.parse_args()
    gaps = [float(g) / 1000 for g in args.gaps.split(",") if g]
    sys.exit(asyncio.run(main(args.runs, gaps, [p for p in args.pages.split(",") if p])))
