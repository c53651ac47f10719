"""Per-round overhead of the loop without the LLM: observe + validate + act + verify.

A scripted planner answers at once, so a round's wall time is the loop's own cost:
observing (or reusing the observation that followed the last action), building the
prompt, validating the plan, passing the gate, acting through the session (including
the backend's settle), verifying, deciding, and writing the round's record (fsynced).
Each round toggles or presses something, so every round changes the screen.

Targets: the in-memory fake calculator; gnome-calculator (GTK 4, a button) and
gtk3-widget-factory (GTK 3, a check box) on a private headless desktop (AT-SPI); the
order-form fixture page in headless Chromium (CDP). Desktop and browser targets are
skipped when Xvfb, the program or Chromium are missing. Two settings per target: without
screenshots, and with a screenshot per round plus the pixel-difference signal.

Usage::

    .venv/bin/python bench/loop_overhead.py [--rounds 40] [--only fake,desktop,browser]
"""

from __future__ import annotations

import argparse
import asyncio
import itertools
import shutil
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from handrail.backends.base import Backend  # noqa: E402
from handrail.backends.fake import FakeBackend  # noqa: E402
from handrail.loop import RunConfig, Runner  # noqa: E402
from handrail.loop.stats import percentile  # noqa: E402
from handrail.model import TargetQuery  # noqa: E402
from handrail.planners import ScriptedPlanner  # noqa: E402
from handrail.session import Session  # noqa: E402

WARMUP = 2


def _press(role: str, name: str) -> dict[str, Any]:
    return {
        "status": "continue",
        "summary": f"press {name}",
        "actions": [{"type": "click", "element": {"role": role, "name": name}}],
    }


async def measure(
    backend: Backend,
    query: TargetQuery,
    role: str,
    name: str,
    rounds: int,
    screenshots: bool,
    settle: float,
) -> tuple[list[float], list[float]]:
    """Wall time of each round and of its act step (ms), warm-up rounds dropped.

    The act step is ``Session.act``: gate, perform, the backend's settle, the observation
    after. The rest of the round is the loop's own work.
    """
    stamps: list[float] = []
    acts: list[float] = []

    def on_round(record: dict[str, Any]) -> None:
        stamps.append(time.perf_counter())
        acts.append(sum(a["latency_ms"] for a in record["actions"]))

    with tempfile.TemporaryDirectory(prefix="hr-loop-bench") as tmp:
        cfg = RunConfig(
            instruction="press repeatedly",
            max_steps=rounds + WARMUP,
            log_dir=Path(tmp),
            screenshots=screenshots,
            pixel_diff=screenshots,
            no_progress_rounds=rounds,
            repeat_limit=rounds,
        )
        planner = ScriptedPlanner([_press(role, name)] * (rounds + WARMUP))
        session = Session(backend, settle_timeout=settle)
        runner = Runner(session, query, planner, cfg, on_round=on_round)
        started = time.perf_counter()
        result = await runner.run()
        await session.close()
    if result.status.value not in ("max_steps_reached",):
        raise SystemExit(f"bench run ended {result.status.value}: {result.reason}")
    edges = [started, *stamps]
    times = [(b - a) * 1000 for a, b in itertools.pairwise(edges)]
    return times[WARMUP:], acts[WARMUP:]


def row(label: str, measured: tuple[list[float], list[float]]) -> str:
    times, acts = measured
    own = [t - a for t, a in zip(times, acts, strict=True)]
    cells = []
    for values in (times, acts, own):
        p50, p95 = percentile(values, 50), percentile(values, 95)
        assert p50 is not None and p95 is not None
        cells.append(f"{p50:.1f} | {p95:.1f}")
    return f"| {label} | {len(times)} | " + " | ".join(cells) + " |"


async def bench_fake(rounds: int) -> list[str]:
    out = []
    for shots in (False, True):
        measured = await measure(
            FakeBackend(), TargetQuery(app="calc"), "button", "1", rounds, shots, 0.0
        )
        out.append(row(f"fake calculator{', screenshots' if shots else ''}", measured))
    return out


DESKTOP_APPS = [
    # GTK 4 clicks a button 250 ms after DoAction (its keyboard-activation feedback).
    ("gnome-calculator", "button", "1", "gnome-calculator (AT-SPI)"),
    # GTK 3 toggles a check box at once: the round is Handrail's own cost.
    ("gtk3-widget-factory", "checkbox", "checkbutton", "gtk3-widget-factory check box (AT-SPI)"),
]


async def bench_desktop(rounds: int) -> list[str]:
    if shutil.which("Xvfb") is None or shutil.which("gnome-calculator") is None:
        return ["| gnome-calculator (AT-SPI) | skipped: no Xvfb or gnome-calculator | | | | | | |"]
    from handrail import desktop as hdesktop
    from handrail.backends.atspi import AtspiBackend
    from handrail.config import Settings

    out = []
    with tempfile.TemporaryDirectory(prefix="hrl") as tmp:
        settings = Settings(state_dir=Path(tmp) / "s", display=None, session_bus=None)
        await hdesktop.start(settings, timeout=30.0)
        try:
            for program, role, name, label in DESKTOP_APPS:
                if shutil.which(program) is None:
                    out.append(f"| {label} | skipped: no {program} | | | | | | |")
                    continue
                pid = hdesktop.run(settings, [program], log=Path(tmp) / "apps.log")
                await hdesktop.wait_for_app(settings, pid, timeout=30.0)
                await asyncio.sleep(1.0)
                for shots in (False, True):
                    measured = await measure(
                        AtspiBackend(settings), TargetQuery(pid=pid), role, name, rounds, shots, 2.0
                    )
                    out.append(row(f"{label}{', screenshots' if shots else ''}", measured))
        finally:
            await hdesktop.stop(settings)
    return out


async def _goto(endpoint: str, url: str) -> None:
    from handrail.backends.browser.session.cdp import CdpConnection

    conn = await CdpConnection.connect(endpoint, 10)
    try:
        infos = (await conn.send("Target.getTargets"))["targetInfos"]
        page = next(i for i in infos if i["type"] == "page")
        attached = await conn.send(
            "Target.attachToTarget", {"targetId": page["targetId"], "flatten": True}
        )
        await conn.send("Page.navigate", {"url": url}, session_id=attached["sessionId"])
        await asyncio.sleep(1.0)
    finally:
        await conn.close()


async def bench_browser(rounds: int) -> list[str]:
    from handrail.config import load_settings

    settings = load_settings()
    if shutil.which(settings.chromium) is None:
        return ["| order form (Chromium) | skipped: no Chromium | | | | | | |"]
    from fixture_server import FixtureServer

    from handrail.backends.browser import BrowserBackend
    from handrail.backends.browser.session.launcher import launch_browser, stop_browser

    out = []
    with tempfile.TemporaryDirectory(prefix="hrl-browser") as tmp, FixtureServer() as server:
        settings = replace(settings, state_dir=Path(tmp), settle_timeout=3.0)
        state = launch_browser(settings)
        try:
            await _goto(state.endpoint, server.url("form.html"))
            query = TargetQuery(cdp=state.endpoint, tab="form.html")
            for shots in (False, True):
                measured = await measure(
                    BrowserBackend(settings=settings),
                    query,
                    "checkbox",
                    "Gift wrap",
                    rounds,
                    shots,
                    3.0,
                )
                out.append(
                    row(f"order form (Chromium){', screenshots' if shots else ''}", measured)
                )
        finally:
            stop_browser(settings)
    return out


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--only", default="fake,desktop,browser")
    args = parser.parse_args()
    targets = set(args.only.split(","))
    lines = [
        f"loop overhead per round without the LLM, ms ({WARMUP} warm-up rounds dropped)",
        "| target | rounds | round p50 | round p95 | act p50 | act p95 | loop p50 | loop p95 |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    if "fake" in targets:
        lines += await bench_fake(args.rounds)
    if "desktop" in targets:
        lines += await bench_desktop(args.rounds)
    if "browser" in targets:
        lines += await bench_browser(args.rounds)
    print("\n".join(lines))


if __name__ == "__main__":
    asyncio.run(main())
