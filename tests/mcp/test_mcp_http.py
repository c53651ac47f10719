"""``handrail mcp --http``: the SDK's streamable HTTP client against the server on loopback."""

from __future__ import annotations

import asyncio
import os
import socket
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import mcp.types as types
import pytest
from mcp.client.session import ClientRequestContext, ClientSession
from mcp.client.streamable_http import streamable_http_client
from mcp_harness import find, structured, text


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


@pytest.fixture
async def http_server(tmp_path: Path) -> AsyncIterator[str]:
    port = free_port()
    env = {**os.environ, "HANDRAIL_STATE_DIR": str(tmp_path)}
    argv = ["-m", "handrail.cli.main", "mcp", "--http", "--port", str(port), "--backend", "fake"]
    log = (tmp_path / "server.log").open("wb")
    proc = await asyncio.create_subprocess_exec(
        sys.executable, *argv, env=env, stdout=log, stderr=log
    )
    url = f"http://127.0.0.1:{port}/mcp"
    try:
        async with httpx.AsyncClient() as http:
            for _ in range(100):
                try:
                    await http.get(url, timeout=1)
                    break
                except httpx.TransportError:
                    await asyncio.sleep(0.2)
            else:
                raise AssertionError("the server did not listen within 20 s")
        yield url
    finally:
        proc.terminate()
        await asyncio.wait_for(proc.wait(), timeout=10)
        log.close()


async def test_http_transport_observe_act_and_approval(http_server: str) -> None:
    asked: list[str] = []

    async def person(
        context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult:
        asked.append(params.message)
        return types.ElicitResult(action="decline")

    async with (
        streamable_http_client(http_server) as (read, write),
        ClientSession(read, write, elicitation_callback=person) as client,
    ):
        await client.initialize()
        tools = await client.list_tools()
        assert "observe" in {t.name for t in tools.tools}
        snap = structured(await client.call_tool("observe", {"app": "calc"}))
        nine = find(snap, name="9", role="button")["id"]
        r = await client.call_tool("act", {"app": "calc", "action": "click", "element": nine})
        assert not r.is_error, text(r)
        assert "textbox Display = 9\n" in text(r) + "\n"
        form = structured(await client.call_tool("observe", {"app": "form"}))
        send = find(form, name="Send", role="button")["id"]
        refused = await client.call_tool("act", {"app": "form", "action": "click", "element": send})
        assert refused.is_error and "action_denied" in text(refused), text(refused)
    assert len(asked) == 1


async def test_http_refuses_foreign_host_header(http_server: str) -> None:
    async with httpx.AsyncClient() as http:
        r = await http.post(
            http_server,
            headers={"Host": "evil.example", "Content-Type": "application/json"},
            content=b"{}",
            timeout=5,
        )
    assert r.status_code in (403, 421)
