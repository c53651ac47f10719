"""An Anthropic messages API planner.

Output modes: ``tool`` asks for the plan as a forced tool call (``submit_plan`` with the
plan schema as its input schema), ``text`` as plain text; ``auto`` tries them in that
order. A reply that comes as text instead of a tool call is passed on as text for the
loop to parse. A request with a picture sends it as an ``image`` content block
(base64 source) ahead of the first user message's text.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from handrail.planners.base import PlannerError, PlanRequest
from handrail.planners.http import HttpPlanner
from handrail.planschema import PLAN_OBJECT_SCHEMA

__all__ = ["API_VERSION", "AnthropicPlanner"]

API_VERSION = "2023-06-01"
TOOL_NAME = "submit_plan"


class AnthropicPlanner(HttpPlanner):
    """Plans through ``POST {base_url}/v1/messages``.

    Args:
        model: the model name.
        api_key: sent as ``x-api-key``.
        base_url: the API root (``https://api.anthropic.com`` by default).
        temperature, max_tokens: sampling settings.
        output: ``tool``, ``text`` or ``auto``.
        memory: where ``auto`` remembers what worked per endpoint.
        pricing: USD per million tokens, for cost accounting.
        http: timeouts and retries.

    """

    default_base_url: ClassVar[str] = "https://api.anthropic.com"
    name: ClassVar[str] = "anthropic"
    modes: ClassVar[tuple[str, ...]] = ("tool", "text")

    def _request(
        self, request: PlanRequest, mode: str, sampling: dict[str, Any]
    ) -> tuple[str, dict[str, str], dict[str, Any]]:
        headers = {"content-type": "application/json", "anthropic-version": API_VERSION}
        if self._api_key:
            headers["x-api-key"] = self._api_key
        messages: list[dict[str, Any]] = list(request.messages())
        if request.image is not None:
            # An image content block (base64 source) before the text of the first turn.
            messages[0] = {
                "role": "user",
                "content": [
                    {
                        "type": "image",
                        "source": {
                            "type": "base64",
                            "media_type": request.image.media_type,
                            "data": request.image.base64(),
                        },
                    },
                    {"type": "text", "text": request.user},
                ],
            }
        body: dict[str, Any] = {
            "model": self.model,
            "system": request.system,
            "messages": messages,
            **sampling,
        }
        if mode == "tool":
            # The messages API takes no anyOf at the top of an input schema: the flat
            # object schema goes there, and the validator holds a plan to the rest.
            body["tools"] = [
                {
                    "name": TOOL_NAME,
                    "description": "Submit the next plan.",
                    "input_schema": PLAN_OBJECT_SCHEMA,
                }
            ]
            body["tool_choice"] = {"type": "tool", "name": TOOL_NAME}
        return f"{self.base_url}/v1/messages", headers, body

    def _read(self, data: dict[str, Any]) -> tuple[str, dict[str, Any] | None, tuple[int, int]]:
        blocks = data.get("content")
        if not isinstance(blocks, list):
            raise PlannerError("the message holds no content")
        text_parts: list[str] = []
        plan: dict[str, Any] | None = None
        for block in blocks:
            if not isinstance(block, dict):
                continue
            if block.get("type") == "tool_use" and isinstance(block.get("input"), dict):
                plan = block["input"]
            elif block.get("type") == "text":
                text_parts.append(str(block.get("text", "")))
        text = json.dumps(plan, ensure_ascii=False) if plan is not None else "\n".join(text_parts)
        raw_usage = data.get("usage") or {}
        tokens = (
            int(raw_usage.get("input_tokens", 0) or 0),
            int(raw_usage.get("output_tokens", 0) or 0),
        )
        return text, plan, tokens
