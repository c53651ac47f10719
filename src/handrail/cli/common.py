"""Shared plumbing for CLI commands: target arguments, output, sessions."""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from typing import Any, TextIO

from handrail.config import Settings
from handrail.errors import UsageError
from handrail.factory import open_session, session_vault
from handrail.gate import Gate
from handrail.model import Perception, TargetQuery
from handrail.safety.secrets import SecretVault
from handrail.safety.wiring import default_gate
from handrail.session import Session

__all__ = [
    "CliContext",
    "add_format_arg",
    "add_mode_arg",
    "add_secret_args",
    "add_target_args",
    "make_gate",
    "query_from_args",
    "vault_from_args",
]


def make_gate(settings: Settings, origin: str, *, vault: SecretVault | None = None) -> Gate:
    """The risk gate every session opened by ``origin`` (``cli``, ``mcp``, …) passes.

    Raises:
        UsageError: for a malformed policy file or approval setting.

    """
    return default_gate(settings, origin, vault=vault)


def add_secret_args(parser: argparse.ArgumentParser) -> None:
    """Add ``--secret NAME=VALUE`` (repeatable; a bare NAME reads ``HANDRAIL_SECRET_NAME``)."""
    parser.add_argument(
        "--secret",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a secret the text may name as {{NAME}}; typed, never shown or logged",
    )


def vault_from_args(args: argparse.Namespace, settings: Settings) -> SecretVault:
    """The secrets named by ``--secret`` and ``HANDRAIL_SECRET_*``.

    Raises:
        UsageError: for a malformed ``--secret``.

    """
    return SecretVault.from_args(getattr(args, "secret", None) or [], settings)


def add_target_args(parser: argparse.ArgumentParser, *, required: bool = True) -> None:
    """Add ``--app``, ``--pid``, ``--window``, ``--browser``, ``--cdp`` and ``--tab``."""
    group = parser.add_argument_group("target")
    group.add_argument("--app", help="desktop application by name (substring, case-insensitive)")
    group.add_argument("--pid", type=int, help="desktop application by process id")
    group.add_argument("--window", help="window by index (0, 1, …) or title substring")
    group.add_argument(
        "--window-id",
        type=_window_id,
        metavar="ID",
        help="one top-level X window by id (0x400007), whatever its application exposes",
    )
    group.add_argument(
        "--browser", action="store_true", help="the Chromium that 'handrail browser start' launched"
    )
    group.add_argument("--cdp", metavar="URL", help="any Chromium/Electron debugging endpoint")
    group.add_argument("--tab", help="page by URL or title substring (default: the active page)")
    group.add_argument("--backend", help=argparse.SUPPRESS)
    parser.set_defaults(_target_required=required)


def _window_id(text: str) -> int:
    try:
        return int(text, 0)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"not a window id: {text!r} (e.g. 0x400007)") from exc


def add_mode_arg(parser: argparse.ArgumentParser) -> None:
    """Add ``--mode auto|ax|ax+ocr``: whether OCR text joins the tree."""
    parser.add_argument(
        "--mode",
        choices=[m.value for m in Perception],
        default=Perception.AUTO.value,
        help="perception: auto (OCR when the tree covers little of the window; default),"
        " ax (the tree only), ax+ocr (always add OCR text)",
    )


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
            getattr(args, "window_id", None) is not None,
            bool(args.browser),
            args.cdp is not None,
        )
        if present
    )
    if kinds > 1:
        raise UsageError("name one target: --app/--pid, --window-id, --browser or --cdp")
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
        window_id=getattr(args, "window_id", None),
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

    def session(
        self,
        query: TargetQuery | None,
        *,
        backend: str | None = None,
        secrets: SecretVault | None = None,
    ) -> Session:
        """Open a session on the backend the query (or ``backend``) names.

        Built by :func:`handrail.factory.open_session`, as the MCP server's are: ids in
        the per-user state directory (valid across CLI processes), the risk gate
        (:func:`make_gate`), and the backend wrapped with ``secrets`` — the
        ``HANDRAIL_SECRET_*`` of the environment when not given, even none: ``{{NAME}}``
        placeholders are typed as their values (an unknown one fails), and values read
        back from the target show as placeholders in what every command prints and in
        screenshots.
        """
        vault = session_vault(self.settings, secrets)
        return open_session(
            self.settings,
            query,
            origin="cli",
            backend=backend,
            vault=vault,
            gate=make_gate(self.settings, "cli", vault=vault),
        )
