"""``handrail browser start|stop|status``: the Chromium that Handrail manages."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from handrail.backends.browser.launcher import (
    launch_browser,
    load_state,
    process_alive,
    stop_browser,
)
from handrail.cli.common import CliContext, add_format_arg
from handrail.errors import BackendUnavailable

__all__ = ["register"]


def register(sub: Any) -> None:
    """Add ``browser start|stop|status`` to ``sub``."""
    p = sub.add_parser("browser", help="start, stop or check the Chromium that handrail manages")
    bsub = p.add_subparsers(dest="browser_command", metavar="start|stop|status", required=True)
    start = bsub.add_parser("start", help="launch Chromium with a debugging endpoint on loopback")
    start.add_argument("--url", help="page to open (default: about:blank)")
    start.add_argument("--headed", action="store_true", help="show a window (needs a display)")
    add_format_arg(start)
    start.set_defaults(handler=cmd_start)
    stop = bsub.add_parser("stop", help="stop it and delete its profile")
    add_format_arg(stop)
    stop.set_defaults(handler=cmd_stop)
    status = bsub.add_parser("status", help="say whether it runs, where, and its pages")
    add_format_arg(status)
    status.set_defaults(handler=cmd_status)


def cmd_start(args: argparse.Namespace, ctx: CliContext) -> int:
    """Launch the managed browser."""
    state = launch_browser(ctx.settings, url=args.url, headed=args.headed)
    if ctx.json:
        ctx.emit_json(
            {"ok": True, "pid": state.pid, "endpoint": state.endpoint, "headless": state.headless}
        )
    else:
        ctx.emit(f"browser started: pid {state.pid}, endpoint {state.endpoint}")
    return 0


def cmd_stop(args: argparse.Namespace, ctx: CliContext) -> int:
    """Stop the managed browser."""
    state = stop_browser(ctx.settings)
    if ctx.json:
        ctx.emit_json(
            {"ok": True, "stopped": state is not None, "pid": state.pid if state else None}
        )
    else:
        ctx.emit(f"browser stopped (pid {state.pid})" if state else "no browser was running")
    return 0


def cmd_status(args: argparse.Namespace, ctx: CliContext) -> int:
    """Report on the managed browser; exit 4 when none runs."""
    state = load_state(ctx.settings)
    if state is None or not process_alive(state.pid):
        raise BackendUnavailable("no browser is running; start one with: handrail browser start")
    from handrail.backends.browser import BrowserBackend

    async def pages() -> list[Any]:
        async with BrowserBackend(settings=ctx.settings) as backend:
            return await backend.list_targets()

    found = asyncio.run(pages())
    if ctx.json:
        ctx.emit_json(
            {
                "running": True,
                "pid": state.pid,
                "endpoint": state.endpoint,
                "headless": state.headless,
                "pages": [t.to_json() for t in found],
            }
        )
    else:
        ctx.emit(
            f"browser running: pid {state.pid}, endpoint {state.endpoint}, {len(found)} page(s)"
        )
        for t in found:
            ctx.emit(f"  {t.app}\t{t.url}")
    return 0
