"""The ``handrail`` command: argument parsing, dispatch and the error contract.

Exit codes: 0 ok, 1 unexpected error, 2 usage, 3 element not found or stale, 4 backend,
desktop or target unavailable, 5 action failed, 6 approval required, 7 denied,
8 stopped, 130 interrupted. ``handrail run`` has its own codes for how a run ended;
``handrail log health --check`` exits 20 when an alert fires.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from handrail import __version__
from handrail.cli.common import CliContext, flag
from handrail.config import load_settings
from handrail.errors import HandrailError, UsageError

__all__ = ["COMMANDS", "COMMAND_MODULES", "build_parser", "main"]

COMMANDS: dict[str, str] = {
    "apps": "handrail.cli.observe_cmd",
    "observe": "handrail.cli.observe_cmd",
    "act": "handrail.cli.observe_cmd",
    "screenshot": "handrail.cli.observe_cmd",
    "desktop": "handrail.cli.desktop_cmd",
    "launch": "handrail.cli.launch_cmd",
    "doctor": "handrail.cli.doctor_cmd",
    "browser": "handrail.cli.browser_cmd",
    "run": "handrail.cli.run_cmd",
    "eval": "handrail.cli.eval_cmd",
    "log": "handrail.cli.log_cmd",
    "console": "handrail.cli.console_cmd",
    "stop": "handrail.cli.stop_cmd",
    "mcp": "handrail.cli.mcp_cmd",
    "profile": "handrail.cli.profile_cmd",
    "eval report": "handrail.cli.evalreport_cmd",
    "eval compare": "handrail.cli.evalreport_cmd",
}
"""Each command and the module that registers it through ``register(subparsers)``.

A two-word command (``eval report``) is chosen by its first two words on the command
line, ahead of the one-word command it starts with.
"""

COMMAND_MODULES: list[str] = list(dict.fromkeys(COMMANDS.values()))
"""The command modules, in help order."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        # argparse prints usage and exits 2; the contract is one clear line, which
        # main() prefixes with "handrail:" once: "handrail: act: argument ACTION: ...".
        where = self.prog.removeprefix("handrail").strip()
        raise UsageError(f"{where}: {message}" if where else message)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The argument parser with every command module registered.

    With ``only`` (a command name), just that command's module is imported: one
    command's run never pays for importing the browser, the console and the loop.
    """
    parser = _Parser(
        prog="handrail",
        description="Operate desktop and browser applications through their accessibility trees.",
    )
    parser.add_argument("--version", action="version", version=f"handrail {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    modules = [COMMANDS[only]] if only in COMMANDS else COMMAND_MODULES
    for name in modules:
        module = importlib.import_module(name)
        module.register(sub)
    return parser


def _join_two_word_command(argv: list[str]) -> list[str]:
    """``argv`` with a two-word command's words joined into the one word argparse knows."""
    at = next((i for i, a in enumerate(argv) if not a.startswith("-")), None)
    if at is not None and at + 1 < len(argv) and f"{argv[at]} {argv[at + 1]}" in COMMANDS:
        return [*argv[:at], f"{argv[at]} {argv[at + 1]}", *argv[at + 2 :]]
    return argv


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI and return its exit code (the console script exits with it)."""
    try:
        argv = _join_two_word_command(list(sys.argv[1:] if argv is None else argv))
        command = next((a for a in argv if not a.startswith("-")), None)
        parser = build_parser(command)
        args = parser.parse_args(argv)
        if getattr(args, "handler", None) is None:
            parser.print_help(sys.stderr)
            return 2
        ctx = CliContext(settings=load_settings(), format=getattr(args, "format", "text"))
        code: int = args.handler(args, ctx)
        return code
    except HandrailError as err:
        sys.stderr.write(f"handrail: {err.phrased(flag)}\n")
        return err.exit_code
    except KeyboardInterrupt:
        sys.stderr.write("handrail: interrupted\n")
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
