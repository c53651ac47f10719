"""A person's correction of a live action, recorded as a reviewed sample.

When a person answers a pending approval with "correct the action" in the console, the
action is denied and what they would have done instead becomes a sample that is
reviewed already (``origin: console``): the scene is the approval's (its screenshot,
the round's element list and prompt from the run log), the correction is theirs.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from handrail.errors import UsageError
from handrail.learn.causes import RootCause
from handrail.learn.mine import Mined
from handrail.learn.samples import Proposal, Review, Sample
from handrail.loop.archive import run_file

__all__ = ["ACTION_TYPES", "correction_action", "correction_sample"]

ACTION_TYPES = (
    "click",
    "doubleclick",
    "rightclick",
    "hover",
    "writetext",
    "keypress",
    "scroll",
    "wait",
)
_ID = re.compile(r"e\d+\Z")


def correction_action(
    kind: str, element_id: str = "", text: str = "", keys: str = ""
) -> dict[str, Any]:
    """The corrected action in the planner's format, from a form's fields.

    Raises:
        UsageError: for an unknown type, a malformed id or a missing parameter.

    """
    kind, element_id = kind.strip(), element_id.strip()
    if kind not in ACTION_TYPES:
        raise UsageError(f"the corrected action must be one of {', '.join(ACTION_TYPES)}")
    action: dict[str, Any] = {"type": kind}
    if element_id:
        if not _ID.match(element_id):
            raise UsageError(f"not an element id: {element_id!r} (such as e12)")
        action["element_id"] = element_id
    elif kind in ("click", "doubleclick", "rightclick", "hover", "writetext", "scroll"):
        raise UsageError(f"a corrected {kind} needs an element id")
    if kind == "writetext":
        action["text"] = text
    if kind == "keypress":
        if not keys.strip():
            raise UsageError("a corrected keypress needs keys (such as ctrl+s)")
        action["keys"] = keys.strip()
    if kind == "scroll":
        action.update(dx=0, dy=3)
    if kind == "wait":
        action["seconds"] = 1
    return action


def _round_file(run_dir: Path | None, round_no: Any, suffix: str) -> bytes | None:
    if run_dir is None or not isinstance(round_no, int):
        return None
    try:
        return run_file(run_dir, f"round-{round_no:04d}-{suffix}")
    except UsageError:
        return None


def correction_sample(
    request: dict[str, Any],
    action: dict[str, Any],
    *,
    by: str,
    at: float,
    label: str = RootCause.WRONG_TARGET.value,
    note: str = "",
    run_dir: Path | None = None,
    picture: bytes | None = None,
) -> Mined:
    """The reviewed sample for a person's correction of the pending ``request``.

    ``request`` is the approval's JSON form; ``run_dir`` the run that asked (for the
    round's element list and prompt).

    Raises:
        UsageError: for an unknown label.

    """
    try:
        cause = RootCause(label)
    except ValueError as exc:
        raise UsageError(f"not a root cause: {label!r}") from exc
    context = request.get("context") or {}
    round_no = context.get("round")
    snapshot = _round_file(run_dir, round_no, "before.txt")
    prompt_raw = _round_file(run_dir, round_no, "prompt.json")
    try:
        prompt = json.loads(prompt_raw) if prompt_raw else None
    except ValueError:
        prompt = None
    summary = note or f"a person corrected {request.get('describe', 'the action')}"
    reply = {
        "status": "continue",
        "summary": summary,
        "expect": str(context.get("expect") or ""),
        "hypothesis": "",
        "actions": [action],
    }
    correction = Proposal(text=summary, source="person", actions=(action,), reply=reply)
    run_id = str(request.get("run_id") or "")
    sid = f"{run_id or 'direct'}-c{request.get('id')}"
    sample = Sample(
        id=sid,
        run_id=run_id,
        round=round_no if isinstance(round_no, int) else None,
        label=cause,
        diagnostics={
            "check": "a person corrected the action",
            "reason": request.get("reason"),
            "risk": request.get("risk"),
        },
        scene={
            "instruction": context.get("instruction"),
            "target": request.get("target"),
            "snapshot": snapshot.decode("utf-8", "replace") if snapshot else None,
            "screenshot": None,
            "region": None,
            "action": request.get("action"),
            "element": request.get("element"),
            "events": [str(r) for r in context.get("recent") or []],
        },
        proposal=None,
        prompt=prompt if isinstance(prompt, dict) else None,
        reply=None,
        origin="console",
        created_at=at,
        review=Review(
            status="confirmed", by=by, at=at, label=cause.value, correction=correction, note=note
        ),
    )
    return Mined(sample=sample, picture=picture)
