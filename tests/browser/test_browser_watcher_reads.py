"""CLI reads through the browser watcher: the same snapshot as a direct read, and a
watcher that is dead or silent never hangs a command (it attaches directly, saying so)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fixture_server import FixtureServer
from test_browser_cli import Cli, cli, server  # noqa: F401  (fixtures)

from handrail.backends.browser.session.cdp import CdpConnection
from handrail.backends.browser.session.watchsocket import socket_path
from handrail.liveness import alive
from polling import wait_until

pytestmark = pytest.mark.browser

NOTE = "attaching to the browser directly"


def state(c: Cli) -> dict[str, Any]:
    path = Path(c.env["HANDRAIL_STATE_DIR"]) / "browser.json"
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


async def page_eval(endpoint: str, expression: str) -> Any:
    """The value of ``expression`` in the first page, from a connection of the test's own."""
    conn = await CdpConnection.connect(endpoint, 10)
    try:
        infos = (await conn.send("Target.getTargets"))["targetInfos"]
        target = next(i["targetId"] for i in infos if i["type"] == "page")
        attached = await conn.send("Target.attachToTarget", {"targetId": target, "flatten": True})
        reply = await conn.send(
            "Runtime.evaluate",
            {"expression": expression, "returnByValue": True},
            session_id=attached["sessionId"],
        )
        return reply["result"].get("value")
    finally:
        await conn.close()


def stop_watcher(c: Cli) -> None:
    pid = state(c)["watcher_pid"]
    # A watcher that could not reach a browser still starting on a loaded machine has
    # ended already (commands then read the page themselves): it is stopped either way.
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGKILL)
    wait_until(lambda: not alive(pid), 5, f"the watcher (pid {pid}) to end", every=0.01)


def shown(snap: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [
        (
            e["id"],
            e["role"],
            e["name"],
            e.get("value"),
            sorted(e.get("states", [])),
            e.get("bounds"),
        )
        for e in snap["elements"]
    ]


@contextlib.contextmanager
def silent_socket(path: Path) -> Iterator[None]:
    """A socket at ``path`` that accepts and never answers (a hung watcher)."""
    path.unlink(missing_ok=True)
    srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    srv.bind(str(path))
    srv.listen(8)
    try:
        yield
    finally:
        srv.close()
        path.unlink(missing_ok=True)


def test_reads_through_the_watcher_equal_a_direct_read(
    cli: Cli,  # noqa: F811
    server: FixtureServer,  # noqa: F811
) -> None:
    cli.json("browser", "start", "--url", server.url("mirror.html"))
    endpoint = state(cli)["endpoint"]
    first = cli.run("observe", "--browser", "--format", "json", "--mode", "ax")
    assert first.returncode == 0 and NOTE not in first.stderr, first.stderr
    # The watcher's read after a change the page made itself (its mirror reads parts).
    asyncio.run(page_eval(endpoint, "document.getElementById('send').textContent = 'Post'"))
    warm = cli.run("observe", "--browser", "--format", "json", "--mode", "ax")
    assert warm.returncode == 0 and NOTE not in warm.stderr, warm.stderr
    again = cli.run("observe", "--browser", "--format", "json", "--mode", "ax")
    assert NOTE not in again.stderr
    assert shown(json.loads(again.stdout)) == shown(json.loads(warm.stdout))
    assert any(e["name"] == "Post" for e in json.loads(warm.stdout)["elements"])

    stop_watcher(cli)
    direct = cli.run("observe", "--browser", "--format", "json", "--mode", "ax")
    assert direct.returncode == 0, direct.stderr
    # One line says why, and the snapshot is the same as through the watcher.
    assert direct.stderr.count("\n") == 1 and NOTE in direct.stderr, direct.stderr
    assert shown(json.loads(direct.stdout)) == shown(json.loads(warm.stdout))


def test_a_silent_watcher_does_not_hang_a_command(
    cli: Cli,  # noqa: F811
    server: FixtureServer,  # noqa: F811
) -> None:
    cli.json("browser", "start", "--url", server.url("form.html"))
    stop_watcher(cli)
    with silent_socket(socket_path(Path(cli.env["HANDRAIL_STATE_DIR"]))):
        cli.env["HANDRAIL_IPC_TIMEOUT"] = "2"
        done = cli.run("observe", "--browser", "--format", "json", "--mode", "ax")
    assert done.returncode == 0, done.stderr
    assert "did not answer within 7s" in done.stderr and NOTE in done.stderr
    assert any(e["name"] == "Place order" for e in json.loads(done.stdout)["elements"])
