"""``handrail launch APP [ARG ...]``: start an application and wait for its accessible window."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from handrail.cli.common import CliContext, add_format_arg

__all__ = ["register"]


def register(sub: Any) -> None:
    """Add ``launch`` to ``sub``."""
    p = sub.add_parser(
        "launch",
        help="start an application (desktop entry or command) and wait for its window",
        description=(
            "Find APP as a desktop entry or a command, start it inside the desktop with"
            " accessibility turned on, and wait until a new accessible application with a"
            " window appears (whatever its pid). Prints its name, pid and window."
        ),
    )
    p.add_argument("app", metavar="APP")
    p.add_argument("args", nargs=argparse.REMAINDER, metavar="ARG")
    p.add_argument("--timeout", type=float, default=15.0, metavar="SECONDS")
    add_format_arg(p)
    p.set_defaults(handler=cmd_launch)


_TITLE_WAIT = 2.0
"""Seconds a new window may take to get its title (toolkits set it after mapping)."""


async def _windows(ctx: CliContext, pid: int | None) -> list[str]:
    from handrail.backends.atspi import AtspiBackend

    loop = asyncio.get_running_loop()
    deadline = loop.time() + _TITLE_WAIT
    async with AtspiBackend(ctx.settings) as backend:
        while True:
            titles = [t.window or "" for t in await backend.list_targets() if t.pid == pid]
            if (titles and all(titles)) or loop.time() >= deadline:
                return titles
            await asyncio.sleep(0.1)


def cmd_launch(args: argparse.Namespace, ctx: CliContext) -> int:
    """Launch and report the application that appeared."""
    from handrail.desktop.launch import launch

    async def run() -> tuple[Any, int, list[str]]:
        app, started = await launch(ctx.settings, args.app, args.args, timeout=args.timeout)
        return app, started, await _windows(ctx, app.pid)

    app, started, windows = asyncio.run(run())
    if ctx.json:
        ctx.emit_json({"app": app.name, "pid": app.pid, "windows": windows, "started_pid": started})
    else:
        shown = ", ".join(repr(w) for w in windows) or "(no title)"
        ctx.emit(f"{app.name}\t{app.pid}\t{shown}")
    return 0
