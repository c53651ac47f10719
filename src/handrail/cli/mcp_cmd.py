"""``handrail mcp``: serve Handrail's tools to MCP clients (stdio, or HTTP on loopback)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import sys
from typing import Any

from handrail.cli.common import CliContext, add_planner_args, add_secret_args, vault_from_args
from handrail.errors import UsageError

__all__ = ["register"]


def register(sub: Any) -> None:
    """Add the ``mcp`` command to ``sub``."""
    p = sub.add_parser(
        "mcp",
        help="serve observe/act/screenshot/run tools over the Model Context Protocol",
        description=(
            "Serve Handrail's tools to an MCP client. By default over stdin/stdout (the "
            "client starts this command); with --http, streamable HTTP at "
            "http://127.0.0.1:PORT/mcp. Only loopback addresses are served."
        ),
    )
    p.add_argument("--http", action="store_true", help="serve streamable HTTP instead of stdio")
    p.add_argument("--port", type=int, default=8765, help="HTTP port (default: 8765)")
    p.add_argument(
        "--host",
        default="127.0.0.1",
        choices=("127.0.0.1", "localhost", "::1"),
        help="loopback address to listen on (default: 127.0.0.1)",
    )
    add_planner_args(
        p,
        default="openai",
        forms="openai|anthropic|replay:FILE",
        text="the planner run_task uses (default: openai)",
    )
    p.add_argument(
        "--allow-cdp-host",
        action="append",
        default=[],
        metavar="HOST",
        help="let tools reach a browser endpoint on HOST (default: loopback only; repeatable)",
    )
    add_secret_args(p)
    p.add_argument("--backend", help=argparse.SUPPRESS)
    p.set_defaults(handler=cmd_mcp)


def cmd_mcp(args: argparse.Namespace, ctx: CliContext) -> int:
    """Serve until the client disconnects (stdio) or the process is interrupted (HTTP)."""
    from handrail.mcpserver import serve_http, serve_stdio
    from handrail.mcpserver.approval import mcp_gate

    if not 0 < args.port < 65536:
        raise UsageError(f"--port must be between 1 and 65535, got {args.port}")
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("handrail mcp: %(levelname)s %(message)s"))
    # stdout carries the protocol on stdio; diagnostics go to stderr only.
    logging.getLogger("handrail").addHandler(handler)
    vault = vault_from_args(args, ctx.settings)
    options = {
        "gate": mcp_gate(ctx.settings, vault=vault),
        "vault": vault,
        "backend": args.backend,
        "planner": args.planner,
        "model": args.model,
        "cdp_hosts": args.allow_cdp_host,
    }
    if args.http:
        ctx.progress(f"serving MCP at http://{args.host}:{args.port}/mcp (Ctrl-C to stop)")
        asyncio.run(serve_http(ctx.settings, port=args.port, host=args.host, **options))
    else:
        asyncio.run(serve_stdio(ctx.settings, **options))
    return 0
