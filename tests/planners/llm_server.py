"""Local fake OpenAI-compatible and Anthropic-compatible servers: real HTTP on 127.0.0.1.

Each server answers from a script of :class:`Reply` values, one per request, and keeps
every request it got (path, headers, decoded JSON body) for the test to inspect.

With a :class:`Dialect` the server behaves as one kind of local or hosted server does:
it refuses the output forms that kind refuses, with the status and error body that kind
sends (llama-cpp-python's 500 on ``json_schema``, LM Studio's 400 on ``json_object``,
llama.cpp's 500 on tools without ``--jinja``, Ollama's 400 for a model without tool
support), and answers the others with the next of its ``plans`` — as message content,
or as a tool call when the request forced one and the kind honours tools.

With a ``responder`` (``body -> Reply``) it answers each request from what the request
holds: a stand-in for a multimodal model reads the picture a request carries
(:func:`request_image`, OpenAI image input or an Anthropic image block) and answers with
an id from its marks or with a point on it.
"""

from __future__ import annotations

import base64
import io
import json
import threading
from collections.abc import Iterator
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest


@dataclass(frozen=True, kw_only=True)
class Reply:
    """One scripted HTTP answer."""

    status: int = 200
    body: dict[str, Any] | str = field(default_factory=dict)
    held: bool = False
    """Answered only when the server closes: after any client's timeout, whatever the load."""
    headers: dict[str, str] = field(default_factory=dict)


def openai_reply(content: str, *, prompt_tokens: int = 900, completion_tokens: int = 60) -> Reply:
    """A chat completion whose message content is ``content``."""
    return Reply(
        body={
            "id": "chatcmpl-test",
            "object": "chat.completion",
            "model": "fake-gpt",
            "choices": [
                {
                    "index": 0,
                    "message": {"role": "assistant", "content": content},
                    "finish_reason": "stop",
                }
            ],
            "usage": {
                "prompt_tokens": prompt_tokens,
                "completion_tokens": completion_tokens,
                "total_tokens": prompt_tokens + completion_tokens,
            },
        }
    )


def anthropic_reply(
    *,
    plan: dict[str, Any] | None = None,
    text: str | None = None,
    tokens: tuple[int, int] = (800, 50),
) -> Reply:
    """A messages API answer: a tool call carrying ``plan``, or a text block."""
    content: list[dict[str, Any]] = []
    if text is not None:
        content.append({"type": "text", "text": text})
    if plan is not None:
        content.append({"type": "tool_use", "id": "toolu_1", "name": "submit_plan", "input": plan})
    return Reply(
        body={
            "id": "msg_test",
            "type": "message",
            "role": "assistant",
            "model": "fake-claude",
            "content": content,
            "stop_reason": "tool_use" if plan is not None else "end_turn",
            "usage": {"input_tokens": tokens[0], "output_tokens": tokens[1]},
        }
    )


def request_image(body: dict[str, Any]) -> bytes | None:
    """The PNG a chat or messages request carries in its first user turn, if any."""
    for message in body.get("messages") or []:
        content = message.get("content")
        if message.get("role") != "user" or not isinstance(content, list):
            continue
        for part in content:
            if part.get("type") == "image_url":
                return base64.b64decode(part["image_url"]["url"].split(",", 1)[1])
            if part.get("type") == "image":
                return base64.b64decode(part["source"]["data"])
    return None


def request_text(body: dict[str, Any]) -> str:
    """The text of a request's first user turn (the task and the element list)."""
    for message in body.get("messages") or []:
        if message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            return content
        return "\n".join(p.get("text", "") for p in content if p.get("type") == "text")
    return ""


def picture(png: bytes) -> Any:
    """A request's PNG as a Pillow image."""
    from PIL import Image

    img = Image.open(io.BytesIO(png))
    img.load()
    return img


def _error(status: int, body: dict[str, Any]) -> Reply:
    return Reply(status=status, body=body)


def _openai_error(status: int, message: str, kind: str) -> Reply:
    return _error(
        status, {"error": {"message": message, "type": kind, "param": None, "code": None}}
    )


def _format(body: dict[str, Any]) -> str | None:
    fmt = body.get("response_format")
    return fmt.get("type") if isinstance(fmt, dict) else None


def _llama_cpp_python(body: dict[str, Any]) -> Reply | None:
    # Its request model allows "text" and "json_object" only, and its error handler turns
    # the validation error into a 500.
    if _format(body) not in (None, "text", "json_object"):
        return _openai_error(
            500,
            "1 validation error for CreateChatCompletionRequest\nresponse_format.type\n"
            "  Input should be 'text' or 'json_object'",
            "internal_server_error",
        )
    return None


def _llama_cpp_server(body: dict[str, Any]) -> Reply | None:
    if _format(body) not in (None, "text", "json_object"):
        got = _format(body)
        return _error(
            500,
            {
                "error": {
                    "code": 500,
                    "message": 'response_format type must be one of "text" or "json_object",'
                    f" but got: {got}",
                    "type": "server_error",
                }
            },
        )
    if body.get("tools"):
        return _error(
            500,
            {
                "error": {
                    "code": 500,
                    "message": "tools param requires --jinja flag",
                    "type": "server_error",
                }
            },
        )
    return None


def _ollama(body: dict[str, Any]) -> Reply | None:
    if body.get("tools"):
        return _openai_error(
            400,
            f"registry.ollama.ai/library/{body.get('model')} does not support tools",
            "api_error",
        )
    return None


def _lmstudio(body: dict[str, Any]) -> Reply | None:
    if _format(body) not in (None, "text", "json_schema"):
        return _error(400, {"error": "'response_format.type' must be 'json_schema' or 'text'"})
    return None


def _accepts_all(body: dict[str, Any]) -> Reply | None:
    return None


@dataclass(frozen=True, kw_only=True)
class Dialect:
    """How one kind of server treats output forms, and what it sends back."""

    name: str
    refuse: Any
    """``body -> Reply | None``: the refusal of a request, or ``None`` to answer it."""
    tools: bool = True
    """Whether a forced tool call is answered as a tool call."""
    usage: bool = True
    fingerprint: str | None = None
    expected: str = "json-schema"
    """The output mode ``auto`` should end up with."""


DIALECTS = {
    d.name: d
    for d in (
        Dialect(name="llama-cpp-python", refuse=_llama_cpp_python, expected="json-object"),
        Dialect(
            name="llama.cpp",
            refuse=_llama_cpp_server,
            fingerprint="b3777-8344ef58",
            expected="json-object",
        ),
        Dialect(name="ollama", refuse=_ollama, fingerprint="fp_ollama"),
        Dialect(name="vllm", refuse=_accepts_all),
        Dialect(name="lmstudio", refuse=_lmstudio),
        Dialect(name="openai", refuse=_accepts_all, fingerprint="fp_44709d6fcb"),
    )
}


def dialect_reply(dialect: Dialect, body: dict[str, Any], content: str) -> Reply:
    """``content`` as ``dialect`` answers ``body``: message text or a forced tool call."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if body.get("tools") and body.get("tool_choice") and dialect.tools:
        message = {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_1",
                    "type": "function",
                    "function": {"name": "submit_plan", "arguments": content},
                }
            ],
        }
    data: dict[str, Any] = {
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "model": f"{body.get('model')}@{dialect.name}",
        "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
    }
    if dialect.usage:
        data["usage"] = {"prompt_tokens": 1200, "completion_tokens": 40, "total_tokens": 1240}
    if dialect.fingerprint:
        data["system_fingerprint"] = dialect.fingerprint
    return Reply(body=data)


class FakeLLMServer:
    """A threaded HTTP server answering POSTs from a script, or as a :class:`Dialect`."""

    def __init__(self) -> None:
        self.script: list[Reply] = []
        self.dialect: Dialect | None = None
        self.plans: list[Any] = []
        """With a dialect: the plan texts (or ``body -> text`` callables) answered in turn."""
        self.answered = 0
        self.responder: Any = None
        """``body -> Reply``: answer each request from its content instead of a script."""
        self.requests: list[dict[str, Any]] = []
        self.hold_at: int | None = None
        """The index of a request held until :attr:`release` is set (60 s at most)."""
        self.arrived = threading.Event()
        """Set when the held request has arrived."""
        self.release = threading.Event()
        self.closed = threading.Event()
        self._lock = threading.Lock()
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:  # keep test output quiet
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length", 0))
                raw = self.rfile.read(length)
                with server._lock:
                    server.requests.append(
                        {
                            "path": self.path,
                            "headers": {k.lower(): v for k, v in self.headers.items()},
                            "json": json.loads(raw or b"{}"),
                        }
                    )
                    index = len(server.requests) - 1
                    reply = server._next(index, server.requests[-1]["json"])
                if index == server.hold_at:
                    server.arrived.set()
                    server.release.wait(60)
                if reply.held:
                    server.closed.wait(60)
                data = reply.body if isinstance(reply.body, str) else json.dumps(reply.body)
                payload = data.encode()
                try:
                    self.send_response(reply.status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(payload)))
                    for k, v in reply.headers.items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(payload)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test)

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def _next(self, index: int, body: dict[str, Any]) -> Reply:
        if self.responder is not None:
            reply: Reply = self.responder(body)
            return reply
        if self.dialect is None:
            if index < len(self.script):
                return self.script[index]
            return Reply(status=500, body={"error": "script exhausted"})
        refusal = self.dialect.refuse(body)
        if refusal is not None:
            return refusal  # type: ignore[no-any-return]
        if self.answered >= len(self.plans):
            return Reply(status=500, body={"error": "script exhausted"})
        item = self.plans[self.answered]
        self.answered += 1
        content = item(body) if callable(item) else item
        return dialect_reply(self.dialect, body, content)

    @property
    def url(self) -> str:
        host, port = self.httpd.server_address[:2]
        return f"http://{host}:{port}"

    def start(self) -> None:
        self.thread.start()

    def close(self) -> None:
        self.closed.set()
        self.release.set()
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def llm_server() -> Iterator[FakeLLMServer]:
    server = FakeLLMServer()
    server.start()
    try:
        yield server
    finally:
        server.close()
