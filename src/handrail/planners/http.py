"""HTTP plumbing shared by the API planners: timeouts, retries with backoff, errors.

Retries happen on 429 and 5xx responses, connection errors and timeouts, with
exponential backoff (and ``Retry-After`` when the server gives one, capped); other
4xx responses fail at once, since sending the same request again cannot help, and so
does a 5xx whose body says the request's output form is refused
(:func:`~handrail.planners.output.is_refusal`).

:class:`HttpPlanner` asks in one output mode after another: ``auto`` starts with the
mode remembered for the endpoint (else ``json-schema``) and moves on when a mode is
refused; the first mode that answers is kept for the rest of the run and remembered.
"""

from __future__ import annotations

import asyncio
import random
import time
from abc import abstractmethod
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

import httpx

from handrail.planners.base import (
    Planner,
    PlannerError,
    PlannerRefused,
    PlannerReply,
    PlanRequest,
    Pricing,
    Usage,
)
from handrail.planners.output import AUTO_ORDER, OutputMemory, check_output, is_refusal
from handrail.planners.tokens import count_tokens

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
    refusal: Callable[[int, str], bool] | None = None,
) -> dict[str, Any]:
    """POST ``body`` as JSON and return the decoded JSON response.

    Args:
        timeout: a tighter cap for this call (what is left of a run's time budget).
        refusal: tells a 5xx that refuses the request (not retried) from a failure.

    Raises:
        PlannerRefused: on a non-retryable status (4xx other than 429, or a 5xx that
            ``refusal`` recognizes).
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
            final = resp.status_code != 429 and resp.status_code < 500
            if final or (refusal is not None and refusal(resp.status_code, resp.text)):
                raise PlannerRefused(
                    f"planner endpoint refused the request: {last}",
                    resp.status_code,
                    resp.text,
                )
            retry_after = resp.headers.get("retry-after")
        if attempt < opts.retries:
            await asyncio.sleep(_delay(attempt, opts, retry_after))
    raise PlannerError(f"planner endpoint failed after {opts.retries + 1} attempts: {last}")


class HttpPlanner(Planner):
    """What the API planners share: endpoint, key, sampling, pricing, output modes, HTTP.

    Subclasses name their ``modes`` (in the order ``auto`` tries them) and the API
    root used when none is given (``default_base_url``), build the request for one
    mode (:meth:`_request`) and read the reply (:meth:`_read`).
    """

    modes: ClassVar[tuple[str, ...]] = AUTO_ORDER
    default_base_url: ClassVar[str] = ""

    def __init__(
        self,
        *,
        model: str,
        base_url: str | None = None,
        api_key: str | None = None,
        temperature: float = 0.0,
        max_tokens: int = 800,
        output: str = "auto",
        memory: OutputMemory | None = None,
        pricing: Pricing | None = None,
        http: HttpOptions | None = None,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        self.model = model
        root = base_url or self.default_base_url
        if not root:
            raise ValueError(f"{type(self).__name__} needs a base_url")
        self.base_url = root.rstrip("/")
        self._api_key = api_key
        self.temperature = temperature
        self.max_tokens = max_tokens
        self.output = check_output(output, self.modes)
        self.memory = memory
        self.pricing = pricing or Pricing()
        self.http = http or HttpOptions()
        self._client = client or httpx.AsyncClient()
        self._own_client = client is None
        self._working: str | None = None
        """The mode that answered in this process (never given up for another)."""
        self.refused: dict[str, str] = {}
        """Modes the endpoint refused, with what it said."""

    @property
    def memory_key(self) -> str:
        """This endpoint and model, as :class:`OutputMemory` knows them."""
        return OutputMemory.key(self.base_url, self.model)

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
            "output": self.output,
            **self._own_settings(),
            "pricing": [self.pricing.input_per_mtok, self.pricing.output_per_mtok],
            "http": self.http.to_json(),
        }

    def _order(self) -> list[str]:
        if self.output != "auto":
            return [self.output]
        if self._working is not None:
            return [self._working]
        first = self.memory.recall(self.memory_key) if self.memory else None
        order = [m for m in self.modes if m not in self.refused]
        if first in order:
            order.remove(first)
            order.insert(0, first)
        return order or [self.modes[-1]]

    @abstractmethod
    def _request(
        self, request: PlanRequest, mode: str, sampling: dict[str, Any]
    ) -> tuple[str, dict[str, str], dict[str, Any]]:
        """The URL, headers and body that ask for a plan in ``mode``."""

    @abstractmethod
    def _read(self, data: dict[str, Any]) -> tuple[str, dict[str, Any] | None, tuple[int, int]]:
        """The reply's text, decoded plan (if any) and (input, output) tokens (0 if absent).

        Raises:
            PlannerError: when the response holds no reply.

        """

    async def plan(self, request: PlanRequest) -> PlannerReply:
        """Ask the endpoint for a plan, falling back through the output modes under ``auto``.

        Raises:
            PlannerRefused: when every mode tried was refused (or the one asked for).
            PlannerError: when the endpoint fails or answers without a reply.

        """
        sampling = {
            "temperature": self.temperature if request.temperature is None else request.temperature,
            "max_tokens": self.max_tokens,
        }
        started = time.perf_counter()
        order = self._order()
        refused: dict[str, str] = {}
        for i, mode in enumerate(order):
            url, headers, body = self._request(request, mode, sampling)
            may_fall_back = self.output == "auto" and mode != self._working
            try:
                data = await post_json(
                    self._client,
                    url,
                    headers=headers,
                    body=body,
                    opts=self.http,
                    timeout=request.timeout,
                    refusal=is_refusal,
                )
            except PlannerRefused as exc:
                if not is_refusal(exc.status, exc.body):
                    raise
                if not may_fall_back:
                    raise PlannerRefused(
                        f"{exc.message} (output mode {mode}; output auto tries the others)",
                        exc.status,
                        exc.body,
                    ) from exc
                refused[mode] = exc.message.removeprefix("planner endpoint refused the request: ")
                if i == len(order) - 1:
                    tried = "; ".join(f"{m}: {r}" for m, r in refused.items())
                    raise PlannerRefused(
                        f"the planner endpoint refused every output mode ({tried})",
                        exc.status,
                        exc.body,
                    ) from exc
                continue
            self._working = mode
            self.refused.update(refused)
            if self.memory is not None and self.output == "auto":
                self.memory.remember(self.memory_key, mode, refused)
            text, plan, tokens = self._read(data)
            return self._reply(
                data,
                request,
                text,
                tokens=tokens,
                started=started,
                plan=plan,
                mode=mode,
                sampling=sampling,
            )
        raise PlannerError("no output mode to try")  # pragma: no cover - order is never empty

    def _reply(
        self,
        data: dict[str, Any],
        request: PlanRequest,
        text: str,
        *,
        tokens: tuple[int, int],
        started: float,
        plan: dict[str, Any] | None,
        mode: str,
        sampling: dict[str, Any],
    ) -> PlannerReply:
        tin, tout = tokens
        source = "server"
        if not tin and not tout:
            # The server reported no usage: count with the model's tokenizer instead.
            tin, source = count_tokens(request.text(), self.model)
            tout, _ = count_tokens(text, self.model)
            if request.image is not None:
                # A picture has no text to count: the vendor's rule for its size instead.
                tin += request.image.tokens.get(self.name, request.image.tokens.get("openai", 0))
        fingerprint = data.get("system_fingerprint")
        return PlannerReply(
            text=text,
            data=plan,
            usage=Usage(
                input_tokens=tin, output_tokens=tout, cost_usd=self.pricing.cost(tin, tout), calls=1
            ),
            model=str(data.get("model") or self.model),
            latency_ms=(time.perf_counter() - started) * 1000,
            output=mode,
            sampling=sampling,
            fingerprint=str(fingerprint) if fingerprint else None,
            tokens_source=source,
        )

    async def close(self) -> None:
        """Close the HTTP client when this planner created it."""
        if self._own_client:
            await self._client.aclose()
