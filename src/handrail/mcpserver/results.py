"""Tool results: compact text for the model, structured content for programs.

Errors become tool results with ``isError`` set and a message that says what to do
next (observe again, call list_apps, ask a person), never a protocol error and never
a crashed server.
"""

from __future__ import annotations

import base64
from collections.abc import Iterable
from typing import Any

import mcp.types as types

from handrail.errors import (
    ActionDenied,
    ApprovalRequired,
    BackendUnavailable,
    ElementNotFound,
    HandrailError,
    NoAccessibilityTree,
    OperationTimeout,
    Stopped,
    TargetNotFound,
    UsageError,
)
from handrail.model import Element, Snapshot
from handrail.targets import target_field
from handrail.textformat import format_element

__all__ = ["changes", "error_result", "image_result", "ok_result", "spell", "wire"]


def spell(name: str) -> str:
    """How a message names a tool argument: ``tab``, or ``browser=true`` for a switch."""
    field = target_field(name)
    return f"{name}=true" if field is not None and field.kind is bool else name


def ok_result(text: str, structured: dict[str, Any] | None = None) -> types.CallToolResult:
    """A successful result: ``text`` for the model and ``structured`` content."""
    return types.CallToolResult(
        content=[types.TextContent(text=text)], structured_content=structured
    )


def image_result(png: bytes, caption: str, structured: dict[str, Any]) -> types.CallToolResult:
    """A successful result carrying one PNG image and a caption."""
    return types.CallToolResult(
        content=[
            types.ImageContent(data=base64.b64encode(png).decode("ascii"), mime_type="image/png"),
            types.TextContent(text=caption),
        ],
        structured_content=structured,
    )


def wire(result: types.CallToolResult) -> dict[str, Any]:
    """``result`` as the JSON object the server sends, its structured content as it is.

    The SDK would copy the structured content into JSON form once more before its own
    pass over the result: for a snapshot of thousands of elements that copy costs more
    than reading the page. Handrail's structured content is JSON already (plain dicts,
    lists, strings and numbers), and the SDK's pass still checks and converts it.
    """
    out = result.model_dump(
        by_alias=True, mode="json", exclude_none=True, exclude={"structured_content"}
    )
    if result.structured_content is not None:
        out["structuredContent"] = result.structured_content
    return out


def _hint(err: HandrailError) -> str:
    msg = err.phrased(spell).lower()
    if isinstance(err, ElementNotFound):
        return "" if "observe" in msg else "observe again and use the current ids"
    if isinstance(err, TargetNotFound):
        return "" if "list_apps" in msg else "call list_apps to see what can be operated"
    if isinstance(err, NoAccessibilityTree):
        return "try screenshot, or run 'handrail doctor' for the fix"
    if isinstance(err, OperationTimeout):
        return "the application may be busy; observe again in a moment"
    if isinstance(err, BackendUnavailable):
        return "the desktop or browser is not reachable; a person may need to start it"
    if isinstance(err, ApprovalRequired):
        return "" if "console" in msg else "a person must approve it in the web console"
    if isinstance(err, ActionDenied):
        return "do not retry this action; tell the person what you wanted to do"
    if isinstance(err, Stopped):
        return "an emergency stop is in force; stop and wait for the person"
    if isinstance(err, UsageError):
        return "fix the arguments and call again"
    return ""


def error_result(
    err: HandrailError, structured: dict[str, Any] | None = None
) -> types.CallToolResult:
    """A tool error for ``err``: one line with the error kind, its message and a next step.

    ``structured`` (for example the failed ``act`` contract) gets ``error`` and
    ``error_kind`` added.
    """
    hint = _hint(err)
    message = err.phrased(spell)
    text = f"{err.kind}: {message}" + (f" ({hint})" if hint else "")
    data = dict(structured or {})
    data.update({"ok": False, "error": message, "error_kind": err.kind})
    if hint:
        data["hint"] = hint
    return types.CallToolResult(
        content=[types.TextContent(text=text)], structured_content=data, is_error=True
    )


def _fields(e: Element) -> tuple[Any, ...]:
    return (e.role, e.name, e.value, e.states, e.bounds)


def changes(before: Snapshot, after: Snapshot | None, limit: int = 12) -> list[str]:
    """What differs between two snapshots, as compact lines.

    ``+ e40 dialog Confirm`` appeared, ``- e12 …`` went away, ``~ e3 … = 7`` changed
    (value, states, name or bounds); at most ``limit`` lines and a count of the rest.
    """
    if after is None:
        return []
    old = before.by_id
    new = after.by_id
    out: list[str] = []

    def add(prefix: str, items: Iterable[Element]) -> None:
        out.extend(f"{prefix} {format_element(e)}" for e in items)

    add("~", (e for e in after.elements if e.id in old and _fields(old[e.id]) != _fields(e)))
    add("+", (e for e in after.elements if e.id not in old))
    add("-", (e for e in before.elements if e.id not in new))
    if len(out) > limit:
        rest = len(out) - limit
        out = [*out[:limit], f"… and {rest} more changes (observe to see all)"]
    return out
