"""Benchmark: what ``DOMSnapshot.captureSnapshot`` costs with each set of parameters.

Times the snapshot alone, on Handrail's own page session after a read (as a read finds
it), with the parameters an observation sends (:data:`SNAPSHOT_STYLES`) and with
alternatives: fewer or no computed styles, and the optional parts (DOM rects, paint
order, text colour opacities, blended background colours) turned on, to show what each
adds; and what the page's own script takes to find what the styles give (where a
``pointer`` cursor starts, which boxes scroll), one walk of every element each. Each
variant is sent in turn within a round, so load on the machine falls on all alike; the
figures are medians over the rounds, each variant's ratio to the current call in the
same run, and the reply's size (the in-page walks: what they found). Then what Python
does with the current call's reply, on the same reply each time: parse it (JSON, as the
connection parses a frame), read
the layout from it (``read_layout``), find the clickable elements
(``clickable_with_owners``) and the iframes (``iframe_nodes``).

Usage: .venv/bin/python bench/snapshot_options.py [--runs 9] [--pages os.html,kanban]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from browser_rig import browser_rig, doc_mounts
from handrail.backends.browser.clickable import clickable_with_owners, listener_nodes
from handrail.backends.browser.layout import SNAPSHOT_STYLES, iframe_nodes, read_layout
from handrail.backends.browser.session import cdp
from handrail.geometry import Rect
from handrail.model import ObserveOptions

PAGES = [
    "apps/kanban.html",
    "long.html?n=300",
    "pydoc/library/os.html",
    "pydoc/library/stdtypes.html",
]
VARIANTS: dict[str, dict[str, Any]] = {
    "current": {"computedStyles": SNAPSHOT_STYLES},
    "no styles": {"computedStyles": []},
    "overflow only": {"computedStyles": ["overflow-x", "overflow-y"]},
    "cursor only": {"computedStyles": ["cursor"]},
    "+ visibility, opacity": {"computedStyles": [*SNAPSHOT_STYLES, "visibility", "opacity"]},
    "+ DOM rects": {"computedStyles": SNAPSHOT_STYLES, "includeDOMRects": True},
    "+ paint order": {"computedStyles": SNAPSHOT_STYLES, "includePaintOrder": True},
    "+ colours": {
        "computedStyles": SNAPSHOT_STYLES,
        "includeTextColorOpacities": True,
        "includeBlendedBackgroundColors": True,
    },
}
IN_PAGE = {
    "in page: pointer starts": r"""(() => {
  let n = 0;
  for (const e of document.querySelectorAll('*')) {
    if (getComputedStyle(e).cursor !== 'pointer') continue;
    const p = e.parentElement;
    if (!p || getComputedStyle(p).cursor !== 'pointer') n++;
  }
  return n;
})()""",
    "in page: scrolling boxes": r"""(() => {
  let n = 0;
  for (const e of document.querySelectorAll('*')) {
    if (e.scrollHeight <= e.clientHeight && e.scrollWidth <= e.clientWidth) continue;
    const s = getComputedStyle(e);
    if (/auto|scroll/.test(s.overflowX + ' ' + s.overflowY)) n++;
  }
  return n;
})()""",
}
"""What the page's own script takes to find what the snapshot's styles give (a pointer
cursor where it starts; boxes that scroll), for comparison."""


async def main(runs: int, only: list[str]) -> int:
    mounts = doc_mounts()
    pages = [p for p in PAGES if mounts or not p.startswith("pydoc/")]
    if only:
        pages = [p for p in pages if any(o in p for o in only)]
        if not pages:
            print(f"no page matches {','.join(only)}", file=sys.stderr)
            return 2
    async with browser_rig(mounts, ipc_timeout=60) as rig:
        for path in pages:
            await rig.page.goto(rig.server.url(path), wait_until="load")
            await rig.session.observe(rig.query, ObserveOptions(max_elements=100000))
            main_session = await rig.main_session()
            times: dict[str, list[float]] = {name: [] for name in [*VARIANTS, *IN_PAGE]}
            sizes: dict[str, int] = {}
            counts: dict[str, Any] = {}
            current: dict[str, Any] = {}
            for _ in range(runs):
                for name, params in VARIANTS.items():
                    t0 = time.perf_counter()
                    reply = await main_session.send("DOMSnapshot.captureSnapshot", params)
                    times[name].append(time.perf_counter() - t0)
                    sizes.setdefault(name, len(json.dumps(reply)))
                    current = reply if name == "current" else current
                for name, script in IN_PAGE.items():
                    t0 = time.perf_counter()
                    found = await main_session.send(
                        "Runtime.evaluate", {"expression": script, "returnByValue": True}
                    )
                    times[name].append(time.perf_counter() - t0)
                    sizes.setdefault(name, len(json.dumps(found)))
                    counts[name] = found.get("result", {}).get("value")
            listeners = await listener_nodes(main_session)
            base = statistics.median(times["current"])
            print(f"{path}  (median of {runs})")
            for name, ts in times.items():
                ms = statistics.median(ts)
                tail = (
                    f"  {counts[name]} found"
                    if name in counts
                    else f"  {sizes[name] / 1024:8.0f} KiB"
                )
                print(f"  {name:26} {ms * 1000:8.1f} ms  {ms / base:5.2f}x{tail}")
            print("  python: " + python_steps(current, listeners, runs))
    return 0


def python_steps(snap: dict[str, Any], listeners: set[int], runs: int) -> str:
    """Medians of what a read does in Python with one snapshot reply."""
    raw = json.dumps(snap).encode()
    view = Rect(0, 0, 1280, 720)
    steps: dict[str, Callable[[], Any]] = {
        "json": lambda: cdp._loads(raw),
        "read_layout": lambda: read_layout(snap, shift=(0.0, 0.0), clip=view),
        "clickable": lambda: clickable_with_owners(snap, listeners, (view.w, view.h)),
        "iframes": lambda: iframe_nodes(snap),
    }
    spent: dict[str, list[float]] = {name: [] for name in steps}
    for _ in range(runs):
        for name, step in steps.items():
            t0 = time.perf_counter()
            step()
            spent[name].append(time.perf_counter() - t0)
    return "  ".join(f"{name} {statistics.median(ts) * 1000:.1f} ms" for name, ts in spent.items())


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--pages", default="", help="comma-separated substrings of pages")
    args = parser.parse_args()
    sys.exit(asyncio.run(main(args.runs, [p for p in args.pages.split(",") if p])))
