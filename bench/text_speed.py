"""Benchmark: the compact text's cost against an earlier revision's, in one process.

Reads one page (python3-doc's library/os.html by default) through the browser rig once,
then formats that same snapshot with this checkout's ``format_snapshot`` and with the
``textformat.py`` of ``--rev`` (loaded from git), in turn, ``--runs`` times each. The
page is formatted as after a change: the cache of the last tuple's lines is emptied
before each of this checkout's runs. Prints medians, minimums and the median of the
paired ratios (this checkout / the revision), and both texts' sizes.

Usage: .venv/bin/python bench/text_speed.py --rev 3760249 [--runs 40] [--page library/os.html]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import time
import types
from collections.abc import Callable
from typing import Any

from browser_rig import ROOT, browser_rig, doc_mounts
from handrail import textformat
from handrail.model import ObserveOptions, Snapshot


def load_revision(rev: str) -> types.ModuleType:
    """``src/handrail/textformat.py`` as it was at ``rev``, as a module of its own."""
    source = subprocess.run(
        ["git", "show", f"{rev}:src/handrail/textformat.py"],
        cwd=ROOT,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    module = types.ModuleType(f"textformat_{rev}")
    module.__dict__["__name__"] = module.__name__
    sys.modules[module.__name__] = module  # dataclasses look their module up
    exec(compile(source, f"{rev}:textformat.py", "exec"), module.__dict__)
    return module


def current(snap: Snapshot) -> str:
    cache: list[Any] = getattr(textformat, "_LAST_LINES", [])
    cache.clear()  # as after a change: the lines are made again
    return textformat.format_snapshot(snap)


async def main(rev: str, runs: int, page: str) -> int:
    mounts = doc_mounts()
    if not mounts:
        print("handrail: python3-doc is not installed (/usr/share/doc/python3*/html)")
        return 2
    old = load_revision(rev)
    async with browser_rig(mounts) as rig:
        await rig.page.goto(rig.server.url(f"pydoc/{page}"), wait_until="load")
        snap = await rig.session.observe(rig.query, ObserveOptions(max_elements=100000))
    timed: dict[str, Callable[[Snapshot], str]] = {rev: old.format_snapshot, "this": current}
    samples: dict[str, list[float]] = {k: [] for k in timed}
    for _ in range(runs):
        for name, fn in timed.items():
            t0 = time.perf_counter()
            fn(snap)
            samples[name].append(time.perf_counter() - t0)
    print(f"{page}: {len(snap.elements)} elements, {runs} runs each, in turn")
    for name, fn in timed.items():
        s = samples[name]
        text = fn(snap)
        print(
            f"{name:>10}: median {statistics.median(s) * 1000:6.1f} ms, min"
            f" {min(s) * 1000:6.1f} ms, {len(text.splitlines())} lines, {len(text)} chars"
        )
    paired = statistics.median(n / o for n, o in zip(samples["this"], samples[rev], strict=True))
    print(f"paired median ratio (this / {rev}): {paired:.2f}")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rev", required=True, help="the git revision to compare against")
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--page", default="library/os.html")
    args = parser.parse_args()
    sys.exit(asyncio.run(main(args.rev, args.runs, args.page)))
