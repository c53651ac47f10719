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

from handrail.actions import Action, ActionKind
from handrail.errors import HandrailError, PlanRejected
from handrail.loop.textnorm import normalize_text
from handrail.model import Element, Snapshot
from handrail.planschema import PLAN_ACTIONS, PLAN_SCHEMA, PLAN_STATUSES
from handrail.vocab import State

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

_KINDS = {
    "click": ActionKind.CLICK,
    "doubleclick": ActionKind.DOUBLECLICK,
    "rightclick": ActionKind.RIGHTCLICK,
    "scroll": ActionKind.SCROLL,
    "writetext": ActionKind.TYPE,
    "keypress": ActionKind.KEY,
    "wait": ActionKind.WAIT,
}
_PARAMS: dict[str, frozenset[str]] = {
    "click": frozenset({"element_id", "x", "y"}),
    "doubleclick": frozenset({"element_id", "x", "y"}),
    "rightclick": frozenset({"element_id", "x", "y"}),
    "scroll": frozenset({"element_id", "dx", "dy"}),
    "writetext": frozenset({"element_id", "text"}),
    "keypress": frozenset({"element_id", "keys"}),
    "wait": frozenset({"seconds"}),
    "finish": frozenset(),
}
_PLACEHOLDER = re.compile(r"\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}")


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


def _text_field(data: dict[str, Any], name: str) -> str:
    value = data.get(name, "")
    if value is None:
        return ""
    if not isinstance(value, str):
        raise PlanRejected(f"'{name}' must be a string")
    return value


def parse_plan(reply: str | dict[str, Any]) -> Plan:
    """Parse a planner's reply (text or an already decoded object) into a :class:`Plan`.

    Raises:
        PlanRejected: when the reply holds no JSON object or its fields have wrong types.

    """
    data = reply if isinstance(reply, dict) else _extract_json(reply)
    if not isinstance(data, dict):
        raise PlanRejected("the plan must be a JSON object")
    status = data.get("status", "continue")
    if status not in PLAN_STATUSES:
        raise PlanRejected(f"'status' must be one of {', '.join(PLAN_STATUSES)}; got {status!r}")
    actions = data.get("actions", [])
    if actions is None:
        actions = []
    if not isinstance(actions, list):
        raise PlanRejected("'actions' must be a list of action objects")
    for i, a in enumerate(actions):
        if not isinstance(a, dict):
            raise PlanRejected(f"action {i + 1} must be an object with a 'type'")
    return Plan(
        status=status,
        summary=_text_field(data, "summary"),
        expect=_text_field(data, "expect"),
        hypothesis=_text_field(data, "hypothesis"),
        actions=tuple(actions),
    )


def resolve_element_ref(
    ref: Any, snapshot: Snapshot, shown: Collection[str] | None = None
) -> Element:
    """The element of ``snapshot`` that ``{"role": R, "name": N, "index"?: I}`` names.

    Names are compared after normalization; among several matches, enabled interactive
    elements come first, then document order; ``index`` picks among them (default 0).
    With ``shown``, only elements whose ids the planner was shown count.

    Raises:
        PlanRejected: when the reference is malformed or matches nothing.

    """
    if not isinstance(ref, dict) or not isinstance(ref.get("name"), str):
        raise PlanRejected("'element' must be an object with 'role' and 'name'")
    role = ref.get("role")
    index = ref.get("index", 0)
    if role is not None and not isinstance(role, str):
        raise PlanRejected("'element.role' must be a string")
    if not isinstance(index, int) or isinstance(index, bool) or index < 0:
        raise PlanRejected("'element.index' must be a non-negative integer")
    want = normalize_text(ref["name"], punctuation=False)
    matches = [
        e
        for e in snapshot.elements
        if (role is None or e.role.value == role)
        and normalize_text(e.name, punctuation=False) == want
        and (shown is None or e.id in shown)
    ]
    matches.sort(key=lambda e: (not e.interactive, e.has(State.DISABLED)))
    if index >= len(matches):
        raise PlanRejected(
            f"no element {role or 'of any role'} named {ref['name']!r} in the current snapshot"
        )
    return matches[index]


def _int(action: dict[str, Any], name: str, default: int | None = None) -> int | None:
    value = action.get(name, default)
    if value is None:
        return None
    if (
        isinstance(value, bool)
        or not isinstance(value, int | float)
        or (isinstance(value, float) and not math.isfinite(value))
        or value != int(value)
    ):
        raise PlanRejected(f"{action.get('type')}: '{name}' must be an integer")
    return int(value)


def _build(
    raw: dict[str, Any],
    snapshot: Snapshot,
    secrets: Collection[str] | None,
    shown: Collection[str] | None,
    resolved: list[str],
) -> Action | None:
    kind_name = raw.get("type")
    if kind_name not in PLAN_ACTIONS:
        allowed = ", ".join(PLAN_ACTIONS)
        raise PlanRejected(f"action type {kind_name!r} is not allowed; use one of: {allowed}")
    assert isinstance(kind_name, str)
    if kind_name == "finish":
        return None
    unknown = set(raw) - _PARAMS[kind_name] - {"type", "element"}
    if unknown:
        raise PlanRejected(f"{kind_name}: unknown parameter(s) {', '.join(sorted(unknown))}")
    element_id = raw.get("element_id")
    if "element" in raw:
        if element_id is not None:
            raise PlanRejected(f"{kind_name}: give 'element_id' or 'element', not both")
        element_id = resolve_element_ref(raw["element"], snapshot, shown).id
        resolved.append(element_id)
    if element_id is not None:
        if not isinstance(element_id, str):
            raise PlanRejected(f"{kind_name}: 'element_id' must be a string such as \"e4\"")
        if snapshot.get(element_id) is None or (shown is not None and element_id not in shown):
            raise PlanRejected(
                f"{kind_name}: element {element_id!r} is not in the current element list;"
                " use only ids shown there"
            )
    text = raw.get("text")
    if text is not None and not isinstance(text, str):
        raise PlanRejected(f"{kind_name}: 'text' must be a string")
    if text is not None and secrets is not None:
        for name in _PLACEHOLDER.findall(text):
            if name not in secrets:
                raise PlanRejected(f"writetext: no secret named {{{{{name}}}}}")
    keys = raw.get("keys")
    if keys is not None and not isinstance(keys, str):
        raise PlanRejected(f"{kind_name}: 'keys' must be a string such as \"ctrl+a\"")
    seconds = raw.get("seconds", 0.0)
    if isinstance(seconds, bool) or not isinstance(seconds, int | float):
        raise PlanRejected("wait: 'seconds' must be a number")
    if isinstance(seconds, int) and abs(seconds) > 3600:
        raise PlanRejected("wait: seconds must be between 0 and 60")
    x, y = _int(raw, "x"), _int(raw, "y")
    if x is not None and y is not None:
        env = snapshot.environment
        if env.screen_w and not (0 <= x < env.screen_w and 0 <= y < env.screen_h):
            raise PlanRejected(f"{kind_name}: ({x},{y}) is outside the screen")
    try:
        return Action(
            kind=_KINDS[kind_name],
            element_id=element_id,
            x=x,
            y=y,
            text=text,
            keys=keys,
            dx=_int(raw, "dx", 0) or 0,
            dy=_int(raw, "dy", 0) or 0,
            seconds=float(seconds),
        )
    except HandrailError as exc:
        raise PlanRejected(f"{kind_name}: {exc.message}") from exc


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
    for i, raw in enumerate(kept):
        action = _build(raw, snapshot, secrets, shown, resolved)
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
            "status is 'continue' but there is no action; give one action, or status"
            " 'finished' / 'blocked'"
        )
    return ValidPlan(
        plan=plan,
        actions=tuple(actions),
        dropped=tuple(dropped),
        resolved=tuple(resolved),
        snapshot_signature=snapshot.signature,
    )
