"""Shared plumbing for CLI commands: target arguments, output, sessions."""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, TextIO

from handrail.config import Settings
from handrail.errors import UsageError
from handrail.factory import open_session, session_vault
from handrail.gate import Gate
from handrail.model import Perception
from handrail.safety.secrets import SecretVault
from handrail.safety.wiring import default_gate
from handrail.session import Session
from handrail.targets import TargetQuery, naming_choices, target_fields

__all__ = [
    "CDP_DAEMON_IDLE",
    "CliContext",
    "add_format_arg",
    "add_mode_arg",
    "add_planner_args",
    "add_secret_args",
    "add_target_args",
    "flag",
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


def number(low: float, high: float, *, integer: bool = False) -> Callable[[str], float]:
    """An argparse type: a finite number between ``low`` and ``high`` (a whole one if asked)."""

    def parse(text: str) -> float:
        try:
            value = int(text, 10) if integer else float(text)
        except ValueError:
            kind = "a whole number" if integer else "a number"
            raise argparse.ArgumentTypeError(f"{text[:40]!r} is not {kind}") from None
        if not math.isfinite(value) or not low <= value <= high:
            raise argparse.ArgumentTypeError(
                f"{text[:40]!r} is not between {low:g} and {high:g}"
            ) from None
        return value

    return parse


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number between ``low`` and ``high``."""
    parse = number(low, high, integer=True)
    return lambda text: int(parse(text))


CDP_DAEMON_IDLE = 600.0
"""Seconds a CLI command's ``--cdp`` session daemon lives unused, unless configured."""

MAX_PID = 1 << 22
"""Linux's largest pid (``pid_max`` can be at most this)."""


def add_planner_args(
    parser: argparse.ArgumentParser, *, default: str, forms: str, text: str
) -> None:
    """Add ``--planner`` (``forms``: the specs it takes, as its metavar) and ``--model``."""
    parser.add_argument("--planner", default=default, metavar=forms, help=text)
    parser.add_argument(
        "--model", metavar="M", help="the planner's model (default: HANDRAIL_MODEL)"
    )


def add_lease_arg(parser: argparse.ArgumentParser) -> None:
    """Add ``--wait-lease SECONDS``: wait for another run's lease on the target."""
    parser.add_argument(
        "--wait-lease",
        type=number(0, 86400),
        default=0.0,
        metavar="S",
        help="when another run holds the target, wait up to S seconds (default: fail at once)",
    )


def add_target_args(parser: argparse.ArgumentParser, *, required: bool = True) -> None:
    """Add ``--app``, ``--pid`` and every target field the registered backends declare.

    With the built-in backends: ``--window``, ``--window-id``, ``--browser``, ``--cdp``
    and ``--tab``. A field's value is checked by the query built from it.
    """
    group = parser.add_argument_group("target")
    group.add_argument("--app", help="desktop application by name (substring, case-insensitive)")
    group.add_argument("--pid", type=whole(1, MAX_PID), help="desktop application by process id")
    for field in target_fields():
        if field.kind is bool:
            group.add_argument(
                flag(field.name), dest=field.name, action="store_true", help=field.help
            )
        else:
            group.add_argument(
                flag(field.name), dest=field.name, metavar=field.metavar, help=field.help
            )
    group.add_argument("--backend", help=argparse.SUPPRESS)
    parser.set_defaults(_target_required=required)


def flag(name: str) -> str:
    """How the command line spells the argument ``name`` (``--window-id``)."""
    return "--" + name.replace("_", "-")


def add_mode_arg(parser: argparse.ArgumentParser) -> None:
    """Add ``--mode auto|ax|ax+ocr|vision``: whether OCR text (and a picture) join the tree."""
    parser.add_argument(
        "--mode",
        choices=[m.value for m in Perception],
        default=Perception.AUTO.value,
        help="perception: auto (OCR when the tree covers little of the window; default),"
        " ax (the tree only), ax+ocr (always add OCR text), vision (ax+ocr, and the"
        " picture: a run sends its planner a marked screenshot every round)",
    )


def add_format_arg(parser: argparse.ArgumentParser) -> None:
    """Add ``--format text|json``."""
    parser.add_argument(
        "--format", choices=("text", "json"), default="text", help="output format (default: text)"
    )


def query_from_args(args: argparse.Namespace, *, required: bool = True) -> TargetQuery | None:
    """Build a target query from parsed target arguments (the query checks itself).

    Returns:
        The query, or ``None`` when no target was named and none is required.

    Raises:
        UsageError: when no target, or more than one kind of target, was named, or a
            field that does not go with the target.

    """
    backend = getattr(args, "backend", None)
    query = TargetQuery(
        app=args.app,
        pid=args.pid,
        backend=backend,
        fields={f.name: getattr(args, f.name, None) for f in target_fields()},
    )
    if query.names_target:
        return query
    if backend:
        return TargetQuery(backend=backend)
    if required:
        raise UsageError(f"name a target with {naming_choices()}")
    return None


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
        settings = self.settings
        if settings.cdp_daemon_idle is None:
            # A command is one short process: a --cdp endpoint stays attached between them.
            settings = replace(settings, cdp_daemon_idle=CDP_DAEMON_IDLE)
        return open_session(
            settings,
            query,
            origin="cli",
            backend=backend,
            vault=vault,
            gate=make_gate(self.settings, "cli", vault=vault),
        )
