"""``handrail stop``: the emergency stop from a shell."""

from __future__ import annotations

import argparse
import time
from typing import Any

from handrail.cli.common import CliContext, add_format_arg
from handrail.safety.approval_files import ApprovalAudit
from handrail.safety.wiring import approvals_dir
from handrail.stop import StopFlag

__all__ = ["register"]


def register(sub: Any) -> None:
    """Add ``stop`` to ``sub``."""
    p = sub.add_parser(
        "stop",
        help="emergency stop: every run halts and no further input is sent",
        description=(
            "Raises the stop flag every Handrail process checks before sending input; runs "
            "end 'stopped' with their logs intact. New actions fail until --clear."
        ),
    )
    p.add_argument("--clear", action="store_true", help="lower the flag so runs can start again")
    p.add_argument("--status", action="store_true", help="only say whether the flag is up")
    p.add_argument("--reason", default="emergency stop from 'handrail stop'")
    add_format_arg(p)
    p.set_defaults(handler=cmd_stop)


def cmd_stop(args: argparse.Namespace, ctx: CliContext) -> int:
    """Raise, clear or report the stop flag."""
    flag = StopFlag(ctx.settings.state_dir)
    audit = ApprovalAudit(approvals_dir(ctx.settings) / "audit.jsonl")
    if args.clear:
        flag.clear()
        audit.record({"event": "stop-cleared", "at": time.time(), "by": "cli"})
    elif not args.status:
        flag.raise_(args.reason)
        audit.record({"event": "emergency-stop", "at": time.time(), "by": "cli"})
    reason = flag.reason()
    if ctx.json:
        ctx.emit_json({"stopped": reason is not None, "reason": reason, "flag": str(flag.path)})
    elif reason is None:
        ctx.emit("stop flag is down: runs may act")
    else:
        ctx.emit(f"STOPPED: {reason} (clear with 'handrail stop --clear')")
    return 0
