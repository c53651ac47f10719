"""Proposed corrections: what should have been done, from later rounds or the scene.

A later round that did act on the same element successfully is the best witness: what
it did first (e.g. closing a banner) plus the action, with the ids it used, is the
correction (``source: round N``). Otherwise the scene suggests one (``evidence``): the
close button of the covering dialog, the element's new id. Everything here is a
proposal until a person reviews it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from handrail.learn.causes import RootCause
from handrail.learn.labels import Finding
from handrail.learn.samples import Proposal
from handrail.learn.scene import SceneText

__all__ = ["planner_action", "propose"]

_TYPES = {"type": "writetext", "set_value": "writetext", "key": "keypress", "focus": "click"}


def planner_action(action: dict[str, Any]) -> dict[str, Any]:
    """A run log's action (``{"kind": "type", …}``) in the planner's own format."""
    out = {k: v for k, v in action.items() if k != "kind"}
    kind = str(action.get("kind") or action.get("type") or "")
    return {"type": _TYPES.get(kind, kind), **{k: v for k, v in out.items() if k != "type"}}


def _describe(action: dict[str, Any], element: dict[str, Any] | None) -> str:
    kind = planner_action(action)["type"]
    where = action.get("element_id") or ""
    text = f"{kind} {where}".strip()
    if action.get("text") is not None:
        text += f" {action['text']!r}"
    if action.get("keys"):
        text += f" {action['keys']}"
    if element and (element.get("name") or element.get("role")):
        text += f" ({element.get('role')} {element.get('name', '')!r})"
    return text


def _same(element: dict[str, Any] | None, other: dict[str, Any] | None) -> bool:
    return bool(
        element
        and other
        and element.get("name")
        and element.get("role") == other.get("role")
        and element.get("name") == other.get("name")
    )


def _ok(rec: dict[str, Any], i: int, act: dict[str, Any]) -> bool:
    if act.get("error") or act.get("receipt") is None:
        return False
    per = (rec.get("verification") or {}).get("per_action") or []
    return bool(per[i].get("ok", True)) if i < len(per) else True


def _later_fix(
    rounds: Sequence[dict[str, Any]], index: int, element: dict[str, Any] | None
) -> Proposal | None:
    steps: list[tuple[dict[str, Any], dict[str, Any] | None]] = []
    for j in range(index + 1, len(rounds)):
        rec = rounds[j]
        for i, act in enumerate(rec.get("actions") or []):
            if not _ok(rec, i, act):
                continue
            steps.append((act.get("action") or {}, act.get("element")))
            if _same(element, act.get("element")):
                text = "; then ".join(_describe(a, e) for a, e in steps)
                if len(steps) > 1:
                    text = "first " + text
                return Proposal(
                    text=text,
                    source=f"round {rec.get('round', j + 1)}",
                    actions=tuple(planner_action(a) for a, _ in steps),
                )
    return None


def _from_scene(
    finding: Finding, scene: SceneText | None, next_scene: SceneText | None
) -> Proposal | None:
    label = finding.label
    action = finding.action or {}
    element = finding.extra.get("element") or {}
    target = action.get("element_id")
    if label is RootCause.UI_BLOCKED_BY_POPUP and scene is not None:
        popup = scene.covering(target)
        if popup is None:
            if scene.blocking:
                return Proposal(text=f"answer the {scene.blocking} first")
            return None
        control = scene.close_control(popup)
        aim = control or popup
        return Proposal(
            text=f"close the {popup.role} `{popup.name}` first ({aim.id})",
            actions=(
                {"type": "click", "element_id": aim.id},
                *((planner_action(action),) if action else ()),
            ),
        )
    if label is RootCause.STALE_ELEMENT and next_scene is not None:
        now = next_scene.find(str(element.get("role", "")), str(element.get("name", "")))
        if now is not None:
            fixed = {**planner_action(action), "element_id": now.id} if action else {}
            return Proposal(
                text=f"the element is now {now.id} `{now.name}`",
                actions=(fixed,) if fixed else (),
            )
    return None


_ADVICE = {
    RootCause.ELEMENT_MISSING: "the element is gone: observe again and act on the current list",
    RootCause.NO_EFFECT: "the action changed nothing: use another control or the keyboard",
    RootCause.WRONG_TARGET: "the change happened elsewhere: check the element's name first",
    RootCause.PLANNER_TIMEOUT: "the planner did not answer in time: shorten the prompt"
    " or give the planner more time",
    RootCause.NETWORK_TIMEOUT: "the target did not answer in time: wait, then observe again",
    RootCause.RENDER_UNAVAILABLE: "the renderer went away: reload or restart the target",
    RootCause.PERMISSION_DENIED: "turn accessibility on for the target (see handrail doctor)",
    RootCause.BUDGET: "the budget ran out: fewer rounds per step, or a larger budget",
    RootCause.TARGET_GONE: "the target is gone: start it again, then observe",
    RootCause.USER_INTERFERENCE: "a person took over: wait for them, then observe again",
}


def propose(
    rounds: Sequence[dict[str, Any]],
    index: int | None,
    finding: Finding,
    scene: SceneText | None,
    next_scene: SceneText | None,
) -> Proposal | None:
    """The proposed correction for ``finding`` about round ``index`` (``None``: the run).

    Returns ``None`` only when nothing at all can be said.
    """
    element = finding.extra.get("element")
    rec = rounds[index] if index is not None and index < len(rounds) else {}
    plan = rec.get("plan") or {}
    if index is not None and element:
        later = _later_fix(rounds, index, element)
        if later is not None:
            return _with_reply(later, plan)
    proposal = _from_scene(finding, scene, next_scene)
    if proposal is not None:
        return _with_reply(proposal, plan)
    if finding.label is RootCause.PLANNER_INVALID:
        reasons = finding.diagnostics.get("rejected") or []
        last = reasons[-1] if reasons else "the reply was not a valid plan"
        return Proposal(text=f"reply with a plan that passes validation ({last})")
    if finding.label is RootCause.APPROVAL_DENIED:
        what = _describe(finding.action or {}, element) if finding.action else "the action"
        text = f"{what} needs a person: say blocked and ask for approval"
        return Proposal(
            text=text,
            reply={
                "status": "blocked",
                "summary": text,
                "expect": "",
                "hypothesis": "",
                "actions": [],
            },
        )
    advice = _ADVICE.get(finding.label)
    return Proposal(text=advice) if advice else None


def _with_reply(proposal: Proposal, plan: dict[str, Any]) -> Proposal:
    if not proposal.actions:
        return proposal
    reply = {
        "status": "continue",
        "summary": proposal.text,
        "expect": plan.get("expect") or "",
        "hypothesis": "",
        "actions": list(proposal.actions),
    }
    return Proposal(
        text=proposal.text, source=proposal.source, actions=proposal.actions, reply=reply
    )
