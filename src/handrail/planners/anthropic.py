"""An Anthropic messages API planner.

The plan is asked for as a forced tool call (``submit_plan`` with the plan schema as its
input schema); a reply that comes as text instead is passed on as text for the loop to
parse.
"""

from __future__ import annotations

import json
import time
from typing import Any, ClassVar

import httpx

from handrail.planners.base import PlannerError, PlannerReply, PlanRequest, Pricing
from handrail.planners.http import HttpOptions, HttpPlanner, post_json
from handrail.planschema import PLAN_SCHEMA

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
        tools: ask for the plan as a forced tool call (else as text).
        pricing: USD per million tokens, for cost accounting.
        http: timeouts and retries.

    """

    name: ClassVar[str] = "anthropic"

    def __init__(
        self,
        *,
        model: str,
        api_key: str | None = None,
        base_url: str = "https://api.anthropic.com",
        temperature: float = 0.0,
        max_tokens: int = 800,
        tools: bool = True,
        pricing: Pricing | None = None,
        http: HttpOptions | None = None,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        super().__init__(
            model=model,
            base_url=base_url,
            api_key=api_key,
            temperature=temperature,
            max_tokens=max_tokens,
            pricing=pricing,
            http=http,
            client=client,
        )
        self.tools = tools

    def _own_settings(self) -> dict[str, Any]:
        return {"tools": self.tools}

    def _body(self, request: PlanRequest) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model,
            "system": request.system,
            "messages": request.messages(),
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
        }
        if self.tools:
            body["tools"] = [
                {
                    "name": TOOL_NAME,
                    "description": "Submit the next plan.",
                    "input_schema": PLAN_SCHEMA,
                }
            ]
            body["tool_choice"] = {"type": "tool", "name": TOOL_NAME}
        return body

    async def plan(self, request: PlanRequest) -> PlannerReply:
        """Ask the API for a plan.

        Raises:
            PlannerError: when the API fails or answers without content.

        """
        headers = {"content-type": "application/json", "anthropic-version": API_VERSION}
        if self._api_key:
            headers["x-api-key"] = self._api_key
        started = time.perf_counter()
        data = await post_json(
            self._client,
            f"{self.base_url}/v1/messages",
            headers=headers,
            body=self._body(request),
            opts=self.http,
            timeout=request.timeout,
        )
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
        return self._reply(data, text, tokens=tokens, started=started, plan=plan)
