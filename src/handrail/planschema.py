"""The plan's wire format: statuses, action types and the JSON schema.

Shared by the loop (which parses and validates plans) and the planners (which ask a
model for one), so that neither imports the other for it.
"""

from __future__ import annotations

from typing import Any

__all__ = ["PLAN_ACTIONS", "PLAN_SCHEMA", "PLAN_STATUSES"]

PLAN_STATUSES = ("continue", "finished", "blocked")
"""What a plan says of the task: go on, done, or stuck."""

PLAN_ACTIONS = (
    "click",
    "doubleclick",
    "rightclick",
    "scroll",
    "writetext",
    "keypress",
    "wait",
    "finish",
)
"""The action types a plan may hold."""

PLAN_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "status": {"type": "string", "enum": list(PLAN_STATUSES)},
        "summary": {"type": "string"},
        "expect": {"type": "string"},
        "hypothesis": {"type": "string"},
        "actions": {
            "type": "array",
            "items": {
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
            },
        },
    },
    "required": ["status", "summary", "actions"],
}
"""The JSON schema of a plan, for APIs with structured output."""
