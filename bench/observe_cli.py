"""Benchmark: a whole CLI ``handrail observe --browser`` of small pages, as processes.

Starts the managed browser (``browser start``'s own code: Chromium and its watcher) in a
temporary state directory, loads each page over local HTTP, and runs ``handrail observe
--browser --format json`` N times as new processes (``--mode auto``, as a person runs it,
unless ``--mode`` says otherwise): the median of the
``elapsed_ms`` each reports (resolving the page, reading its tree, ids; what the command
spends once Python has started) and of the whole process's wall time. Then the same with
the watcher stopped, so each command attaches to the browser directly. Then the same
browser named as a debugging endpoint a person started, ``observe --cdp URL``: through
the session daemon the first such command starts, and with the daemon turned off
(``HANDRAIL_CDP_DAEMON_IDLE=0``: each command attaches directly).

Usage: .venv/bin/python bench/observe_cli.py [--runs 15] [--pages form.html,dialog.html]
[--mode auto|ax]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browser_fixtures import load  # noqa: E402
from fixture_server import FixtureServer  # noqa: E402

from handrail.backends.browser.session.cdp import CdpConnection  # noqa: E402
from handrail.backends.browser.session.cdpdaemon import daemon_socket, stop_daemon  # noqa: E402
from handrail.backends.browser.session.launcher import launch_browser, stop_browser  # noqa: E402
from handrail.config import load_settings  # noqa: E402


async def goto(endpoint: str, url: str) -> None:
    conn = await CdpConnection.connect(endpoint, 10)
    try:
        infos = (await conn.send("Target.getTargets"))["targetInfos"]
        page = next(i for i in infos if i["type"] == "page")
        reply = await conn.send(
            "Target.attachToTarget", {"targetId": page["targetId"], "flatten": True}
        )
        await load(conn, reply["sessionId"], url)
    finally:
        await conn.close()


COMMAND = [sys.executable, "-m", "handrail.cli.main", "observe"]
COMMAND += ["--format", "json"]


def observe(
    env: dict[str, str], runs: int, target: tuple[str, ...] = ("--browser",)
) -> tuple[float, float, int, str, str]:
    """Median elapsed_ms, median wall ms, element count, stderr and perception of the last run."""
    elapsed, wall = [], []
    count, err, seen = 0, "", ""
    for _ in range(runs):
        t0 = time.perf_counter()
        done = subprocess.run(
            [*COMMAND, *target],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
        )
        wall.append((time.perf_counter() - t0) * 1000)
        if done.returncode != 0:
            raise SystemExit(f"observe failed: {done.stderr.strip()}")
        data = json.loads(done.stdout)
        elapsed.append(float(data["stats"]["elapsed_ms"]))
        count, err = len(data["elements"]), done.stderr.strip()
        seen = str(data.get("perception") or "")
    return statistics.median(elapsed), statistics.median(wall), count, err, seen


def wait_daemon(state_dir: Path, endpoint: str, timeout: float = 30.0) -> None:
    """Until the endpoint's session daemon listens (it starts in the background)."""
    deadline = time.monotonic() + timeout
    while not daemon_socket(state_dir, endpoint).exists():
        if time.monotonic() > deadline:
            raise SystemExit(f"no session daemon came up for {endpoint}")
        time.sleep(0.05)


def main(runs: int, pages: list[str]) -> int:
    state_dir = Path(tempfile.mkdtemp(prefix="handrail-bench-cli-"))
    settings = replace(load_settings(), state_dir=state_dir)
    env = {**os.environ, "HANDRAIL_STATE_DIR": str(state_dir)}
    rows = []
    with FixtureServer() as server:
        state = launch_browser(settings)
        try:
            for path in pages:
                asyncio.run(goto(state.endpoint, server.url(path)))
                observe(env, 1)  # the watcher attaches and makes the page's mirror
                rows.append((path, "through the watcher", *observe(env, runs)))
            cdp = ("--cdp", state.endpoint)
            for path in pages:
                asyncio.run(goto(state.endpoint, server.url(path)))
                observe(env, 1, cdp)  # the first starts the endpoint's daemon
                wait_daemon(state_dir, state.endpoint)
                observe(env, 1, cdp)  # the daemon attaches and makes the page's mirror
                rows.append((path, "--cdp through its daemon", *observe(env, runs, cdp)))
            stop_daemon(state_dir, state.endpoint)
            direct = {**env, "HANDRAIL_CDP_DAEMON_IDLE": "0"}
            for path in pages:
                asyncio.run(goto(state.endpoint, server.url(path)))
                rows.append((path, "--cdp, no daemon (direct)", *observe(direct, runs, cdp)))
            if state.watcher_pid:
                os.kill(state.watcher_pid, signal.SIGTERM)
                deadline = time.monotonic() + 5
                while time.monotonic() < deadline:
                    try:
                        os.kill(state.watcher_pid, 0)
                    except OSError:
                        break
                    time.sleep(0.05)
            for path in pages:
                asyncio.run(goto(state.endpoint, server.url(path)))
                rows.append((path, "watcher stopped (direct)", *observe(env, runs)))
        finally:
            stop_browser(settings)
    mode = COMMAND[COMMAND.index("--mode") + 1]
    print(f"runs per row: {runs}; --mode {mode}; medians; load average {os.getloadavg()[0]:.1f}")
    print(f"{'page':16} {'how':26} {'elapsed_ms':>10} {'wall ms':>8} {'elements':>8}")
    for path, how, ems, wms, count, err, seen in rows:
        print(f"{path:16} {how:26} {ems:10.1f} {wms:8.0f} {count:8d}  {seen}")
        if err:
            print(f"  stderr: {err.splitlines()[-1]}")
    return 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--pages", default="form.html,dialog.html,sparse.html")
    parser.add_argument("--mode", choices=["auto", "ax"], default="auto")
    args = parser.parse_args()
    COMMAND += ["--mode", args.mode]
    sys.exit(main(args.runs, [p for p in args.pages.split(",") if p]))
