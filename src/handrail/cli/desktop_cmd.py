"""``handrail desktop start|stop|status|run``: the managed headless desktop."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from handrail import desktop
from handrail.cli.common import CliContext, add_format_arg, number
from handrail.desktop.wm import KNOWN_WMS
from handrail.errors import UsageError

__all__ = ["register"]


def register(sub: Any) -> None:
    """Add ``desktop`` and its subcommands to ``sub``."""
    p = sub.add_parser(
        "desktop",
        help="start, stop or inspect the managed headless desktop (Xvfb + D-Bus + AT-SPI)",
        description=(
            "A headless desktop for servers and CI. Later handrail commands use it unless "
            "DISPLAY and DBUS_SESSION_BUS_ADDRESS name a desktop already."
        ),
    )
    dsub = p.add_subparsers(dest="desktop_command", metavar="SUBCOMMAND", required=True)

    s = dsub.add_parser("start", help="start the desktop (does nothing if it runs already)")
    s.add_argument("--screen", default=desktop.DEFAULT_SCREEN, metavar="WxHxDEPTH")
    s.add_argument("--timeout", type=number(0.1, 3600), default=20.0, metavar="SECONDS")
    s.add_argument(
        "--wm",
        choices=sorted(KNOWN_WMS),
        help="also run this window manager (optional: handrail raises and focuses windows itself)",
    )
    add_format_arg(s)
    s.set_defaults(handler=cmd_start)

    s = dsub.add_parser("stop", help="stop the desktop and the programs started in it")
    add_format_arg(s)
    s.set_defaults(handler=cmd_stop)

    s = dsub.add_parser("status", help="say whether the desktop runs (exit 4 when it does not)")
    add_format_arg(s)
    s.set_defaults(handler=cmd_status)

    s = dsub.add_parser(
        "run",
        help="launch a program inside the desktop with accessibility turned on",
        description="Launch CMD detached inside the desktop and print its pid.",
    )
    s.add_argument(
        "--wait",
        type=number(0, 3600),
        metavar="SECONDS",
        help="wait until the program shows a window on the AT-SPI bus",
    )
    add_format_arg(s)
    s.add_argument("argv", nargs=argparse.REMAINDER, metavar="CMD ...")
    s.set_defaults(handler=cmd_run)


def _state_json(state: desktop.DesktopState | None) -> dict[str, Any]:
    if state is None:
        return {}
    return {
        "display": state.display,
        "session_bus": state.session_bus,
        "a11y_bus": state.a11y_bus,
        "screen": state.screen,
        "pids": state.pids,
        "apps": list(state.apps),
    }


def cmd_start(args: argparse.Namespace, ctx: CliContext) -> int:
    """Start the managed desktop and print its environment."""
    was = desktop.status(ctx.settings).running
    state = asyncio.run(
        desktop.start(ctx.settings, screen=args.screen, timeout=args.timeout, wm=args.wm)
    )
    if not desktop.using_managed(ctx.settings):
        ctx.progress(
            "handrail: note: DISPLAY and DBUS_SESSION_BUS_ADDRESS are set, so handrail "
            "commands in this shell use that desktop; unset them to use the managed one"
        )
    if ctx.json:
        ctx.emit_json({"running": True, "already_running": was, **_state_json(state)})
        return 0
    verb = "already running" if was else "started"
    ctx.emit(f"desktop {verb} on {state.display} ({state.screen})")
    ctx.emit(f"DISPLAY={state.display}")
    ctx.emit(f"DBUS_SESSION_BUS_ADDRESS={state.session_bus}")
    if state.a11y_bus:
        ctx.emit(f"AT-SPI bus: {state.a11y_bus}")
    return 0


def cmd_stop(args: argparse.Namespace, ctx: CliContext) -> int:
    """Stop the managed desktop."""
    stopped = asyncio.run(desktop.stop(ctx.settings))
    if ctx.json:
        ctx.emit_json({"stopped": stopped})
    else:
        ctx.emit("desktop stopped" if stopped else "no managed desktop was running")
    return 0


def cmd_status(args: argparse.Namespace, ctx: CliContext) -> int:
    """Report the managed desktop's processes and which desktop handrail uses."""
    st = desktop.status(ctx.settings)
    if not desktop.using_managed(ctx.settings):
        using: str | None = "existing"
    else:
        using = "managed" if st.running else None
    if ctx.json:
        ctx.emit_json(
            {
                "running": st.running,
                "using": using,
                "processes": st.processes,
                "running_apps": list(st.apps),
                **_state_json(st.state),
            }
        )
    elif st.state is None:
        ctx.emit("no managed desktop (start one with 'handrail desktop start')")
    else:
        word = "running" if st.running else "stopped"
        ctx.emit(f"desktop {word} on {st.state.display} ({st.state.screen})")
        for role, ok in st.processes.items():
            ctx.emit(f"  {role:<6} pid {st.state.pids[role]:<8} {'up' if ok else 'down'}")
        if st.apps:
            ctx.emit("  apps   " + " ".join(str(p) for p in st.apps))
    if using == "existing" and not ctx.json:
        ctx.emit("handrail uses the desktop named by DISPLAY and DBUS_SESSION_BUS_ADDRESS")
    return 0 if st.running else 4


def cmd_run(args: argparse.Namespace, ctx: CliContext) -> int:
    """Launch a program inside the desktop and print its pid."""
    argv = list(args.argv)
    if argv and argv[0] == "--":
        argv = argv[1:]
    if not argv:
        raise UsageError("desktop run: name a program to run, e.g. handrail desktop run zenity")
    pid = desktop.run(ctx.settings, argv, log=ctx.settings.state_dir / "desktop" / "apps.log")
    app = None
    if args.wait is not None:
        app = asyncio.run(desktop.wait_for_app(ctx.settings, pid, timeout=args.wait))
    if ctx.json:
        ctx.emit_json({"pid": pid, "argv": argv, "app": app.name if app else None})
    elif app is not None:
        ctx.emit(f"{pid} {app.name}")
    else:
        ctx.emit(str(pid))
    return 0
