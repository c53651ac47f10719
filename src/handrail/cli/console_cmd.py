"""``handrail console``: the local web console for runs, approvals and the emergency stop."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from handrail.cli.common import CliContext
from handrail.console.server import ConsoleServer, is_loopback

__all__ = ["register"]


def register(sub: Any) -> None:
    """Add ``console`` to ``sub``."""
    p = sub.add_parser(
        "console",
        help="serve the web console (runs, approvals, emergency stop) on this machine",
        description=(
            "Serves the console on loopback. Open the printed URL once: it carries a random "
            "token, which every request needs (a cookie keeps it afterwards)."
        ),
    )
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default loopback)")
    p.add_argument("--port", type=int, default=8377, help="port (default 8377; 0 picks a free one)")
    p.set_defaults(handler=cmd_console)


def cmd_console(args: argparse.Namespace, ctx: CliContext) -> int:
    """Serve until interrupted."""
    server = ConsoleServer(ctx.settings, host=args.host, port=args.port)

    def ready() -> None:
        if not is_loopback(args.host):
            ctx.progress(
                f"warning: listening on {args.host}, reachable from other machines; "
                "anyone with the token can approve actions and stop runs"
            )
        ctx.emit(f"Handrail console: {server.login_url}")
        ctx.progress("open the URL above; Ctrl+C stops the console (runs are not affected)")
        ctx.out.flush()

    try:
        asyncio.run(server.serve(on_ready=ready))
    except KeyboardInterrupt:
        ctx.progress("console stopped")
    return 0
