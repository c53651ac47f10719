"""``handrail browser start|open|stop|status``: the Chromium that Handrail manages."""

from __future__ import annotations

import argparse
import asyncio
from typing import Any

from handrail.backends.browser.session.cdpdaemon import daemon_record, daemon_status, stop_daemon
from handrail.backends.browser.session.launcher import (
    launch_browser,
    load_state,
    process_alive,
    stop_browser,
)
from handrail.cli.common import CliContext, add_format_arg, number
from handrail.errors import BackendUnavailable
from handrail.model import TargetQuery

__all__ = ["register"]


def register(sub: Any) -> None:
    """Add ``browser start|stop|status`` to ``sub``."""
    p = sub.add_parser("browser", help="start, stop or check the Chromium that handrail manages")
    bsub = p.add_subparsers(dest="browser_command", metavar="start|open|stop|status", required=True)
    start = bsub.add_parser("start", help="launch Chromium with a debugging endpoint on loopback")
    start.add_argument("--url", help="page to open (default: about:blank)")
    start.add_argument("--headed", action="store_true", help="show a window (needs a display)")
    add_format_arg(start)
    start.set_defaults(handler=cmd_start)
    opener = bsub.add_parser(
        "open",
        help="load a URL in the managed browser's page (or a --cdp endpoint's --tab) and wait"
        " until it has loaded",
    )
    opener.add_argument("url", metavar="URL", help="http://, https:// or file:// address")
    opener.add_argument("--cdp", metavar="URL", help="a debugging endpoint instead")
    opener.add_argument("--tab", metavar="TAB", help="which page of it (id, title or URL part)")
    opener.add_argument(
        "--reload",
        action="store_true",
        help="load the page afresh even when the URL is the open page at another #fragment"
        " (which a browser only scrolls to, keeping what the page holds)",
    )
    opener.add_argument(
        "--timeout",
        type=number(0.1, 600),
        default=30.0,
        help="seconds to wait for the page to load (default 30)",
    )
    add_format_arg(opener)
    opener.set_defaults(handler=cmd_open)
    stop = bsub.add_parser(
        "stop",
        help="stop it and delete its profile; with --cdp URL, stop that endpoint's session"
        " daemon (the browser keeps running)",
    )
    stop.add_argument("--cdp", metavar="URL", help="the debugging endpoint whose daemon to stop")
    add_format_arg(stop)
    stop.set_defaults(handler=cmd_stop)
    status = bsub.add_parser(
        "status",
        help="say whether it runs, where, and its pages; with --cdp URL, whether that"
        " endpoint's session daemon runs",
    )
    status.add_argument("--cdp", metavar="URL", help="the debugging endpoint to ask about")
    add_format_arg(status)
    status.set_defaults(handler=cmd_status)


def cmd_start(args: argparse.Namespace, ctx: CliContext) -> int:
    """Launch the managed browser."""
    state = launch_browser(ctx.settings, url=args.url, headed=args.headed)
    if ctx.json:
        ctx.emit_json(
            {"ok": True, "pid": state.pid, "endpoint": state.endpoint, "headless": state.headless}
        )
    else:
        ctx.emit(f"browser started: pid {state.pid}, endpoint {state.endpoint}")
    return 0


def cmd_open(args: argparse.Namespace, ctx: CliContext) -> int:
    """Load a URL in a page and wait for it: exit 2 for a bad URL, 5 when it fails to load."""
    from handrail.backends.browser import BrowserBackend
    from handrail.backends.browser.session.navigate import Opened, check_url

    url = check_url(args.url)
    if args.cdp:
        query = TargetQuery(cdp=args.cdp, tab=args.tab)
    else:
        query = TargetQuery(browser=True, tab=args.tab)

    async def go() -> Opened:
        async with BrowserBackend(settings=ctx.settings) as backend:
            target = await backend.resolve(query)
            return await backend.open_url(target, url, args.timeout, reload=args.reload)

    opened = asyncio.run(go())
    page = opened.page
    if ctx.json:
        ctx.emit_json({"ok": True, "url": page.url, "title": page.app, "loaded": opened.loaded})
    else:
        ctx.emit(opened.summary())
    return 0


def cmd_stop(args: argparse.Namespace, ctx: CliContext) -> int:
    """Stop the managed browser, or with ``--cdp`` the endpoint's session daemon."""
    if args.cdp:
        endpoint = args.cdp.rstrip("/")
        pid = stop_daemon(ctx.settings.state_dir, endpoint)
        if ctx.json:
            ctx.emit_json({"ok": True, "stopped": pid is not None, "pid": pid})
        elif pid is None:
            ctx.emit(f"no session daemon was running for {endpoint}")
        else:
            ctx.emit(f"session daemon for {endpoint} stopped (pid {pid})")
        return 0
    state = stop_browser(ctx.settings)
    if ctx.json:
        ctx.emit_json(
            {"ok": True, "stopped": state is not None, "pid": state.pid if state else None}
        )
    else:
        ctx.emit(f"browser stopped (pid {state.pid})" if state else "no browser was running")
    return 0


def cmd_status(args: argparse.Namespace, ctx: CliContext) -> int:
    """Report on the managed browser (or a ``--cdp`` endpoint's daemon); exit 4 when none runs."""
    if args.cdp:
        return _daemon_status(args.cdp.rstrip("/"), ctx)
    state = load_state(ctx.settings)
    if state is None or not process_alive(state.pid):
        raise BackendUnavailable("no browser is running; start one with: handrail browser start")
    from handrail.backends.browser import BrowserBackend

    async def pages() -> list[Any]:
        async with BrowserBackend(settings=ctx.settings) as backend:
            return await backend.list_targets()

    found = asyncio.run(pages())
    if ctx.json:
        ctx.emit_json(
            {
                "running": True,
                "pid": state.pid,
                "endpoint": state.endpoint,
                "headless": state.headless,
                "pages": [t.to_json() for t in found],
            }
        )
    else:
        ctx.emit(
            f"browser running: pid {state.pid}, endpoint {state.endpoint}, {len(found)} page(s)"
        )
        for t in found:
            ctx.emit(f"  {t.app}\t{t.url}")
    return 0


def _daemon_status(endpoint: str, ctx: CliContext) -> int:
    record = daemon_record(ctx.settings.state_dir, endpoint)
    if not record or record.get("ended"):
        why = f" ({record['ended']})" if record else ""
        raise BackendUnavailable(f"no session daemon runs for {endpoint}{why}")
    status = asyncio.run(daemon_status(ctx.settings.state_dir, endpoint, ctx.settings.ipc_timeout))
    if ctx.json:
        ctx.emit_json({"running": True, **status})
    else:
        ctx.emit(
            f"session daemon running for {endpoint}: pid {status['pid']},"
            f" {status['served']} request(s) served, idle {status['idle_for']:.0f}s"
            f" of {status['idle_limit']:g}s"
        )
    return 0
