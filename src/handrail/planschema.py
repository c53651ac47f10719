"""The plan's wire format: statuses, action types and the JSON schema.

Shared by the loop (which parses and validates plans) and the planners (which ask a
model for one), so that neither imports the other for it.
"""

from __future__ import annotations

from typing import Any

__all__ = ["PLAN_ACTIONS", "PLAN_OBJECT_SCHEMA", "PLAN_SCHEMA", "PLAN_STATUSES"]

PLAN_STATUSES = ("continue", "finished", "blocked")
"""What a plan says of the task: go on, done, or stuck."""

PLAN_ACTIONS = (
    "click",
    "doubleclick",
    "rightclick",
    "hover",
    "scroll",
    "writetext",
    "keypress",
    "wait",
    "finish",
)
"""The action types a plan may hold."""

_ACTION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "type": {"type": "string", "enum": list(PLAN_ACTIONS)},
        "element_id": {"type": "string"},
        "x": {"type": "integer"},
        "y": {"type": "integer"},
        "dx": {"type": "integer"},
        "dy": {"type": "integer"},
        "text": {"type": "string"},
        "keys": {"type": "string"},
        "seconds": {"type": "number"},
    },
    "required": ["type"],
}


def _plan_object(statuses: list[str], min_actions: int) -> dict[str, Any]:
    actions: dict[str, Any] = {"type": "array", "items": _ACTION_SCHEMA}
    if min_actions:
        actions["minItems"] = min_actions
    return {
        "type": "object",
        "properties": {
            "status": {"type": "string", "enum": statuses},
            "summary": {"type": "string"},
            "expect": {"type": "string"},
            "hypothesis": {"type": "string"},
            "actions": actions,
        },
        "required": ["status", "summary", "actions"],
    }


PLAN_SCHEMA: dict[str, Any] = {
    "type": "object",
    "anyOf": [_plan_object(["continue"], 1), _plan_object(["finished", "blocked"], 0)],
}
"""The JSON schema of a plan, for APIs with structured output.

``continue`` needs at least one action (a ``wait`` counts), so a schema-constrained
model cannot continue without doing anything; ``finished`` and ``blocked`` may carry
none. Each alternative is a whole object schema, since grammar converters (llama.cpp)
read an ``anyOf`` without its siblings.
"""

PLAN_OBJECT_SCHEMA: dict[str, Any] = _plan_object(list(PLAN_STATUSES), 0)
"""The plan as one flat object schema, for APIs that take no ``anyOf`` at the top of a
schema (the Anthropic tool input schema); the validator holds ``continue`` to its action.
"""
