"""Malformed requests to the real ``handrail mcp`` process over its stdin: each gets a
JSON-RPC error answer (never silence), and the server keeps serving the next request."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

INIT = {
    "jsonrpc": "2.0",
    "id": 0,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "raw", "version": "1"},
    },
}


class RawServer:
    """A ``handrail mcp`` process spoken to in raw lines."""

    def __init__(self, proc: asyncio.subprocess.Process):
        self.proc = proc

    async def send(self, line: bytes) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line + b"\n")
        await self.proc.stdin.drain()

    async def answer(self) -> dict[str, Any]:
        """The next line the server writes, as JSON (30 s at most: a lost answer fails)."""
        assert self.proc.stdout is not None
        line = await asyncio.wait_for(self.proc.stdout.readline(), 30)
        assert line, "the server closed its output"
        reply = json.loads(line)
        assert isinstance(reply, dict)
        return reply

    async def ask(self, line: bytes) -> dict[str, Any]:
        await self.send(line)
        return await self.answer()


@asynccontextmanager
async def raw_server(state_dir: Path) -> AsyncIterator[RawServer]:
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "handrail.cli.main",
        "mcp",
        "--backend",
        "fake",
        stdin=asyncio.subprocess.PIPE,
        stdout=asyncio.subprocess.PIPE,
        stderr=open(state_dir / "server-stderr.log", "ab"),  # noqa: ASYNC230, SIM115
        env={**os.environ, "HANDRAIL_STATE_DIR": str(state_dir)},
        limit=1 << 24,
    )
    server = RawServer(proc)
    try:
        init = await server.ask(json.dumps(INIT).encode())
        assert init["id"] == 0 and "result" in init, init
        await server.send(b'{"jsonrpc":"2.0","method":"notifications/initialized"}')
        yield server
    finally:
        if proc.stdin is not None:
            proc.stdin.close()
        try:
            await asyncio.wait_for(proc.wait(), 20)
        except TimeoutError:
            proc.kill()
            await proc.wait()


def tools_list(request_id: int) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": request_id, "method": "tools/list"}).encode()


MALFORMED = {
    "invalid JSON": (b'{"jsonrpc": "2.0", "id": 5, "method": ', -32700, None),
    "not UTF-8": (b'\xff\xfe{"jsonrpc":"2.0","id":6,"method":"tools/list"}', -32700, None),
    "deep nesting": (b"[" * 100_000 + b"]" * 100_000, -32600, None),
    "deep nesting in params": (
        b'{"jsonrpc":"2.0","id":8,"method":"tools/list","params":{"x":'
        + b"[" * 5000
        + b"]" * 5000
        + b"}}",
        -32600,
        None,
    ),
    "batch array": (b"[" + tools_list(9) + b"," + tools_list(10) + b"]", -32600, None),
    "lone surrogate": (
        b'{"jsonrpc":"2.0","id":11,"method":"tools/call","params":'
        b'{"name":"observe","arguments":{"app":"\\ud800"}}}',
        -32600,
        11,
    ),
    "not a request": (b'{"jsonrpc":"2.0","id":12}', -32600, 12),
    "a bare number": (b"42", -32600, None),
}


@pytest.mark.parametrize("case", list(MALFORMED))
async def test_malformed_request_gets_an_error_and_the_server_goes_on(
    tmp_path: Path, case: str
) -> None:
    line, code, request_id = MALFORMED[case]
    async with raw_server(tmp_path) as server:
        reply = await server.ask(line)
        assert reply["jsonrpc"] == "2.0"
        assert reply["error"]["code"] == code, reply
        assert reply["error"]["message"]
        assert reply["id"] == request_id
        # The next request is served as usual.
        listed = await server.ask(tools_list(100))
        assert listed["id"] == 100
        assert {t["name"] for t in listed["result"]["tools"]} >= {"observe", "act"}


async def test_every_line_of_a_malformed_burst_is_answered_in_order(tmp_path: Path) -> None:
    lines = [MALFORMED[c][0] for c in MALFORMED] + [tools_list(200)]
    async with raw_server(tmp_path) as server:
        for line in lines:
            await server.send(line)
        replies = [await server.answer() for _ in lines]
    assert [r.get("error", {}).get("code") for r in replies[:-1]] == [
        MALFORMED[c][1] for c in MALFORMED
    ]
    assert replies[-1]["id"] == 200 and "result" in replies[-1]


async def test_a_blank_line_is_ignored(tmp_path: Path) -> None:
    async with raw_server(tmp_path) as server:
        await server.send(b"   ")
        listed = await server.ask(tools_list(300))
    assert listed["id"] == 300
