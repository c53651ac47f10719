"""Planners: turn the loop's request into a plan.

Shipped: :class:`OpenAIPlanner` (any OpenAI-compatible chat completions endpoint),
:class:`AnthropicPlanner` (messages API), :class:`ReplayPlanner` (``replay:FILE``) and
:class:`ScriptedPlanner` (in-process, for tests). Implement :class:`Planner` for others.
"""

from handrail.planners.anthropic import AnthropicPlanner
from handrail.planners.base import (
    PlanImage,
    Planner,
    PlannerError,
    PlannerRefused,
    PlannerReply,
    PlanRequest,
    Pricing,
    Usage,
)
from handrail.planners.factory import PLANNER_NAMES, make_planner
from handrail.planners.http import HttpOptions
from handrail.planners.openai import OpenAIPlanner
from handrail.planners.replay import ReplayPlanner
from handrail.planners.scripted import ScriptedPlanner

__all__ = [
    "PLANNER_NAMES",
    "AnthropicPlanner",
    "HttpOptions",
    "OpenAIPlanner",
    "PlanImage",
    "PlanRequest",
    "Planner",
    "PlannerError",
    "PlannerRefused",
    "PlannerReply",
    "Pricing",
    "ReplayPlanner",
    "ScriptedPlanner",
    "Usage",
    "make_planner",
]
