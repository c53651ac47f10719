"""``handrail doctor``: check the desktop stack and say how to fix what is missing.

Exit 0 when every essential part works, 4 when one is missing.
"""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from handrail.cli.common import CliContext, add_format_arg
from handrail.desktop.doctor import run_checks

__all__ = ["register"]


def register(sub: Any) -> None:
    """Add ``doctor`` to ``sub``."""
    p = sub.add_parser(
        "doctor",
        help="check display, XTEST, D-Bus and AT-SPI, and explain how to fix what is missing",
    )
    add_format_arg(p)
    p.set_defaults(handler=cmd_doctor)


def cmd_doctor(args: argparse.Namespace, ctx: CliContext) -> int:
    """Run the checks and print them; exit 4 when an essential one fails."""
    checks = asyncio.run(run_checks(ctx.settings))
    ok = not any(c.failed for c in checks)
    if ctx.json:
        ctx.emit_json({"ok": ok, "checks": [c.to_json() for c in checks]})
    else:
        for c in checks:
            ctx.emit(f"{c.status:<5} {c.name:<12} {c.detail}")
            if c.fix:
                ctx.emit(f"{'':<5} {'':<12} fix: {c.fix}")
        ctx.emit("all essential checks passed" if ok else "something essential is missing")
    return 0 if ok else 4
