"""The console over HTTP: the token, the cookie, CSRF, hosts, escaping and tolerant reading."""

from __future__ import annotations

from pathlib import Path

import httpx
import pytest
from console_harness import serving, write_run

from handrail.config import Settings
from handrail.stop import StopFlag


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(state_dir=tmp_path / "state")


async def test_every_request_needs_the_token(settings: Settings) -> None:
    async with serving(settings) as server, httpx.AsyncClient(base_url=server.url) as client:
        for path in ("/", "/api/state", "/audit", "/static/console.css", "/runs/x"):
            assert (await client.get(path)).status_code == 401
        assert (await client.post("/stop")).status_code == 401
        assert (await client.get("/?token=wrong")).status_code == 401
        first = await client.get(f"/?token={server.token}")
        assert first.status_code == 303 and first.headers["location"] == "/"
        cookie = first.headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=strict" in cookie
        page = await client.get("/")
        assert page.status_code == 200 and "EMERGENCY STOP" in page.text
        assert "default-src 'self'" in page.headers["content-security-policy"]
        bearer = httpx.AsyncClient(
            base_url=server.url, headers={"Authorization": f"Bearer {server.token}"}
        )
        async with bearer:
            assert (await bearer.get("/api/state")).status_code == 200


async def test_forms_need_the_csrf_field_and_hosts_are_checked(settings: Settings) -> None:
    async with serving(settings) as server, httpx.AsyncClient(base_url=server.url) as client:
        await client.get(f"/?token={server.token}")
        assert (await client.post("/stop", data={"csrf": "nope"})).status_code == 403
        assert not StopFlag(settings.state_dir).is_set()
        csrf = (await client.get("/")).text.split('name="csrf" value="')[1].split('"')[0]
        done = await client.post("/stop", data={"csrf": csrf})
        assert done.status_code == 303 and StopFlag(settings.state_dir).is_set()
        assert "STOPPED" in (await client.get("/")).text
        await client.post("/stop/clear", data={"csrf": csrf})
        assert not StopFlag(settings.state_dir).is_set()
        rebinding = await client.get("/", headers={"Host": f"evil.example:{server.port}"})
        assert rebinding.status_code == 400
    # The state file is gone with the server.
    assert not (settings.state_dir / "console" / "server.json").exists()


async def test_runs_are_read_tolerantly_and_escaped(settings: Settings) -> None:
    runs = settings.runs_dir
    path = write_run(
        runs,
        "20261130-000000-aaaaaa",
        {"instruction": "<script>alert(1)</script>", "target": {"app": "fake-form"}},
        [{"round": 1, "intent": "<b>bold</b>", "actions": [{"action": {"kind": "click"}}]}],
    )
    with (path / "rounds.jsonl").open("a") as f:
        f.write('{"round": 2, "intent": "torn')  # a crash mid-write
    (runs / "garbage").mkdir()
    (runs / "garbage" / "run.json").write_text("{not json")
    async with serving(settings) as server, httpx.AsyncClient(base_url=server.url) as client:
        await client.get(f"/?token={server.token}")
        index = await client.get("/")
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in index.text
        assert "<script>alert(1)" not in index.text
        assert "unreadable" in index.text
        run = await client.get("/runs/20261130-000000-aaaaaa")
        assert run.status_code == 200 and "&lt;b&gt;bold&lt;/b&gt;" in run.text
        for bad in ("/runs/..%2F..%2Fetc", "/runs/20261130-000000-aaaaaa/files/..%2Frun.json"):
            assert (await client.get(bad)).status_code == 404
        state = (await client.get("/api/state")).json()
        assert ["20261130-000000-aaaaaa", "running"] in [r[:2] for r in state["runs"]]
        gone = await client.get("/approvals/abc123")
        assert gone.status_code == 200 and "no longer pending" in gone.text
        assert (await client.get("/approvals/..%2Fsecret")).status_code == 404


async def test_a_busy_port_is_one_clear_error(settings: Settings) -> None:
    from handrail.console.server import ConsoleServer
    from handrail.errors import UsageError

    async with serving(settings) as server:
        state = (settings.state_dir / "console" / "server.json").read_text()
        with pytest.raises(UsageError, match="cannot listen"):
            await ConsoleServer(settings, port=server.port).serve()
        assert (settings.state_dir / "console" / "server.json").read_text() == state


def test_handrail_console_command(tmp_path: Path) -> None:
    import os
    import signal
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith("HANDRAIL_")}
    env["HANDRAIL_STATE_DIR"] = str(tmp_path)
    # As from a terminal: Ctrl+C reaches a foreground process whose SIGINT is the default.
    # A test run started in the background of a non-interactive shell ignores SIGINT, and
    # a child inherits that (Python then keeps ignoring it), so the child gets it back.
    proc = subprocess.Popen(
        [sys.executable, "-m", "handrail.cli.main", "console", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )  # fmt: skip
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert line.startswith("Handrail console: http://127.0.0.1:") and "?token=" in line
        url = line.split(": ", 1)[1].strip()
        with httpx.Client(follow_redirects=True) as client:
            assert client.get(url.split("?")[0]).status_code == 401
            assert client.get(url).status_code == 200  # follows the redirect with the cookie
        assert (tmp_path / "console" / "server.json").exists()
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=10)
    assert proc.returncode == 0
    assert not (tmp_path / "console" / "server.json").exists()


async def test_hostile_requests_get_clean_refusals(settings: Settings) -> None:
    async with serving(settings) as server, httpx.AsyncClient(base_url=server.url) as client:
        # A token link with a second leading slash must not send the browser off site.
        raw = httpx.URL(server.url).copy_with(
            raw_path=f"//evil.example/?token={server.token}".encode()
        )
        off = await client.get(raw)
        assert off.status_code == 303, off.text
        assert off.headers["location"] == "/evil.example/"  # a path here, not another site
        csrf = (await client.get("/")).text.split('name="csrf" value="')[1].split('"')[0]
        # A CSRF value that is not ASCII is a refusal, not a crash.
        assert (await client.post("/stop", data={"csrf": "ünïcödé"})).status_code == 403
        # Another site's page may not post, even with the cookie and the field.
        cross = await client.post(
            "/stop", data={"csrf": csrf}, headers={"Origin": "http://evil.example"}
        )
        assert cross.status_code == 403 and not StopFlag(settings.state_dir).is_set()
        # A huge body is refused by its length, and a chunked one once it grows too big.
        big = await client.post("/stop", content=b"a" * (1 << 20))
        assert big.status_code == 413

        async def endless():  # type: ignore[no-untyped-def]
            for _ in range(1000):
                yield b"x" * 65536

        chunked = await client.post("/stop", content=endless())
        assert chunked.status_code == 413
        same = await client.post(
            "/stop", data={"csrf": csrf}, headers={"Origin": f"http://127.0.0.1:{server.port}"}
        )
        assert same.status_code == 303 and StopFlag(settings.state_dir).is_set()
