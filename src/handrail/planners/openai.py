"""An OpenAI-compatible chat completions planner (OpenAI, vLLM, Ollama, LM Studio, llama.cpp).

How the plan is asked for is the output mode (:mod:`handrail.planners.output`):
``json-schema`` (``response_format`` with the plan schema), ``json-object`` (JSON mode,
the schema alongside for servers that make a grammar of it), ``tool`` (a forced
``submit_plan`` function call) or ``text``; ``auto`` tries them in that order. The
reply's text — or the tool call's arguments — is returned as it is; the loop parses and
validates it. A request with a picture (:class:`~handrail.planners.base.PlanImage`)
sends it as an ``image_url`` part of the first user message, inline as a data URL.
"""

from __future__ import annotations

import json
from typing import Any, ClassVar

from handrail.planners.base import PlannerError, PlanRequest
from handrail.planners.http import HttpPlanner
from handrail.planners.output import AUTO_ORDER
from handrail.planschema import PLAN_SCHEMA

__all__ = ["OpenAIPlanner"]

TOOL_NAME = "submit_plan"


class OpenAIPlanner(HttpPlanner):
    """Plans through ``POST {base_url}/chat/completions``.

    Args:
        model: the model name the server knows.
        base_url: e.g. ``https://api.openai.com/v1`` or ``http://localhost:11434/v1``.
        api_key: sent as a bearer token when given (local servers often need none).
        temperature, max_tokens: sampling settings.
        output: the output mode, or ``auto``.
        memory: where ``auto`` remembers what worked per endpoint.
        pricing: USD per million tokens, for cost accounting.
        http: timeouts and retries.

    """

    default_base_url: ClassVar[str] = "https://api.openai.com/v1"
    name: ClassVar[str] = "openai"
    modes: ClassVar[tuple[str, ...]] = AUTO_ORDER

    def _request(
        self, request: PlanRequest, mode: str, sampling: dict[str, Any]
    ) -> tuple[str, dict[str, str], dict[str, Any]]:
        headers = {"content-type": "application/json"}
        if self._api_key:
            headers["authorization"] = f"Bearer {self._api_key}"
        messages: list[dict[str, Any]] = list(request.messages())
        if request.image is not None:
            # Chat image input: the first user turn becomes text plus an image part.
            messages[0] = {
                "role": "user",
                "content": [
                    {"type": "text", "text": request.user},
                    {
                        "type": "image_url",
                        "image_url": {"url": request.image.data_url(), "detail": "high"},
                    },
                ],
            }
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": "system", "content": request.system}, *messages],
            **sampling,
        }
        if mode == "json-schema":
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "plan", "schema": PLAN_SCHEMA},
            }
        elif mode == "json-object":
            body["response_format"] = {"type": "json_object", "schema": PLAN_SCHEMA}
        elif mode == "tool":
            body["tools"] = [
                {
                    "type": "function",
                    "function": {
                        "name": TOOL_NAME,
                        "description": "Submit the next plan.",
                        "parameters": PLAN_SCHEMA,
                    },
                }
            ]
            body["tool_choice"] = {"type": "function", "function": {"name": TOOL_NAME}}
        return f"{self.base_url}/chat/completions", headers, body

    def _read(self, data: dict[str, Any]) -> tuple[str, dict[str, Any] | None, tuple[int, int]]:
        try:
            message = data["choices"][0]["message"]
            content = message.get("content") or ""
            calls = message.get("tool_calls") or []
        except (KeyError, IndexError, TypeError, AttributeError) as exc:
            raise PlannerError("the chat completion holds no message") from exc
        text = str(content)
        for call in calls if isinstance(calls, list) else []:
            fn = call.get("function") if isinstance(call, dict) else None
            if isinstance(fn, dict) and fn.get("name") == TOOL_NAME:
                args = fn.get("arguments")
                # Arguments are a JSON string by the API's contract; some servers send an object.
                text = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)
                break
        raw_usage = data.get("usage") or {}
        tokens = (
            int(raw_usage.get("prompt_tokens", 0) or 0),
            int(raw_usage.get("completion_tokens", 0) or 0),
        )
        return text, None, tokens
