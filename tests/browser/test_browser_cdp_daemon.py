"""CLI commands naming a ``--cdp`` endpoint a person started: after the first, they go
through that endpoint's session daemon; acting through its ids works; the daemon ends
when the browser goes away (the next command says so and attaches directly), when it
idles past its limit, and when stopped; a daemon that does not answer never hangs one."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import signal
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from browser_fixtures import CHROMIUM
from fixture_server import FixtureServer
from test_browser_cli import Cli, element, server  # noqa: F401  (fixtures)
from test_browser_watcher_reads import page_eval, shown

from handrail.backends.browser.session.cdpdaemon import daemon_record, daemon_socket, daemon_status
from handrail.backends.browser.session.launcher import LAUNCH_FLAGS
from handrail.liveness import alive
from polling import wait_until

pytestmark = pytest.mark.browser

NOTE = "attaching to the browser directly"


class Chromium:
    """A browser started the way a person would, with a debugging port of its own."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.endpoint = f"http://127.0.0.1:{port}"
        self.proc: subprocess.Popen[bytes] | None = None
        self.profile = tempfile.mkdtemp(prefix="handrail-test-cdp-")

    def start(self, url: str) -> None:
        self.proc = subprocess.Popen(
            [
                CHROMIUM,
                *LAUNCH_FLAGS,
                "--headless",
                f"--remote-debugging-port={self.port}",
                f"--user-data-dir={self.profile}",
                url,
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        wait_until(self.answers, 30, f"Chromium to open {self.endpoint}", every=0.1)

    def answers(self) -> bool:
        with contextlib.suppress(httpx.HTTPError):
            return httpx.get(self.endpoint + "/json/version", timeout=1).status_code == 200
        return False

    def kill(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGKILL)
            self.proc.wait(10)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture
def chromium() -> Iterator[Chromium]:
    if not Path(CHROMIUM).exists():
        pytest.skip(f"no Chromium at {CHROMIUM}")
    browser = Chromium(free_port())
    yield browser
    browser.kill()


@pytest.fixture
def cli(tmp_path: Path, chromium: Chromium) -> Iterator[Cli]:
    c = Cli(tmp_path)
    yield c
    c.run("browser", "stop", "--cdp", chromium.endpoint)


def state_dir(c: Cli) -> Path:
    return Path(c.env["HANDRAIL_STATE_DIR"])


def serving(c: Cli, endpoint: str, timeout: float = 30.0) -> int:
    """Wait until the endpoint's daemon listens on its socket; its pid."""

    def pid() -> int | None:
        record = daemon_record(state_dir(c), endpoint) or {}
        listens = daemon_socket(state_dir(c), endpoint).exists()
        return int(record["pid"]) if isinstance(record.get("pid"), int) and listens else None

    def said() -> str:
        return f"a daemon serving {endpoint}: {daemon_record(state_dir(c), endpoint)}"

    return wait_until(pid, timeout, said)


def ended(pid: int, timeout: float = 30.0) -> bool:
    return wait_until(lambda: not alive(pid), timeout, f"process {pid} to end")


def opened(
    c: Cli, chromium: Chromium, site: FixtureServer
) -> tuple[subprocess.CompletedProcess[str], int]:
    """Start the browser on the form and observe it: that command, and the daemon it started."""
    chromium.start(site.url("form.html"))
    first = observe(c, chromium.endpoint)
    assert first.returncode == 0, first.stderr
    return first, serving(c, chromium.endpoint)


def status(c: Cli, endpoint: str) -> dict[str, Any]:
    return asyncio.run(daemon_status(state_dir(c), endpoint, 5.0))


def observe(c: Cli, endpoint: str) -> subprocess.CompletedProcess[str]:
    return c.run("observe", "--cdp", endpoint, "--format", "json", "--mode", "ax")


def checked(endpoint: str) -> bool:
    return asyncio.run(page_eval(endpoint, "document.getElementById('gift').checked")) is True


def test_later_commands_go_through_the_daemon_and_act_by_its_ids(
    cli: Cli,
    chromium: Chromium,
    server: FixtureServer,  # noqa: F811
) -> None:
    ep = chromium.endpoint
    first, pid = opened(cli, chromium, server)
    assert first.stderr == "", first.stderr
    assert status(cli, ep)["served"] == 0

    warm = observe(cli, ep)
    assert warm.returncode == 0 and warm.stderr == "", warm.stderr
    # The second command resolved and read the page through the daemon.
    assert status(cli, ep)["served"] == 2
    assert shown(json.loads(warm.stdout)) == shown(json.loads(first.stdout))

    gift = element(json.loads(warm.stdout), "checkbox", "Gift wrap")
    acted = cli.json("act", "click", gift["id"], "--cdp", ep)
    assert acted["ok"] and acted["element"] == gift["id"]
    assert checked(ep)  # the page's own state
    after = json.loads(observe(cli, ep).stdout)
    assert "checked" in element(after, "checkbox", "Gift wrap")["states"]
    # A change the page made itself shows through the daemon's mirror.
    asyncio.run(page_eval(ep, "document.getElementById('gift').checked = false"))
    again = json.loads(observe(cli, ep).stdout)
    assert "checked" not in element(again, "checkbox", "Gift wrap")["states"]
    assert status(cli, ep)["served"] >= 6

    said = cli.json("browser", "status", "--cdp", ep)
    assert said["running"] and said["pid"] == pid and said["endpoint"] == ep
    stopped = cli.json("browser", "stop", "--cdp", ep)
    assert stopped == {"ok": True, "stopped": True, "pid": pid}
    assert ended(pid) and daemon_record(state_dir(cli), ep) is None
    assert cli.run("browser", "status", "--cdp", ep).returncode == 4
    assert chromium.proc is not None and chromium.proc.poll() is None  # the browser stays


def test_the_daemon_ends_with_the_browser_and_the_next_command_says_so(
    cli: Cli,
    chromium: Chromium,
    server: FixtureServer,  # noqa: F811
) -> None:
    ep = chromium.endpoint
    _, pid = opened(cli, chromium, server)
    chromium.kill()
    assert ended(pid)
    gone = observe(cli, ep)
    assert gone.returncode == 4
    lines = gone.stderr.splitlines()
    assert NOTE in lines[0] and "went away" in lines[0] and len(lines) == 2, gone.stderr

    # The person starts the browser again on the same port: the next command attaches
    # directly, quietly, and starts a new daemon.
    back, again = opened(cli, chromium, server)
    assert back.stderr == "", back.stderr
    assert again != pid


def test_the_daemon_ends_when_idle(
    cli: Cli,
    chromium: Chromium,
    server: FixtureServer,  # noqa: F811
) -> None:
    cli.env["HANDRAIL_CDP_DAEMON_IDLE"] = "1"
    _, pid = opened(cli, chromium, server)
    assert ended(pid)
    assert daemon_record(state_dir(cli), chromium.endpoint) is None  # it left nothing
    cli.env["HANDRAIL_CDP_DAEMON_IDLE"] = "0"  # no daemon at all
    assert observe(cli, chromium.endpoint).returncode == 0
    assert daemon_record(state_dir(cli), chromium.endpoint) is None


def test_a_daemon_that_does_not_answer_never_hangs_a_command(
    cli: Cli,
    chromium: Chromium,
    server: FixtureServer,  # noqa: F811
) -> None:
    chromium.start(server.url("form.html"))
    ep = chromium.endpoint
    # A hung daemon: a live process on record and a socket that accepts, never answers.
    hung = subprocess.Popen(["sleep", "600"])
    path = daemon_socket(state_dir(cli), ep)
    record = {"pid": hung.pid, "endpoint": ep, "idle": 600}
    state_dir(cli).mkdir(parents=True, exist_ok=True)
    (state_dir(cli) / path.name.replace(".sock", ".json")).write_text(json.dumps(record))
    srv = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    srv.bind(str(path))
    srv.listen(8)
    try:
        cli.env["HANDRAIL_IPC_TIMEOUT"] = "1"
        done = observe(cli, ep)
        srv.close()
        code = hung.wait(10)
    finally:
        srv.close()
        hung.kill()
    assert done.returncode == 0, done.stderr
    assert "did not answer within 4s" in done.stderr and NOTE in done.stderr
    assert done.stderr.count("\n") == 1
    assert any(e["name"] == "Place order" for e in json.loads(done.stdout)["elements"])
    assert code == -signal.SIGTERM  # it was stopped, and a new daemon serves the endpoint
    assert serving(cli, ep) != hung.pid
