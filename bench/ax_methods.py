"""Benchmark: what each Chromium Accessibility command costs on long pages.

Times, on Handrail's own page session (the AX domain on, as an observation leaves it),
the ways there are to get roles and names from Chromium: the whole tree
(``getFullAXTree``), its top (``depth`` 3), one ``getPartialAXTree`` per element a
reader needs (links, buttons, form fields, headings, images, tables, landmarks, found
in the DOM snapshot) sent as one batch, and ``queryAXTree`` by role; next to the
DOM snapshot the bounds come from and Playwright's aria snapshot of the same page.
Medians of N runs, replies parsed.

Usage: .venv/bin/python bench/ax_methods.py [--runs 7] [--pages os.html,long]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from collections.abc import Awaitable, Callable
from typing import Any

from browser_rig import browser_rig, doc_mounts
from handrail.backends.browser.session.cdp import CdpSession
from handrail.model import ObserveOptions

WANTED = {
    *("A", "BUTTON", "INPUT", "SELECT", "TEXTAREA", "SUMMARY", "LABEL", "IMG", "IFRAME"),
    *("H1", "H2", "H3", "H4", "H5", "H6", "TABLE", "NAV", "MAIN", "HEADER", "FOOTER"),
}


async def median_ms(fn: Callable[[], Awaitable[Any]], runs: int) -> tuple[float, Any]:
    times, out = [], None
    for _ in range(runs):
        t0 = time.perf_counter()
        out = await fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1000, out


async def measure(page: Any, main: CdpSession, runs: int) -> None:
    """Print the medians for the page ``page`` shows (``main`` is its session)."""
    ms, _ = await median_ms(lambda: page.aria_snapshot(mode="ai"), runs)
    print(f"  Playwright aria snapshot        {ms:8.1f} ms")
    ms, full = await median_ms(lambda: main.send("Accessibility.getFullAXTree"), runs)
    print(f"  getFullAXTree                   {ms:8.1f} ms  {len(full['nodes'])} nodes")
    ms, top = await median_ms(lambda: main.send("Accessibility.getFullAXTree", {"depth": 3}), runs)
    print(f"  getFullAXTree depth 3           {ms:8.1f} ms  {len(top['nodes'])} nodes")
    ms, snap = await median_ms(
        lambda: main.send("DOMSnapshot.captureSnapshot", {"computedStyles": []}),
        runs,
    )
    print(f"  DOMSnapshot.captureSnapshot     {ms:8.1f} ms")
    strings = snap["strings"]
    nodes = snap["documents"][0]["nodes"]
    bids = [
        b
        for b, n in zip(nodes["backendNodeId"], nodes["nodeName"], strict=True)
        if strings[n] in WANTED
    ]

    async def partial(ids: list[int] = bids) -> list[Any]:
        return await asyncio.gather(
            *(
                main.send(
                    "Accessibility.getPartialAXTree",
                    {"backendNodeId": b, "fetchRelatives": False},
                )
                for b in ids
            )
        )

    ms, _ = await median_ms(partial, runs)
    print(f"  getPartialAXTree per element    {ms:8.1f} ms  {len(bids)} elements")
    root = (await main.send("DOM.getDocument", {"depth": 0}))["root"]["nodeId"]
    for role in ("button", "link"):
        ms, found = await median_ms(
            lambda r=role: main.send("Accessibility.queryAXTree", {"nodeId": root, "role": r}),
            runs,
        )
        print(f"  queryAXTree role={role:7}        {ms:8.1f} ms  {len(found['nodes'])} found")


async def main(runs: int, only: list[str]) -> int:
    mounts = doc_mounts()
    if not mounts:
        print("needs Debian's python3-doc (library/os.html)", file=sys.stderr)
        return 2
    pages = ["long.html?n=300", "pydoc/library/index.html", "pydoc/library/os.html"]
    if only:
        pages = [p for p in pages if any(o in p for o in only)] or pages
    async with browser_rig(mounts, ipc_timeout=60) as rig:
        for path in pages:
            await rig.page.goto(rig.server.url(path), wait_until="load")
            await rig.session.observe(rig.query, ObserveOptions(max_elements=100000))
            print(path)
            await measure(rig.page, await rig.main_session(), runs)
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--pages", default="", help="comma-separated substrings of pages")
    args = parser.parse_args()
    sys.exit(asyncio.run(main(args.runs, [p for p in args.pages.split(",") if p])))
