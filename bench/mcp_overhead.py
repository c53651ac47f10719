"""What a tool call over MCP costs on top of the same call through the Python API.

For each target, ``observe`` and ``act`` (click a digit key, which changes the display)
are timed twice: through an in-process :class:`~handrail.session.Session`, and as tool
calls from the SDK's stdio client to a ``handrail mcp`` subprocess. Both keep ids in a
file store; the server also passes the risk gate and formats text plus structured
content, which is part of what is measured.

Targets: the in-memory fake calculator; gnome-calculator on a private headless desktop
(skipped without Xvfb).

Usage::

    .venv/bin/python bench/mcp_overhead.py [--calls 40] [--only fake,desktop]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client

from handrail.actions import Action, ActionKind
from handrail.backends.registry import create_backend
from handrail.config import Settings
from handrail.ids import FileIdStore
from handrail.model import TargetQuery
from handrail.session import Session

WARMUP = 3


async def timed(calls: int, fn: Callable[[], Awaitable[Any]]) -> float:
    """Median milliseconds of ``fn`` over ``calls`` calls, after a warm-up."""
    for _ in range(WARMUP):
        await fn()
    samples = []
    for _ in range(calls):
        started = time.perf_counter()
        await fn()
        samples.append((time.perf_counter() - started) * 1000)
    return statistics.median(samples)


async def direct(
    settings: Settings, backend: str, query: TargetQuery, key: str, calls: int
) -> tuple[float, float]:
    session = Session(
        create_backend(backend, settings=settings),
        ids=FileIdStore(settings.state_dir / "ids-direct"),
        settle_timeout=settings.settle_timeout,
    )
    async with session:
        snap = await session.observe(query)
        eid = next(e.id for e in snap.elements if e.name == key and e.role.value == "button")
        observe = await timed(calls, lambda: session.observe(query))
        act = await timed(
            calls, lambda: session.act(query, Action(kind=ActionKind.CLICK, element_id=eid))
        )
    return observe, act


async def over_mcp(
    env: dict[str, str], args: list[str], target: dict[str, Any], key: str, calls: int
) -> tuple[float, float]:
    params = StdioServerParameters(
        command=sys.executable, args=["-m", "handrail.cli.main", "mcp", *args], env=env
    )
    async with (
        stdio_client(params) as (read, write),
        ClientSession(read, write) as client,
    ):
        await client.initialize()
        first = await client.call_tool("observe", target)
        data: dict[str, Any] = first.structured_content or {}
        eid = next(e["id"] for e in data["elements"] if e["name"] == key and e["role"] == "button")

        async def observe() -> None:
            r = await client.call_tool("observe", target)
            assert not r.is_error

        async def act() -> None:
            r = await client.call_tool("act", {**target, "action": "click", "element": eid})
            assert not r.is_error

        return await timed(calls, observe), await timed(calls, act)


def rows(label: str, api: tuple[float, float], mcp: tuple[float, float]) -> list[str]:
    return [
        f"| {label} observe | {api[0]:.1f} ms | {mcp[0]:.1f} ms | {mcp[0] - api[0]:+.1f} ms |",
        f"| {label} act (click) | {api[1]:.1f} ms | {mcp[1]:.1f} ms | {mcp[1] - api[1]:+.1f} ms |",
    ]


async def bench_fake(calls: int) -> list[str]:
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(state_dir=Path(tmp))
        api = await direct(settings, "fake", TargetQuery(app="calc", backend="fake"), "1", calls)
        env = {**os.environ, "HANDRAIL_STATE_DIR": tmp}
        mcp = await over_mcp(env, ["--backend", "fake"], {"app": "calc"}, "1", calls)
    return rows("fake calculator", api, mcp)


async def bench_desktop(calls: int) -> list[str]:
    if shutil.which("Xvfb") is None:
        return ["| gnome-calculator | skipped: no Xvfb | | |"]
    from handrail import desktop as hdesktop

    with tempfile.TemporaryDirectory(prefix="hmb") as tmp:
        settings = Settings(state_dir=Path(tmp) / "s", display=None, session_bus=None)
        await hdesktop.start(settings, timeout=30.0)
        try:
            pid = hdesktop.run(settings, ["gnome-calculator"], log=Path(tmp) / "apps.log")
            await hdesktop.wait_for_app(settings, pid, timeout=30.0)
            api = await direct(settings, "atspi", TargetQuery(pid=pid), "1", calls)
            env = dict(os.environ)
            for var in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY"):
                env.pop(var, None)
            env["HANDRAIL_STATE_DIR"] = str(settings.state_dir)
            mcp = await over_mcp(env, [], {"pid": pid}, "1", calls)
        finally:
            await hdesktop.stop(settings)
    return rows("gnome-calculator", api, mcp)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=40)
    parser.add_argument("--only", default="fake,desktop")
    args = parser.parse_args()
    wanted = set(args.only.split(","))
    lines = [
        f"calls per figure: {args.calls} (medians)",
        "",
        "| target and call | Python API | MCP tool call | MCP overhead |",
        "| --- | --- | --- | --- |",
    ]
    if "fake" in wanted:
        lines += await bench_fake(args.calls)
    if "desktop" in wanted:
        lines += await bench_desktop(args.calls)
    print("\n".join(lines))


if __name__ == "__main__":
    asyncio.run(main())
