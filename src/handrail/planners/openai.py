"""An OpenAI-compatible chat completions planner (OpenAI, vLLM, Ollama, LM Studio, llama.cpp).

Structured output is asked for with ``response_format``: ``json_schema`` (the plan
schema) by default, ``json_object`` or ``none`` for servers that lack it; a server that
refuses ``response_format`` with a 400 or 422 is asked again more simply. The reply's
text is returned as it is; the loop parses and validates it.
"""

from __future__ import annotations

import time
from typing import Any, ClassVar, Literal

import httpx

from handrail.planners.base import (
    PlannerError,
    PlannerRefused,
    PlannerReply,
    PlanRequest,
    Pricing,
)
from handrail.planners.http import HttpOptions, HttpPlanner, post_json
from handrail.planschema import PLAN_SCHEMA

__all__ = ["OpenAIPlanner"]

Structured = Literal["json_schema", "json_object", "none"]


class OpenAIPlanner(HttpPlanner):
    """Plans through ``POST {base_url}/chat/completions``.

    Args:
        model: the model name the server knows.
        base_url: e.g. ``https://api.openai.com/v1`` or ``http://localhost:11434/v1``.
        api_key: sent as a bearer token when given (local servers often need none).
        temperature, max_tokens: sampling settings.
        structured: how to ask for JSON output.
        pricing: USD per million tokens, for cost accounting.
        http: timeouts and retries.

    """

    name: ClassVar[str] = "openai"

    def __init__(
        self,
        *,
        model: str,
        base_url: str = "https://api.openai.com/v1",
        api_key: str | None = None,
        temperature: float = 0.0,
        max_tokens: int = 800,
        structured: Structured = "json_schema",
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
        self.structured: Structured = structured

    def _own_settings(self) -> dict[str, Any]:
        return {"structured": self.structured}

    def _body(self, request: PlanRequest) -> dict[str, Any]:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": "system", "content": request.system}, *request.messages()],
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
        }
        if self.structured == "json_schema":
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": "plan", "schema": PLAN_SCHEMA},
            }
        elif self.structured == "json_object":
            body["response_format"] = {"type": "json_object"}
        return body

    async def plan(self, request: PlanRequest) -> PlannerReply:
        """Ask the endpoint for a plan.

        Raises:
            PlannerError: when the endpoint fails or answers without a message.

        """
        headers = {"content-type": "application/json"}
        if self._api_key:
            headers["authorization"] = f"Bearer {self._api_key}"
        started = time.perf_counter()
        while True:
            try:
                data = await post_json(
                    self._client,
                    f"{self.base_url}/chat/completions",
                    headers=headers,
                    body=self._body(request),
                    opts=self.http,
                    timeout=request.timeout,
                )
                break
            except PlannerRefused as exc:
                # Servers without structured output (older llama.cpp, some proxies) refuse
                # response_format with a 400: ask more simply, and remember it.
                if exc.status not in (400, 422) or self.structured == "none":
                    raise
                self.structured = "json_object" if self.structured == "json_schema" else "none"
        try:
            content = data["choices"][0]["message"].get("content") or ""
        except (KeyError, IndexError, TypeError, AttributeError) as exc:
            raise PlannerError("the chat completion holds no message") from exc
        raw_usage = data.get("usage") or {}
        tokens = (
            int(raw_usage.get("prompt_tokens", 0) or 0),
            int(raw_usage.get("completion_tokens", 0) or 0),
        )
        return self._reply(data, str(content), tokens=tokens, started=started)
