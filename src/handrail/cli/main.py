"""The ``handrail`` command: argument parsing, dispatch and the error contract.

Exit codes: 0 ok, 1 unexpected error, 2 usage, 3 element not found or stale, 4 backend,
desktop or target unavailable, 5 action failed, 6 approval required, 7 denied,
8 stopped, 130 interrupted. ``handrail run`` has its own codes for how a run ended.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from handrail import __version__
from handrail.cli.common import CliContext
from handrail.config import load_settings
from handrail.errors import HandrailError, UsageError

__all__ = ["COMMAND_MODULES", "build_parser", "main"]

COMMAND_MODULES: list[str] = [
    "handrail.cli.observe_cmd",
    "handrail.cli.desktop_cmd",
    "handrail.cli.doctor_cmd",
    "handrail.cli.browser_cmd",
    "handrail.cli.mcp_cmd",
    "handrail.cli.console_cmd",
    "handrail.cli.stop_cmd",
    "handrail.cli.run_cmd",
    "handrail.cli.log_cmd",
]
"""Modules that each add commands through ``register(subparsers)``."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        # argparse prints usage and exits 2; the contract is one clear line.
        raise UsageError(f"{self.prog}: {message}")


def build_parser() -> argparse.ArgumentParser:
    """The full argument parser with every command module registered."""
    parser = _Parser(
        prog="handrail",
        description="Operate desktop and browser applications through their accessibility trees.",
    )
    parser.add_argument("--version", action="version", version=f"handrail {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in COMMAND_MODULES:
        module = importlib.import_module(name)
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI and return its exit code (the console script exits with it)."""
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        if getattr(args, "handler", None) is None:
            parser.print_help(sys.stderr)
            return 2
        ctx = CliContext(settings=load_settings(), format=getattr(args, "format", "text"))
        code: int = args.handler(args, ctx)
        return code
    except HandrailError as err:
        sys.stderr.write(f"handrail: {err.message}\n")
        return err.exit_code
    except KeyboardInterrupt:
        sys.stderr.write("handrail: interrupted\n")
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
