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
import glob
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from playwright.async_api import async_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from fixture_server import FixtureServer  # noqa: E402

from handrail.backends.browser import BrowserBackend  # noqa: E402
from handrail.backends.browser.cdp import CdpSession  # noqa: E402
from handrail.backends.browser.launcher import launch_browser, stop_browser  # noqa: E402
from handrail.config import load_settings  # noqa: E402
from handrail.ids import MemoryIdStore  # noqa: E402
from handrail.model import ObserveOptions, TargetQuery  # noqa: E402
from handrail.session import Session  # noqa: E402

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
    docs = sorted(glob.glob("/usr/share/doc/python3*/html/library/index.html"))
    if not docs:
        print("needs Debian's python3-doc (library/os.html)", file=sys.stderr)
        return 2
    pages = ["long.html?n=300", "pydoc/library/index.html", "pydoc/library/os.html"]
    if only:
        pages = [p for p in pages if any(o in p for o in only)] or pages
    settings = replace(
        load_settings(), state_dir=Path(tempfile.mkdtemp(prefix="handrail-bench-")), ipc_timeout=60
    )
    with FixtureServer({"/pydoc": Path(docs[-1]).parents[1]}) as server:
        state = launch_browser(settings)
        try:
            async with async_playwright() as pw:
                browser = await pw.chromium.connect_over_cdp(state.endpoint)
                page = browser.contexts[0].pages[0]
                query = TargetQuery(cdp=state.endpoint)
                backend = BrowserBackend(settings=settings)
                async with Session(backend, ids=MemoryIdStore()) as s:
                    for path in pages:
                        await page.goto(server.url(path), wait_until="load")
                        await s.observe(query, ObserveOptions(max_elements=100000))
                        main = (await backend._page(await s.resolve(query))).main
                        print(path)
                        await measure(page, main, runs)
                await browser.close()
        finally:
            stop_browser(settings)
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--pages", default="", help="comma-separated substrings of pages")
    args = parser.parse_args()
    sys.exit(asyncio.run(main(args.runs, [p for p in args.pages.split(",") if p])))
