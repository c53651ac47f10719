"""Handrail's stdio transport: one JSON-RPC message per line, every line answered.

The SDK's stdio transport drops a line it cannot read without a word, so a client that
sent it waits for ever. Here each line is checked before the session sees it, and a
line that is not one JSON-RPC message gets an error answer written straight back:

* not UTF-8, or not JSON: parse error (-32700), id null;
* nested deeper than :data:`MAX_DEPTH`, a batch array, or a JSON value that is not a
  message: invalid request (-32600), id null;
* a string holding a lone surrogate (valid JSON escapes, but no Unicode text), or an
  object that is not a valid message: invalid request (-32600), with the request's id
  when it has a usable one, so the caller's pending request ends, else null;
* a line longer than :data:`MAX_LINE` bytes: invalid request (-32600), id null, the
  rest of the line skipped.

Blank lines are ignored. While serving, descriptors 0 and 1 point at the null device
and at standard error, so a handler or a child process that reads or prints never
touches the wire.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from typing import IO, Any

import anyio
import mcp.types as types
from anyio.abc import ObjectReceiveStream, ObjectSendStream
from mcp.shared.message import SessionMessage

__all__ = ["MAX_DEPTH", "MAX_LINE", "check_line", "stdio_transport"]

MAX_DEPTH = 64
"""The deepest nesting of arrays and objects a message may have."""

MAX_LINE = 16 * 1024 * 1024
"""The longest line (in bytes) read as one message."""

PARSE_ERROR = -32700
INVALID_REQUEST = -32600

_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_BRACKET = re.compile(rb"[\[\]{}]")


class LineError(Exception):
    """A line that is not one JSON-RPC message, with the answer it gets."""

    def __init__(self, code: int, message: str, request_id: int | str | None = None):
        super().__init__(message)
        self.code = code
        self.message = message
        self.request_id = request_id

    def answer(self) -> bytes:
        """The JSON-RPC error line for it."""
        reply = {
            "jsonrpc": "2.0",
            "id": self.request_id,
            "error": {"code": self.code, "message": self.message},
        }
        return json.dumps(reply).encode() + b"\n"


def _depth(raw: bytes) -> int:
    """The deepest nesting of arrays and objects, brackets inside strings left out."""
    depth = deepest = 0
    for m in _BRACKET.finditer(_STRING.sub(b'""', raw)):
        if m.group() in (b"[", b"{"):
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _has_lone_surrogate(value: Any) -> bool:
    if isinstance(value, str):
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            return True
        return False
    if isinstance(value, dict):
        return any(_has_lone_surrogate(k) or _has_lone_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_lone_surrogate(v) for v in value)
    return False


def _usable_id(message: dict[str, Any]) -> int | str | None:
    rid = message.get("id")
    if isinstance(rid, bool) or not isinstance(rid, int | str):
        return None
    if isinstance(rid, str) and _has_lone_surrogate(rid):
        return None
    return rid


def check_line(raw: bytes) -> types.JSONRPCMessage:
    """Read one line as a JSON-RPC message.

    Raises:
        LineError: with the error answer the line gets.

    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise LineError(PARSE_ERROR, f"parse error: the line is not UTF-8 ({err.reason})") from None
    if _depth(raw) > MAX_DEPTH:
        raise LineError(INVALID_REQUEST, f"invalid request: nested deeper than {MAX_DEPTH} levels")
    try:
        value = json.loads(text)
    except (ValueError, RecursionError) as err:
        raise LineError(PARSE_ERROR, f"parse error: {err}") from None
    if isinstance(value, list):
        raise LineError(INVALID_REQUEST, "invalid request: batches are not supported")
    if not isinstance(value, dict):
        raise LineError(INVALID_REQUEST, "invalid request: a message is a JSON object")
    request_id = _usable_id(value)
    if _has_lone_surrogate(value):
        raise LineError(
            INVALID_REQUEST, "invalid request: a string holds a lone surrogate", request_id
        )
    try:
        return types.jsonrpc_message_adapter.validate_python(value, by_name=False)
    except ValueError as err:
        first = str(err).splitlines()[0] if str(err) else type(err).__name__
        raise LineError(
            INVALID_REQUEST, f"invalid request: not a JSON-RPC message ({first})", request_id
        ) from None


def _claim_wire() -> tuple[IO[bytes], IO[bytes], Any]:
    """The wire's stdin and stdout, with descriptors 0 and 1 diverted meanwhile."""
    wire_in = os.dup(0)
    wire_out = os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    os.dup2(2, 1)

    def restore() -> None:
        with suppress(OSError):
            os.dup2(wire_in, 0)
        with suppress(OSError):
            os.dup2(wire_out, 1)

    return os.fdopen(wire_in, "rb", closefd=False), os.fdopen(wire_out, "wb"), restore


@asynccontextmanager
async def stdio_transport(
    stdin: IO[bytes] | None = None, stdout: IO[bytes] | None = None
) -> AsyncIterator[
    tuple[ObjectReceiveStream[SessionMessage | Exception], ObjectSendStream[SessionMessage]]
]:
    """The session's read and write streams over stdin and stdout (or the files given)."""
    restore = None
    if stdin is None or stdout is None:
        stdin, stdout, restore = _claim_wire()
    wire_in, wire_out = stdin, stdout
    read_send, read_recv = anyio.create_memory_object_stream[SessionMessage | Exception](0)
    write_send, write_recv = anyio.create_memory_object_stream[SessionMessage](0)
    out_lock = anyio.Lock()

    async def emit(data: bytes) -> None:
        def write() -> None:
            wire_out.write(data)
            wire_out.flush()

        async with out_lock:
            await anyio.to_thread.run_sync(write)

    def read_line() -> tuple[bytes, bool]:
        line = wire_in.readline(MAX_LINE + 1)
        if len(line) > MAX_LINE and not line.endswith(b"\n"):
            while True:  # skip the rest of the overlong line
                rest = wire_in.readline(MAX_LINE)
                if not rest or rest.endswith(b"\n"):
                    break
            return b"", True
        return line, False

    async def reader() -> None:
        async with read_send:
            while True:
                line, overlong = await anyio.to_thread.run_sync(read_line, abandon_on_cancel=True)
                if overlong:
                    await emit(
                        LineError(
                            INVALID_REQUEST, f"invalid request: longer than {MAX_LINE} bytes"
                        ).answer()
                    )
                    continue
                if not line:
                    return
                if not line.strip():
                    continue
                try:
                    message = check_line(line.rstrip(b"\r\n"))
                except LineError as err:
                    await emit(err.answer())
                    continue
                await read_send.send(SessionMessage(message))

    async def writer() -> None:
        async with write_recv:
            async for item in write_recv:
                data = item.message.model_dump_json(by_alias=True, exclude_unset=True)
                await emit(data.encode("utf-8", "backslashreplace") + b"\n")

    reading = anyio.CancelScope()

    async def read_until_done() -> None:
        with reading:
            await reader()

    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(read_until_done)
            tg.start_soon(writer)
            yield read_recv, write_send
            # The session is done: what it wrote is flushed, and stdin is not read on.
            await write_send.aclose()
            reading.cancel()
    finally:
        if restore is not None:
            restore()
