"""HTTP plumbing shared by the API planners: timeouts, retries with backoff, errors.

Retries happen on 429 and 5xx responses, connection errors and timeouts, with
exponential backoff (and ``Retry-After`` when the server gives one, capped); other
4xx responses fail at once, since sending the same request again cannot help.
"""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass
from typing import Any

import httpx

from handrail.planners.base import (
    Planner,
    PlannerError,
    PlannerRefused,
    PlannerReply,
    Pricing,
    Usage,
)

__all__ = ["HttpOptions", "HttpPlanner", "post_json"]


@dataclass(frozen=True, kw_only=True)
class HttpOptions:
    """Transport settings.

    ``timeout`` per request (s), ``retries`` after the first try, ``backoff`` base delay
    (s), ``max_backoff`` cap (s).
    """

    timeout: float = 60.0
    retries: int = 3
    backoff: float = 1.0
    max_backoff: float = 20.0

    def to_json(self) -> dict[str, Any]:
        """The JSON form recorded in run logs."""
        return {
            "timeout": self.timeout,
            "retries": self.retries,
            "backoff": self.backoff,
            "max_backoff": self.max_backoff,
        }


def _delay(attempt: int, opts: HttpOptions, retry_after: str | None) -> float:
    if retry_after is not None:
        try:
            return min(max(0.0, float(retry_after)), opts.max_backoff)
        except ValueError:
            pass
    base = opts.backoff * (2**attempt)
    # Jitter keeps several runs from retrying in lockstep.
    return float(min(base * (0.75 + random.random() / 2), opts.max_backoff))


def _short(text: str, limit: int = 200) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


async def post_json(
    client: httpx.AsyncClient,
    url: str,
    *,
    headers: dict[str, str],
    body: dict[str, Any],
    opts: HttpOptions,
    timeout: float | None = None,
) -> dict[str, Any]:
    """POST ``body`` as JSON and return the decoded JSON response.

    Args:
        timeout: a tighter cap for this call (what is left of a run's time budget).

    Raises:
        PlannerRefused: on a non-retryable status (4xx other than 429).
        PlannerError: when every attempt failed, or the response is not a JSON object.

    """
    per_try = min(opts.timeout, timeout) if timeout is not None else opts.timeout
    last = "no attempt"
    for attempt in range(opts.retries + 1):
        retry_after: str | None = None
        try:
            resp = await client.post(url, json=body, headers=headers, timeout=per_try)
        except httpx.TimeoutException:
            last = f"no reply within {per_try:g}s"
        except httpx.HTTPError as exc:
            last = f"{type(exc).__name__}: {exc}"
        else:
            if resp.status_code == 200:
                try:
                    data = resp.json()
                except ValueError as exc:
                    raise PlannerError(f"{url}: the response is not JSON") from exc
                if not isinstance(data, dict):
                    raise PlannerError(f"{url}: the response is not a JSON object")
                return data
            last = f"HTTP {resp.status_code}: {_short(resp.text)}"
            if resp.status_code != 429 and resp.status_code < 500:
                raise PlannerRefused(
                    f"planner endpoint refused the request: {last}", resp.status_code
                )
            retry_after = resp.headers.get("retry-after")
        if attempt < opts.retries:
            await asyncio.sleep(_delay(attempt, opts, retry_after))
    raise PlannerError(f"planner endpoint failed after {opts.retries + 1} attempts: {last}")


class HttpPlanner(Planner):
    """What the API planners share: endpoint, key, sampling, pricing and the HTTP client.

    Subclasses build the request body and read the reply; :meth:`_reply` turns the
    text and token counts into a :class:`PlannerReply` with cost and latency.
    """

    def __init__(
        self,
        *,
        model: str,
        base_url: str,
        api_key: str | None = None,
        temperature: float = 0.0,
        max_tokens: int = 800,
        pricing: Pricing | None = None,
        http: HttpOptions | None = None,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self.model = model
        self.base_url = base_url.rstrip("/")
        self._api_key = api_key
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.pricing = pricing or Pricing()
        self.http = http or HttpOptions()
        self._client = client or httpx.AsyncClient()
        self._own_client = client is None

    def _own_settings(self) -> dict[str, Any]:
        """Settings particular to the subclass, merged into :attr:`settings`."""
        return {}

    @property
    def settings(self) -> dict[str, Any]:
        """Endpoint and sampling settings (never the key)."""
        return {
            "base_url": self.base_url,
            "temperature": self.temperature,
            "max_tokens": self.max_tokens,
            **self._own_settings(),
            "pricing": [self.pricing.input_per_mtok, self.pricing.output_per_mtok],
            "http": self.http.to_json(),
        }

    def _reply(
        self,
        data: dict[str, Any],
        text: str,
        *,
        tokens: tuple[int, int],
        started: float,
        plan: dict[str, Any] | None = None,
    ) -> PlannerReply:
        tin, tout = tokens
        return PlannerReply(
            text=text,
            data=plan,
            usage=Usage(
                input_tokens=tin, output_tokens=tout, cost_usd=self.pricing.cost(tin, tout), calls=1
            ),
            model=str(data.get("model") or self.model),
            latency_ms=(time.perf_counter() - started) * 1000,
        )

    async def close(self) -> None:
        """Close the HTTP client when this planner created it."""
        if self._own_client:
            await self._client.aclose()
