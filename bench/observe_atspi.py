"""Observe latency of the AT-SPI backend against a pyatspi recursive walk of the same tree.

Starts a private headless desktop, launches gnome-calculator (GTK 4),
gtk3-widget-factory (GTK 3), a PyQt5 window (Qt 5), mousepad, Firefox ESR on a local
page, LibreOffice Writer and LibreOffice Calc on a sheet of 100,000 filled rows (those
installed), and for each measures, median of ``--runs`` runs:

- Handrail ``Session.observe`` of the whole tree (``include_hidden``, the same objects
  the baseline walks) and of the default visible view, on a warm connection;
- the same whole-tree observe with a fresh backend each run (connecting included);
- the baseline: ``bench/pyatspi_walk.py`` under Debian's ``/usr/bin/python3``, a
  recursive pyatspi walk reading role, name, states and extents of every object (not
  below objects that manage their descendants: on a sheet no walk would end), with
  libatspi's cache cleared before each walk (how a fresh dogtail-style script reads);
  also shown with the cache kept (a long-lived script's later walks).

Prints a table with the ratios. Usage::

    .venv/bin/python bench/observe_atspi.py [--runs 20] [--only NAME ...]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from handrail import desktop as hdesktop
from handrail.backends.atspi import AtspiBackend
from handrail.config import Settings
from handrail.errors import HandrailError
from handrail.model import ObserveOptions, TargetQuery
from handrail.session import Session

ROOT = Path(__file__).resolve().parent.parent
TEST_APPS = ROOT / "tests" / "apps"


def _profile(base: Path) -> str:
    """A fresh LibreOffice profile without the tip of the day: its ``-env:`` argument."""
    user = base / "user"
    user.mkdir(parents=True, exist_ok=True)
    (user / "registrymodifications.xcu").write_text(_NO_TIPS, encoding="utf-8")
    return f"-env:UserInstallation={base.as_uri()}"


def _apps(tmp: Path) -> list[tuple[str, list[str]]]:
    """``(name, argv)`` of every benchmarked application that is installed."""
    # One profile each: with a shared one, Calc would open in Writer's process.
    lo, lo_calc = (_profile(tmp / name) for name in ("lo", "lo-calc"))
    sheet = tmp / "rows.fods"
    sheet.write_bytes((TEST_APPS / "rows.fods").read_bytes())
    ff = tmp / "ff"
    ff.mkdir(exist_ok=True)
    page = (TEST_APPS / "form.html").as_uri()
    apps = [
        ("gnome-calculator", ["gnome-calculator"]),
        ("gtk3-widget-factory", ["gtk3-widget-factory"]),
        ("qtform (PyQt5)", ["/usr/bin/python3", str(TEST_APPS / "qt_form.py")]),
        ("mousepad", ["env", f"XDG_CONFIG_HOME={tmp}/mp", "mousepad", "--disable-server"]),
        (
            "firefox-esr (form page)",
            ["firefox-esr", "--no-remote", "--profile", str(ff), page],
        ),
        ("libreoffice writer", ["libreoffice", "--writer", lo]),
        ("libreoffice calc (100k rows)", ["libreoffice", "--calc", lo_calc, str(sheet)]),
    ]
    return [(n, a) for n, a in apps if shutil.which(a[0] if a[0] != "env" else a[2])]


_NO_TIPS = (
    '<?xml version="1.0" encoding="UTF-8"?><oor:items'
    ' xmlns:oor="http://openoffice.org/2001/registry"'
    ' xmlns:xs="http://www.w3.org/2001/XMLSchema"'
    ' xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">'
    '<item oor:path="/org.openoffice.Office.Common/Misc"><prop oor:name="ShowTipOfTheDay"'
    ' oor:op="fuse"><value>false</value></prop></item></oor:items>'
)


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
    env: dict[str, str], pid: int, runs: int, *, keep_cache: bool = False
) -> tuple[float, int]:
    extra = ["--keep-cache"] if keep_cache else []
    done = subprocess.run(
        [
            *("/usr/bin/python3", str(BASELINE), "-", "--pid", str(pid)),
            *("--runs", str(runs + WARMUP), *extra),
        ],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        check=True,
    )
    data = json.loads(done.stdout.strip().splitlines()[-1])
    return statistics.median(data["ms"][WARMUP:]), int(data["objects"])


async def _settled(settings: Settings, started: int) -> int | None:
    """The pid of the application ``started`` became, once its tree stops growing.

    LibreOffice's launcher hands off to another process: the new application on the
    bus is taken, whatever its pid.
    """
    deadline = time.monotonic() + 180
    a11y = hdesktop.load_state(settings.state_dir).a11y_bus  # type: ignore[union-attr]
    pid: int | None = None
    while pid is None:
        apps = await hdesktop.list_a11y_apps(a11y or "", timeout=5.0)
        mine = [a for a in apps if a.pid == started and a.children] or [
            a for a in apps if a.pid not in _SEEN and a.children
        ]
        pid = mine[0].pid if mine else None
        if time.monotonic() > deadline:
            return None
        await asyncio.sleep(0.2)
    _SEEN.add(pid)
    last = -1
    async with Session(AtspiBackend(settings)) as session:
        while time.monotonic() < deadline:
            try:
                n = len((await session.observe(TargetQuery(pid=pid))).elements)
            except HandrailError:
                n = -1  # still starting: busy, or no window yet
            if n == last and n > 0:
                return pid
            last = n
            await asyncio.sleep(1.0)
    return pid


_SEEN: set[int | None] = set()


def _rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def _print_row(row: tuple) -> None:  # type: ignore[type-arg]
    name, ours, base_ms, base_n, warm_ms, grew = row
    print(f"{name:28} {'pyatspi recursive walk (baseline)':34} {base_n:7d} {base_ms:8.1f}")
    print(f"{'':28} {'… libatspi cache kept between walks':34} {base_n:7d} {warm_ms:8.1f}")
    for label, (ms, n) in ours.items():
        print(f"{'':28} {'handrail observe, ' + label:34} {n:7d} {ms:8.1f} {base_ms / ms:8.1f}x")
    print(f"{'':28} {'app memory growth while observed':34} {grew:7.1f} MiB", flush=True)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--only", nargs="*", help="benchmark only apps whose name has this")
    args = parser.parse_args()
    print(f"observe latency, median of {args.runs} runs ({WARMUP} warm-up runs dropped)")
    print(f"{'app':28} {'reader':34} {'objects':>7} {'ms':>8} {'speed-up':>9}", flush=True)
    with tempfile.TemporaryDirectory(prefix="hrb") as tmp:
        settings = Settings(state_dir=Path(tmp) / "s", display=None, session_bus=None)
        state = await hdesktop.start(settings, timeout=30.0)
        try:
            for name, argv in _apps(Path(tmp)):
                if args.only and not any(o in name for o in args.only):
                    continue
                started = hdesktop.run(settings, argv, log=Path(tmp) / "apps.log")
                pid = await _settled(settings, started)
                if pid is None:
                    print(f"{name}: no accessible window in time, left out", flush=True)
                    continue
                rss = _rss_mib(pid)
                ours = await measure_handrail(settings, pid, args.runs)
                grew = _rss_mib(pid) - rss
                env = hdesktop.app_environment(settings)
                base_ms, base_n = measure_pyatspi(env | state.env(), pid, args.runs)
                warm_ms, _ = measure_pyatspi(env | state.env(), pid, args.runs, keep_cache=True)
                _print_row((name, ours, base_ms, base_n, warm_ms, grew))
        finally:
            await hdesktop.stop(settings)
    load = ", ".join(f"{v:.1f}" for v in os.getloadavg())
    print(f"load average at the end: {load} (on {os.cpu_count()} cores)")
    sys.stdout.flush()


if __name__ == "__main__":
    asyncio.run(main())
