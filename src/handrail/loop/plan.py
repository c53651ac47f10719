"""The plan a planner returns, parsed from its reply and validated against one snapshot.

Plan JSON (one object; prose or a code fence around it is tolerated)::

    {"status": "continue" | "finished" | "blocked",
     "summary": "what I see and why I act",
     "expect": "what should be true afterwards",
     "hypothesis": "why the last step failed (optional)",
     "actions": [ACTION, ...]}

ACTION is one of ``click``/``doubleclick``/``rightclick`` (``element_id``, or ``x`` and
``y`` as a marked last resort), ``scroll`` (``element_id``?, ``dx``, ``dy``),
``writetext`` (``element_id``?, ``text``), ``keypress`` (``keys``, ``element_id``?),
``wait`` (``seconds``) and ``finish``. Instead of ``element_id`` an action may name an
element by ``"element": {"role": "button", "name": "2"}``; it is resolved against the
current snapshot before validation (replay files use this, since ids differ per run).

:func:`validate_plan` turns a :class:`Plan` into a :class:`ValidPlan` of
:class:`~handrail.actions.Action` values, or raises
:class:`~handrail.errors.PlanRejected` with a reason the planner can read.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from handrail.actions import Action
from handrail.errors import PlanRejected
from handrail.loop.planaction import build_action, resolve_element_ref
from handrail.model import Snapshot
from handrail.planschema import PLAN_ACTIONS, PLAN_SCHEMA, PLAN_STATUSES

__all__ = [
    "PLAN_ACTIONS",
    "PLAN_SCHEMA",
    "PLAN_STATUSES",
    "Plan",
    "ValidPlan",
    "parse_plan",
    "resolve_element_ref",
    "validate_plan",
]


@dataclass(frozen=True, kw_only=True)
class Plan:
    """A parsed (not yet validated) plan: what the planner said, field by field."""

    status: str
    summary: str = ""
    expect: str = ""
    hypothesis: str = ""
    actions: tuple[dict[str, Any], ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The JSON form, as recorded in run logs."""
        return {
            "status": self.status,
            "summary": self.summary,
            "expect": self.expect,
            "hypothesis": self.hypothesis,
            "actions": list(self.actions),
        }


@dataclass(frozen=True, kw_only=True)
class ValidPlan:
    """A plan whose actions passed validation against one snapshot.

    ``dropped`` holds actions beyond the per-step limit (never executed); ``resolved``
    maps ``{"role", "name"}`` references to the ids they resolved to.
    """

    plan: Plan
    actions: tuple[Action, ...]
    dropped: tuple[dict[str, Any], ...] = ()
    resolved: tuple[str, ...] = ()
    snapshot_signature: str = ""

    @property
    def status(self) -> str:
        """``continue``, ``finished`` or ``blocked``."""
        return self.plan.status

    def to_json(self) -> dict[str, Any]:
        """The validation outcome as recorded in run logs."""
        return {
            "ok": True,
            "actions": [a.to_json() for a in self.actions],
            "dropped": list(self.dropped),
            "resolved": list(self.resolved),
        }


MAX_REPLY_CHARS = 200_000
"""A longer reply is not read (a plan is a few hundred characters)."""


def _not_a_number(name: str) -> Any:
    raise PlanRejected(f"the reply holds {name}, which is not a JSON number; use finite numbers")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise PlanRejected(f"the number {text[:20]} is too large; use finite numbers")
    return value


_DECODER = json.JSONDecoder(parse_constant=_not_a_number, parse_float=_finite)
_MAX_STARTS = 200
"""How many ``{`` in prose are tried as the start of the plan."""


def _loads(text: str, start: int | None = None) -> Any:
    """JSON with NaN, Infinity and overflowing numbers refused; deep nesting is a rejection."""
    decoder = _DECODER
    try:
        if start is None:
            return decoder.decode(text)
        return decoder.raw_decode(text, start)[0]
    except RecursionError:
        raise PlanRejected("the reply is nested too deeply to be a plan") from None


def _extract_json(text: str) -> Any:
    """The first JSON object in ``text`` (a bare object, a fenced block, or prose around it)."""
    if len(text) > MAX_REPLY_CHARS:
        raise PlanRejected(f"the reply is longer than {MAX_REPLY_CHARS} characters")
    stripped = text.strip()
    try:
        return _loads(stripped)
    except ValueError:
        pass
    for n, m in enumerate(re.finditer(r"\{", stripped)):
        if n >= _MAX_STARTS:
            break
        try:
            obj = _loads(stripped, m.start())
        except ValueError:
            continue
        if isinstance(obj, dict):
            return obj
    raise PlanRejected(
        "the reply holds no JSON object; answer with one JSON object of the plan shape only"
    )


def _shown(value: Any, limit: int = 40) -> str:
    """A value as the model wrote it, cut short."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _text_field(data: dict[str, Any], name: str) -> str:
    value = data.get(name, "")
    if value is None:
        return ""
    if not isinstance(value, str):
        raise PlanRejected(f'"{name}" must be a string of text, not {_shown(value)}')
    return value


def parse_plan(reply: str | dict[str, Any]) -> Plan:
    """Parse a planner's reply (text or an already decoded object) into a :class:`Plan`.

    Raises:
        PlanRejected: when the reply holds no JSON object or its fields have wrong types.

    """
    data = reply if isinstance(reply, dict) else _extract_json(reply)
    if not isinstance(data, dict):
        raise PlanRejected("the plan must be a JSON object")
    if "status" not in data or data["status"] is None:
        raise PlanRejected(
            'the plan has no "status": say "continue" with one action, "finished" when the'
            ' task is done, or "blocked" when it cannot be done'
        )
    status = data["status"]
    if status not in PLAN_STATUSES:
        allowed = ", ".join(f'"{s}"' for s in PLAN_STATUSES)
        raise PlanRejected(f'"status" is {_shown(status)}; it must be one of {allowed}')
    actions = data.get("actions", [])
    if actions is None:
        actions = []
    if not isinstance(actions, list):
        raise PlanRejected(
            '"actions" must be a list of action objects, such as [{"type": "wait", "seconds": 1}]'
        )
    for i, a in enumerate(actions):
        if not isinstance(a, dict):
            raise PlanRejected(
                f'action {i + 1} is {_shown(a)}; each action is an object with a "type",'
                ' such as {"type": "click", "element_id": "e4"}'
            )
    return Plan(
        status=status,
        summary=_text_field(data, "summary"),
        expect=_text_field(data, "expect"),
        hypothesis=_text_field(data, "hypothesis"),
        actions=tuple(actions),
    )


def validate_plan(
    plan: Plan,
    snapshot: Snapshot,
    *,
    max_actions: int = 1,
    secrets: Collection[str] | None = None,
    shown: Collection[str] | None = None,
) -> ValidPlan:
    """Validate ``plan`` against ``snapshot``.

    Actions beyond ``max_actions`` are dropped and recorded. A ``finish`` action ends the
    list (the run's status then comes from the plan's ``status``, ``finished`` when it
    said ``continue``). Plans that say ``finished`` or ``blocked`` carry no actions to run.

    Args:
        secrets: names of known secrets; a ``{{NAME}}`` naming another is rejected.
        shown: the ids the planner was shown; any other id is rejected even when it is
            in the snapshot (an element the compact list left out).

    Raises:
        PlanRejected: for an action outside the whitelist, a malformed parameter, or an
            element id that is not in ``snapshot``.

    """
    if max_actions < 1:
        raise ValueError("max_actions must be at least 1")
    if plan.status != "continue":
        # A finished or blocked plan runs nothing; its actions are kept only as evidence.
        return ValidPlan(
            plan=plan,
            actions=(),
            dropped=tuple(plan.actions),
            snapshot_signature=snapshot.signature,
        )
    resolved: list[str] = []
    kept = plan.actions[:max_actions]
    dropped = plan.actions[max_actions:]
    actions: list[Action] = []
    finish = False
    hints = (plan.summary, plan.expect)
    for i, raw in enumerate(kept):
        action = build_action(
            raw,
            snapshot,
            number=i + 1,
            secrets=secrets,
            shown=shown,
            resolved=resolved,
            hints=hints,
        )
        if action is None:
            finish = True
            dropped = kept[i + 1 :] + dropped  # nothing after a finish runs
            break
        actions.append(action)
    if finish and not actions:
        plan = Plan(
            status="finished",
            summary=plan.summary,
            expect=plan.expect,
            hypothesis=plan.hypothesis,
            actions=plan.actions,
        )
    elif not actions:
        raise PlanRejected(
            '"status" is "continue" but "actions" is empty: give one action (a "wait"'
            ' counts), or say "finished" when the task is done or "blocked" when it'
            " cannot be done"
        )
    return ValidPlan(
        plan=plan,
        actions=tuple(actions),
        dropped=tuple(dropped),
        resolved=tuple(resolved),
        snapshot_signature=snapshot.signature,
    )
