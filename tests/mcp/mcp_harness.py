"""A real MCP client session against a spawned ``handrail mcp`` process."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import mcp.types as types
from mcp.client.session import ClientSession, ElicitationFnT
from mcp.client.stdio import StdioServerParameters, stdio_client


@asynccontextmanager
async def mcp_client(
    state_dir: Path,
    *server_args: str,
    elicitation: ElicitationFnT | None = None,
    env: dict[str, str] | None = None,
    base_env: dict[str, str] | None = None,
) -> AsyncIterator[ClientSession]:
    """Spawn ``handrail mcp SERVER_ARGS`` with its own state directory and open a session.

    ``elicitation`` answers the server's questions to the person (the client then
    declares the elicitation capability); ``env`` adds environment variables to
    ``base_env`` (this process's environment by default).
    """
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "handrail.cli.main", "mcp", *server_args],
        env={
            **(os.environ if base_env is None else base_env),
            "HANDRAIL_STATE_DIR": str(state_dir),
            **(env or {}),
        },
    )
    errlog = open(state_dir / "server-stderr.log", "a")  # noqa: ASYNC230, SIM115
    try:
        async with (
            stdio_client(params, errlog=errlog) as (read, write),
            ClientSession(read, write, elicitation_callback=elicitation) as session,
        ):
            await session.initialize()
            yield session
    finally:
        errlog.close()


def text(result: types.CallToolResult) -> str:
    """All text content of a result, joined."""
    return "\n".join(c.text for c in result.content if isinstance(c, types.TextContent))


def structured(result: types.CallToolResult) -> dict[str, Any]:
    """The structured content (a JSON object)."""
    assert isinstance(result.structured_content, dict), result
    return result.structured_content


def find(snapshot: dict[str, Any], *, name: str, role: str | None = None) -> dict[str, Any]:
    """The first element of an observe result with this name (and role)."""
    for e in snapshot["elements"]:
        if e["name"] == name and (role is None or e["role"] == role):
            return e
    raise AssertionError(f"no {role or 'element'} named {name!r} in {json.dumps(snapshot)[:500]}")
