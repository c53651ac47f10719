"""Build a planner from its command-line name: ``openai``, ``anthropic`` or ``replay:FILE``."""

from __future__ import annotations

from pathlib import Path

from handrail.config import Settings
from handrail.errors import UsageError, arg
from handrail.planners.anthropic import AnthropicPlanner
from handrail.planners.base import Planner, Pricing
from handrail.planners.http import HttpOptions
from handrail.planners.openai import OpenAIPlanner
from handrail.planners.output import OutputMemory, check_output
from handrail.planners.replay import ReplayPlanner

__all__ = ["PLANNER_NAMES", "make_planner"]

PLANNER_NAMES = ("openai", "anthropic", "replay:FILE")
OPENAI_URL = "https://api.openai.com/v1"


def make_planner(
    spec: str,
    settings: Settings,
    *,
    model: str | None = None,
    pricing: Pricing | None = None,
    http: HttpOptions | None = None,
    output: str | None = None,
) -> Planner:
    """The planner ``spec`` names, configured from ``settings``.

    ``output`` is the output mode (``settings.planner_output`` when not given); under
    ``auto`` what worked per endpoint is remembered in ``<state_dir>/planner-output.json``.

    Raises:
        UsageError: for an unknown name, a missing model, an output mode the planner
            does not have, or an unreadable replay file.

    """
    if spec.startswith("replay:"):
        return ReplayPlanner(Path(spec.removeprefix("replay:")).expanduser())
    model = model or settings.model
    mode = output or settings.planner_output
    memory = OutputMemory(settings.state_dir / "planner-output.json")
    if spec == "openai":
        if not model:
            raise UsageError(f"the openai planner needs a model: {arg('model')} or HANDRAIL_MODEL")
        if not settings.openai_api_key and settings.openai_base_url == OPENAI_URL:
            raise UsageError(
                "the openai planner needs HANDRAIL_OPENAI_API_KEY, or HANDRAIL_OPENAI_BASE_URL"
                " for a local server (vLLM, Ollama, LM Studio, llama.cpp)"
            )
        return OpenAIPlanner(
            model=model,
            base_url=settings.openai_base_url,
            api_key=settings.openai_api_key,
            output=_mode(mode, OpenAIPlanner.modes, spec),
            memory=memory,
            pricing=pricing,
            http=http,
        )
    if spec == "anthropic":
        if not model:
            raise UsageError(
                f"the anthropic planner needs a model: {arg('model')} or HANDRAIL_MODEL"
            )
        if not settings.anthropic_api_key:
            raise UsageError("the anthropic planner needs HANDRAIL_ANTHROPIC_API_KEY")
        return AnthropicPlanner(
            model=model,
            api_key=settings.anthropic_api_key,
            base_url=settings.anthropic_base_url,
            output=_mode(mode, AnthropicPlanner.modes, spec),
            memory=memory,
            pricing=pricing,
            http=http,
        )
    raise UsageError(f"unknown planner {spec!r}; use one of: {', '.join(PLANNER_NAMES)}")


def _mode(mode: str, supported: tuple[str, ...], spec: str) -> str:
    try:
        return check_output(mode, supported)
    except ValueError:
        allowed = ", ".join(("auto", *supported))
        raise UsageError(
            f"the {spec} planner has no output mode {mode!r}; use one of: {allowed}"
        ) from None
