"""The MCP server: Handrail's tools over stdio or streamable HTTP on loopback.

Built on the official SDK's low-level :class:`mcp.server.lowlevel.Server` so that each
tool's schema and description are exactly the ones in :mod:`.schemas`. Every tool call
ends in a result: Handrail errors, malformed arguments and unexpected exceptions all
become tool errors (``isError``) the model can read and act on; the server keeps
serving.
"""

from __future__ import annotations

import logging
import traceback
from collections.abc import Awaitable, Callable, Collection
from typing import Any, cast

import mcp.types as types
from mcp.server.context import ServerRequestContext
from mcp.server.lowlevel import Server

from handrail import __version__
from handrail.config import Settings
from handrail.errors import BackendUnavailable, HandrailError, UsageError
from handrail.gate import Gate
from handrail.mcpserver.approval import ApprovalPending, ClientChannel, current_channel
from handrail.mcpserver.results import error_result, wire
from handrail.mcpserver.runs import RunTools
from handrail.mcpserver.schemas import tools
from handrail.mcpserver.stdio import stdio_transport
from handrail.mcpserver.tools import Toolbox
from handrail.safety.secrets import SecretVault

__all__ = ["INSTRUCTIONS", "build_server", "serve_http", "serve_stdio", "tool_handlers"]

log = logging.getLogger(__name__)

INSTRUCTIONS = (
    "Handrail operates desktop and browser applications through their accessibility "
    "trees. Work in small verified steps: list_apps to find the target (open_url loads "
    "another web page); observe it to get element ids (e12); act on one id; check the "
    "change the result reports, and observe again before the next decision. Ids stay "
    "valid while their element exists; a stale id means observe again. Prefer element ids "
    "over x/y coordinates. Irreversible actions (send, delete, pay, ...) wait for a "
    "person's approval, which you cannot give. Use run_task to hand a whole routine task "
    "to Handrail's bounded loop, and get_run to read how a run went."
)
"""What the server tells a client about using it (sent at initialization)."""

Handler = Callable[[dict[str, Any] | None], Awaitable[types.CallToolResult]]


def tool_handlers(toolbox: Toolbox, runs: RunTools) -> dict[str, Handler]:
    """Each tool's handler, by tool name."""
    return {
        "list_apps": toolbox.list_apps,
        "observe": toolbox.observe,
        "act": toolbox.act,
        "screenshot": toolbox.screenshot,
        "open_url": toolbox.open_url,
        "run_task": runs.run_task,
        "get_run": runs.get_run,
    }


def build_server(
    settings: Settings,
    *,
    gate: Gate | None = None,
    backend: str | None = None,
    planner: str = "openai",
    model: str | None = None,
    vault: SecretVault | None = None,
    cdp_hosts: Collection[str] = (),
) -> tuple[Server[Any], Toolbox]:
    """Build the server and the toolbox behind it.

    Args:
        settings: Handrail settings.
        gate: the gate every action passes (already wired to ask the person).
        backend: force every target onto this registry backend (``fake`` in tests).
        planner: the planner run_task uses (``openai``, ``anthropic``, ``replay:FILE``).
        model: the planner's model (default: the ``HANDRAIL_MODEL`` setting).
        vault: secrets the model may type as ``{{NAME}}``, the environment's when not given
            (their names are announced in the server's instructions, their values never
            leave the backend).
        cdp_hosts: hosts besides loopback that a tool's ``cdp`` argument may name.

    Returns:
        The server, and the toolbox whose sessions the caller closes when done.

    """
    toolbox = Toolbox(settings, gate=gate, backend=backend, vault=vault, cdp_hosts=cdp_hosts)
    runs = RunTools(toolbox, planner=planner, model=model)
    handlers = tool_handlers(toolbox, runs)

    async def on_list_tools(
        ctx: ServerRequestContext[Any], params: types.PaginatedRequestParams | None
    ) -> types.ListToolsResult:
        return types.ListToolsResult(tools=list(tools()))

    async def on_call_tool(
        ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult | types.InputRequiredResult:
        result = await call_tool(ctx, params)
        if isinstance(result, types.CallToolResult):
            # The SDK takes a result as a model or as its JSON object (see ``wire``).
            return cast(types.CallToolResult, wire(result))
        return result

    async def call_tool(
        ctx: ServerRequestContext[Any], params: types.CallToolRequestParams
    ) -> types.CallToolResult | types.InputRequiredResult:
        handler = handlers.get(params.name)
        if handler is None:
            known = ", ".join(handlers)
            return error_result(UsageError(f"no tool named {params.name!r}; tools: {known}"))
        channel = ClientChannel(
            session=ctx.session,
            request_id=ctx.request_id,
            resumable=params.name == "act",
            request_state=params.request_state,
            input_responses=params.input_responses,
        )
        token = current_channel.set(channel)
        try:
            if params.name in ("get_run", "run_task"):
                # get_run reads files; run_task takes the lock only to start its run.
                return await handler(params.arguments)
            if params.name == "act":
                runs.check_idle("act")
            async with toolbox.lock:
                return await handler(params.arguments)
        except ApprovalPending as pending:
            return pending.result
        except HandrailError as err:
            if type(err) is BackendUnavailable and not runs.active:
                # The connection may be dead; reconnect on the next call.
                await toolbox.reconnect()
            return error_result(err)
        except Exception as exc:
            # A bug must cost one call, not the server the client depends on.
            log.error("tool %s failed:\n%s", params.name, traceback.format_exc())
            return error_result(
                HandrailError(f"internal error in {params.name}: {type(exc).__name__}: {exc}")
            )
        finally:
            current_channel.reset(token)

    server: Server[Any] = Server(
        "handrail",
        version=__version__,
        title="Handrail",
        description="Observe and operate desktop and browser applications by accessibility tree.",
        instructions=INSTRUCTIONS + _secrets_note(toolbox.vault),
        on_list_tools=on_list_tools,
        on_call_tool=on_call_tool,
    )
    return server, toolbox


def _secrets_note(vault: SecretVault | None) -> str:
    if vault is None or not len(vault):
        return ""
    names = ", ".join("{{" + n + "}}" for n in vault.names)
    return (
        f" Secrets you can type without seeing them (act type or set_value text): {names};"
        " they show as these placeholders wherever they are read back."
    )


async def serve_stdio(settings: Settings, **options: Any) -> None:
    """Serve over stdin/stdout until the client closes the connection.

    Through :func:`.stdio.stdio_transport`, so a line that is not a JSON-RPC message
    gets an error answer instead of silence.

    ``options`` are :func:`build_server`'s keyword arguments.
    """
    server, toolbox = build_server(settings, **options)
    try:
        async with stdio_transport() as (read, write):
            await server.run(read, write, server.create_initialization_options())
    finally:
        await toolbox.close()


async def serve_http(
    settings: Settings,
    *,
    port: int,
    host: str = "127.0.0.1",
    **options: Any,
) -> None:
    """Serve streamable HTTP at ``http://host:port/mcp`` until interrupted.

    ``options`` are :func:`build_server`'s keyword arguments.

    Raises:
        UsageError: when ``host`` is not a loopback address (the server has no
            authentication, so it never listens beyond this machine).

    """
    import uvicorn

    if host not in ("127.0.0.1", "localhost", "::1"):
        raise UsageError(f"refusing to listen on {host}: the MCP server serves loopback only")
    server, toolbox = build_server(settings, **options)
    app = server.streamable_http_app(host=host)
    config = uvicorn.Config(app, host=host, port=port, log_level="warning", lifespan="on")
    try:
        await uvicorn.Server(config).serve()
    finally:
        await toolbox.close()
