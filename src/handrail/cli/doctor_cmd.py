"""``handrail doctor``: check the desktop stack and say how to fix what is missing.

Exit 0 when every essential part works, 4 when one is missing.
"""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from handrail.cli.common import CliContext, add_format_arg
from handrail.desktop.doctor import FAIL, Check, run_checks
from handrail.errors import UsageError
from handrail.model import TargetQuery

__all__ = ["register"]


def register(sub: Any) -> None:
    """Add ``doctor`` to ``sub``."""
    p = sub.add_parser(
        "doctor",
        help="check display, XTEST, D-Bus and AT-SPI, and explain how to fix what is missing",
    )
    p.add_argument("--app", help="also explain this desktop application (by name)")
    p.add_argument("--pid", type=int, help="also explain the application with this pid")
    add_format_arg(p)
    p.set_defaults(handler=cmd_doctor)


async def _checks(ctx: CliContext, query: TargetQuery | None) -> list[Check]:
    checks = await run_checks(ctx.settings)
    if query is None or any(c.failed for c in checks):
        return checks
    from handrail.backends.atspi import AtspiBackend
    from handrail.backends.atspi.explain import explain_app

    async with AtspiBackend(ctx.settings) as backend:
        return checks + await explain_app(backend, query)


def _verdict(checks: list[Check]) -> tuple[bool, bool]:
    """``(all fine, the explained application cannot be operated)``."""
    app_failed = any(c.status == FAIL and c.name.startswith(("app", "tree")) for c in checks)
    return not app_failed and not any(c.failed for c in checks), app_failed


def cmd_doctor(args: argparse.Namespace, ctx: CliContext) -> int:
    """Run the checks and print them; exit 4 when an essential one fails.

    With ``--app``/``--pid`` the application is explained too; exit 4 when it is not
    on the bus or its tree cannot be read.
    """
    if args.app is not None and args.pid is not None:
        raise UsageError("doctor: give --app or --pid, not both")
    query = None
    if args.app is not None or args.pid is not None:
        query = TargetQuery(app=args.app, pid=args.pid)
    checks = asyncio.run(_checks(ctx, query))
    ok, app_failed = _verdict(checks)
    if ctx.json:
        ctx.emit_json({"ok": ok, "checks": [c.to_json() for c in checks]})
    else:
        for c in checks:
            ctx.emit(f"{c.status:<5} {c.name:<12} {c.detail}")
            if c.fix:
                ctx.emit(f"{'':<5} {'':<12} fix: {c.fix}")
        if app_failed:
            ctx.emit("the application cannot be operated through an accessibility tree")
        else:
            ctx.emit("all essential checks passed" if ok else "something essential is missing")
    return 0 if ok else 4
