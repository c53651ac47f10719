"""Observe latency of the AT-SPI backend against a pyatspi recursive walk of the same tree.

Starts a private headless desktop, launches gnome-calculator (GTK 4) and
gtk3-widget-factory (GTK 3), and for each measures, median of ``--runs`` runs:

- Handrail ``Session.observe`` of the whole tree (``include_hidden``, the same objects
  the baseline walks) and of the default visible view, on a warm connection;
- the same whole-tree observe with a fresh backend each run (connecting included);
- the baseline: ``bench/pyatspi_walk.py`` under Debian's ``/usr/bin/python3``, a
  recursive pyatspi walk reading role, name, states and extents of every object, with
  libatspi's cache cleared before each walk (how a fresh dogtail-style script reads);
  also shown with the cache kept (a long-lived script's later walks).

Prints a table with the ratios. Usage::

    .venv/bin/python bench/observe_atspi.py [--runs 20]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from handrail import desktop as hdesktop
from handrail.backends.atspi import AtspiBackend
from handrail.config import Settings
from handrail.model import ObserveOptions, TargetQuery
from handrail.session import Session

APPS = [
    ("gnome-calculator", ["gnome-calculator"]),
    ("gtk3-widget-factory", ["gtk3-widget-factory"]),
]
BASELINE = Path(__file__).with_name("pyatspi_walk.py")
WARMUP = 2


async def _timed(make, runs: int) -> tuple[list[float], int]:  # type: ignore[no-untyped-def]
    times: list[float] = []
    count = 0
    for i in range(runs + WARMUP):
        started = time.perf_counter()
        count = await make()
        if i >= WARMUP:
            times.append((time.perf_counter() - started) * 1000)
    return times, count


async def measure_handrail(settings: Settings, pid: int, runs: int) -> dict[str, tuple[float, int]]:
    query = TargetQuery(pid=pid)
    out: dict[str, tuple[float, int]] = {}
    async with Session(AtspiBackend(settings)) as session:
        for label, options in (
            ("all", ObserveOptions(include_hidden=True)),
            ("visible", ObserveOptions()),
        ):

            async def observe(options: ObserveOptions = options) -> int:
                return len((await session.observe(query, options)).elements)

            times, count = await _timed(observe, runs)
            out[label] = (statistics.median(times), count)

    async def cold() -> int:
        async with Session(AtspiBackend(settings)) as fresh:
            snap = await fresh.observe(query, ObserveOptions(include_hidden=True))
        return len(snap.elements)

    times, count = await _timed(cold, runs)
    out["all, new connection"] = (statistics.median(times), count)
    return out


def measure_pyatspi(
    env: dict[str, str], app: str, runs: int, *, keep_cache: bool = False
) -> tuple[float, int]:
    extra = ["--keep-cache"] if keep_cache else []
    done = subprocess.run(
        ["/usr/bin/python3", str(BASELINE), app, "--runs", str(runs + WARMUP), *extra],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    data = json.loads(done.stdout.strip().splitlines()[-1])
    return statistics.median(data["ms"][WARMUP:]), int(data["objects"])


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="hrb") as tmp:
        settings = Settings(state_dir=Path(tmp) / "s", display=None, session_bus=None)
        state = await hdesktop.start(settings, timeout=30.0)
        try:
            rows = []
            for name, argv in APPS:
                pid = hdesktop.run(settings, argv, log=Path(tmp) / "apps.log")
                await hdesktop.wait_for_app(settings, pid, timeout=30.0)
                await asyncio.sleep(1.0)  # let the window finish its first layout
                ours = await measure_handrail(settings, pid, args.runs)
                env = hdesktop.app_environment(settings)
                base_ms, base_n = measure_pyatspi(env | state.env(), name, args.runs)
                warm_ms, _ = measure_pyatspi(env | state.env(), name, args.runs, keep_cache=True)
                rows.append((name, ours, base_ms, base_n, warm_ms))
        finally:
            await hdesktop.stop(settings)
    load = ", ".join(f"{v:.1f}" for v in os.getloadavg())
    print(f"observe latency, median of {args.runs} runs ({WARMUP} warm-up runs dropped)")
    print(f"load average at the end: {load} (on {os.cpu_count()} cores)")
    print(f"{'app':22} {'reader':34} {'objects':>7} {'ms':>8} {'speed-up':>9}")
    for name, ours, base_ms, base_n, warm_ms in rows:
        print(f"{name:22} {'pyatspi recursive walk (baseline)':34} {base_n:7d} {base_ms:8.1f}")
        print(f"{'':22} {'… libatspi cache kept between walks':34} {base_n:7d} {warm_ms:8.1f}")
        for label, (ms, n) in ours.items():
            print(
                f"{'':22} {'handrail observe, ' + label:34} {n:7d} {ms:8.1f} {base_ms / ms:8.1f}x"
            )
    sys.stdout.flush()


if __name__ == "__main__":
    asyncio.run(main())
