"""Shared plumbing for CLI commands: target arguments, output, sessions."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TextIO

from handrail.backends.registry import create_backend
from handrail.config import Settings
from handrail.errors import UsageError
from handrail.gate import Gate
from handrail.ids import FileIdStore
from handrail.model import TargetQuery
from handrail.session import Session
from handrail.stop import StopFlag

__all__ = [
    "CliContext",
    "add_format_arg",
    "add_target_args",
    "query_from_args",
]

GateFactory = Callable[[Settings, str], Gate | None]

_gate_factory: GateFactory | None = None


def set_gate_factory(factory: GateFactory) -> None:
    """Install the function that builds the gate every CLI session uses."""
    global _gate_factory
    _gate_factory = factory


def add_target_args(parser: argparse.ArgumentParser, *, required: bool = True) -> None:
    """Add ``--app``, ``--pid``, ``--window``, ``--browser``, ``--cdp`` and ``--tab``."""
    group = parser.add_argument_group("target")
    group.add_argument("--app", help="desktop application by name (substring, case-insensitive)")
    group.add_argument("--pid", type=int, help="desktop application by process id")
    group.add_argument("--window", help="window by index (0, 1, …) or title substring")
    group.add_argument(
        "--browser", action="store_true", help="the Chromium that 'handrail browser start' launched"
    )
    group.add_argument("--cdp", metavar="URL", help="any Chromium/Electron debugging endpoint")
    group.add_argument("--tab", help="page by URL or title substring (default: the active page)")
    group.add_argument("--backend", help=argparse.SUPPRESS)
    parser.set_defaults(_target_required=required)


def add_format_arg(parser: argparse.ArgumentParser) -> None:
    """Add ``--format text|json``."""
    parser.add_argument(
        "--format", choices=("text", "json"), default="text", help="output format (default: text)"
    )


def query_from_args(args: argparse.Namespace, *, required: bool = True) -> TargetQuery | None:
    """Build a target query from parsed target arguments.

    Returns:
        The query, or ``None`` when no target was named and none is required.

    Raises:
        UsageError: when no target, or more than one kind of target, was named.

    """
    kinds = sum(
        1
        for present in (
            args.app is not None or args.pid is not None,
            bool(args.browser),
            args.cdp is not None,
        )
        if present
    )
    if kinds > 1:
        raise UsageError("name one target: --app/--pid, --browser or --cdp")
    if args.app is not None and args.pid is not None:
        raise UsageError("give --app or --pid, not both")
    if kinds == 0:
        if getattr(args, "backend", None):
            return TargetQuery(backend=args.backend)
        if required:
            raise UsageError("name a target with --app NAME, --pid PID, --browser or --cdp URL")
        return None
    return TargetQuery(
        app=args.app,
        pid=args.pid,
        window=args.window,
        browser=bool(args.browser),
        cdp=args.cdp,
        tab=args.tab,
        backend=getattr(args, "backend", None),
    )


@dataclass
class CliContext:
    """What every command handler gets: settings, the output format and output streams."""

    settings: Settings
    format: str = "text"
    out: TextIO = sys.stdout
    err: TextIO = sys.stderr

    @property
    def json(self) -> bool:
        """True when ``--format json`` was asked for."""
        return self.format == "json"

    def emit_json(self, data: Any) -> None:
        """Print ``data`` as one JSON document."""
        self.out.write(json.dumps(data, ensure_ascii=False, indent=None) + "\n")

    def emit(self, text: str) -> None:
        """Print a line of text output."""
        self.out.write(text if text.endswith("\n") else text + "\n")

    def progress(self, text: str) -> None:
        """Print a progress line to stderr (never mixed into JSON output)."""
        self.err.write(text + "\n")
        self.err.flush()

    def session(self, query: TargetQuery | None, *, backend: str | None = None) -> Session:
        """Open a session on the backend the query (or ``backend``) names.

        The session keeps ids in the per-user state directory, so they stay valid across
        CLI processes, and applies the installed gate.
        """
        name = backend or (query.backend_name if query else "atspi")
        gate = _gate_factory(self.settings, "cli") if _gate_factory else None
        return Session(
            create_backend(name, settings=self.settings),
            ids=FileIdStore(self.settings.state_dir / "ids"),
            gate=gate,
            settle_timeout=self.settings.settle_timeout,
            origin="cli",
            stop=StopFlag(self.settings.state_dir),
        )
