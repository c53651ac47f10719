"""Label a failed round or an ended run with a root cause, from its recorded evidence.

Each rule reads only what the run log holds: the round's error and its kind, the
actions with their errors and receipts, the verification, the gate's hold, the plan
rejections, the stop reason, the process state of the target recorded at the error, and
the element list the round started from (for dialogs and banners). The diagnostics
returned say which check decided (``check``) and what it saw.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from handrail.learn.causes import RootCause
from handrail.learn.scene import Line, SceneText
from handrail.loop.runlog import run_status
from handrail.vocab import Role

__all__ = ["Finding", "label_round", "label_run"]

_TIMEOUT = re.compile(r"no reply within|timed? ?out|timeout|deadline", re.IGNORECASE)
_NO_ACCESS = re.compile(
    r"accessib|a11y|no (at-spi |d-?bus |session )?bus|permission|not allowed", re.IGNORECASE
)
_RENDER = re.compile(r"crash|renderer|closed|display|no browser|endpoint|xvfb", re.IGNORECASE)
_DEAD = ("gone", "zombie")
# What a page shows when its service failed (5xx, a crashed renderer).
_SERVICE_ERROR = re.compile(
    r"\b5\d\d\b.*\b(error|unavailable|gateway|timeout)\b|service unavailable|internal server"
    r" error|bad gateway|gateway time-?out|server error|has crashed|page crashed|aw, snap",
    re.IGNORECASE,
)
_STILL_LOADING = re.compile(r"^(loading\b|loading…|please wait)", re.IGNORECASE)
# An element named in a planner's words: `button "Save"`.
_NAMED = re.compile(r'\b([a-z][a-z_-]*) "((?:[^"\\]|\\.)*)"')
_ROLES = frozenset(r.value for r in Role)
# A handoff because a person took the target over (not one that merely asks for one).
_USER = re.compile(
    r"at the keyboard|\b(person|user|someone) (is )?(at|using|typing|active|present)",
    re.IGNORECASE,
)


@dataclass(frozen=True, kw_only=True)
class Finding:
    """A label with what backs it; ``action`` is the action it is about, if one."""

    label: RootCause
    diagnostics: dict[str, Any]
    action: dict[str, Any] | None = None
    action_index: int | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def _error_label(kind: str | None, message: str, process: dict[str, Any] | None) -> RootCause:
    """The label of an error raised by the target's side (backend, bus, page)."""
    if process and process.get("state") in _DEAD:
        return RootCause.TARGET_GONE
    if kind == "target_not_found":
        # A crashed page is its renderer gone, not the application.
        return RootCause.RENDER_UNAVAILABLE if "crash" in message else RootCause.TARGET_GONE
    if kind == "no_accessibility_tree":
        return RootCause.PERMISSION_DENIED
    if kind == "operation_timeout":
        return RootCause.NETWORK_TIMEOUT
    if kind == "element_covered":
        return RootCause.UI_BLOCKED_BY_POPUP
    if kind == "backend_unavailable":
        if _NO_ACCESS.search(message):
            return RootCause.PERMISSION_DENIED
        if _TIMEOUT.search(message):
            return RootCause.NETWORK_TIMEOUT
        return RootCause.RENDER_UNAVAILABLE
    return RootCause.UNKNOWN


def _round_error(rec: dict[str, Any]) -> Finding | None:
    error = str(rec.get("error") or "")
    if not error:
        return None
    process = rec.get("target_process")
    diag: dict[str, Any] = {"check": "round error", "error": error}
    if process:
        diag["process"] = process
    if error.startswith("planner failed"):
        label = RootCause.PLANNER_TIMEOUT if _TIMEOUT.search(error) else RootCause.UNKNOWN
        diag["check"] = "planner call failed"
        return Finding(label=label, diagnostics=diag)
    kind = rec.get("error_kind") or (error.split(":", 1)[0] if ":" in error else None)
    diag["error_kind"] = kind
    return Finding(label=_error_label(kind, error, process), diagnostics=diag)


def _gate(rec: dict[str, Any]) -> Finding | None:
    held = rec.get("gate")
    if not isinstance(held, dict):
        return None
    decision = held.get("decision") or {}
    diag = {
        "check": "gate hold",
        "error": held.get("error"),
        "error_kind": held.get("kind"),
        "verdict": decision.get("verdict"),
        "risk": decision.get("risk"),
        "by": decision.get("approved_by"),
        "reason": decision.get("reason"),
    }
    element = held.get("element") or {}
    label = RootCause.APPROVAL_DENIED
    if held.get("kind") in ("user_present", "person_at_keyboard", "user_interference") or (
        decision.get("rule") in ("user_present", "person_at_keyboard")
    ):
        label = RootCause.USER_INTERFERENCE
    return Finding(
        label=label, diagnostics=diag, action=held.get("action"), extra={"element": element}
    )


def _unanswered(rec: dict[str, Any]) -> Finding | None:
    # The planner was asked (time went to it) and never replied before the round ended.
    planner_ms = float(rec.get("planner_ms") or 0.0)
    if rec.get("attempts") or planner_ms <= 0 or rec.get("stop_reason"):
        return None
    return Finding(
        label=RootCause.PLANNER_TIMEOUT,
        diagnostics={
            "check": "planner call never returned",
            "planner_ms": planner_ms,
            "duration_ms": rec.get("duration_ms"),
            "reason": (rec.get("decision") or {}).get("reason"),
        },
    )


def _rejected(rec: dict[str, Any]) -> Finding | None:
    validation = rec.get("validation") or {}
    rejected = validation.get("rejected") or []
    if validation.get("ok") or not rejected:
        return None
    return Finding(
        label=RootCause.PLANNER_INVALID,
        diagnostics={"check": "plan validation", "rejected": list(rejected)},
    )


def _failed_action(
    rec: dict[str, Any], scene: SceneText | None, nxt: SceneText | None
) -> Finding | None:
    actions = rec.get("actions") or []
    for i, act in enumerate(actions):
        if not act.get("error"):
            continue
        kind = act.get("error_kind")
        element = act.get("element") or {}
        diag: dict[str, Any] = {"check": "action error", "error": act["error"], "error_kind": kind}
        if rec.get("target_process"):
            diag["process"] = rec["target_process"]
        label = _error_label(kind, str(act["error"]), rec.get("target_process"))
        if label is RootCause.TARGET_GONE:
            pass  # the element went with its application
        elif kind in ("stale_element", "element_not_found"):
            now = nxt.find(element.get("role", ""), element.get("name", "")) if nxt else None
            if now is not None and element.get("name"):
                label = RootCause.STALE_ELEMENT
                diag["now"] = now.text
            else:
                label = RootCause.ELEMENT_MISSING
                diag["looked_for"] = f"{element.get('role')} {element.get('name')!r}"
        elif kind == "action_failed" and scene is not None:
            popup = scene.covering(act.get("action", {}).get("element_id"))
            if popup is not None or scene.blocking:
                label = RootCause.UI_BLOCKED_BY_POPUP
                diag["popup"] = popup.text if popup else scene.blocking
        if label is RootCause.UI_BLOCKED_BY_POPUP and scene is not None and "popup" not in diag:
            popup = scene.covering(act.get("action", {}).get("element_id"))
            if popup is not None:
                diag["popup"] = popup.text
        return Finding(
            label=label,
            diagnostics=diag,
            action=act.get("action"),
            action_index=i,
            extra={"element": element},
        )
    return None


def _changed_lines(before: SceneText | None, after: SceneText | None) -> list[str] | None:
    if before is None or after is None:
        return None
    old = {ln.text for ln in before.lines}
    new = {ln.text for ln in after.lines}
    return sorted(old ^ new)


def _ineffective(
    rec: dict[str, Any], scene: SceneText | None, after: SceneText | None
) -> Finding | None:
    ver = rec.get("verification") or {}
    per = ver.get("per_action") or []
    actions = rec.get("actions") or []
    expect = ver.get("expect") or {}
    for i, act in enumerate(actions):
        if act.get("error") or act.get("skipped") or act.get("receipt") is None:
            continue
        verdict = per[i] if i < len(per) else {}
        missed = expect.get("met") is False and i == len(actions) - 1
        if verdict.get("ok", True) and not missed:
            continue
        changed = act.get("signature_before") != act.get("signature_after")
        diag: dict[str, Any] = {
            "check": "verification",
            "failed_layer": verdict.get("failed_layer"),
            "details": verdict.get("details"),
            "changed": changed,
            "expect_met": expect.get("met"),
        }
        target = (act.get("action") or {}).get("element_id")
        popup = scene.covering(target) if scene is not None else None
        lines = _changed_lines(scene, after) if changed else None
        if lines is not None:
            diag["changed_lines"] = lines[:8]
            # Only the element itself changed (it took the focus): the intended effect
            # did not happen anywhere.
            if lines and all(ln.split(" ", 1)[0] == target for ln in lines):
                changed = False
        diag["changed"] = changed
        line = scene.get(target) if scene is not None and target else None
        covered = line is not None and bool(re.search(r"\[[^\]]*\bcovered\b", line.text))
        error = _service_error(after) or _service_error(scene) if not changed else None
        if not changed and (popup is not None or covered):
            diag["popup"] = popup.text if popup is not None else None
            diag["covered"] = covered
            label = RootCause.UI_BLOCKED_BY_POPUP
        elif error is not None:
            # Nothing changed on a page that shows its service failed (a reload of a 5xx).
            diag["error_text"] = error.text
            label = RootCause.RENDER_UNAVAILABLE
        else:
            label = RootCause.WRONG_TARGET if changed else RootCause.NO_EFFECT
        return Finding(
            label=label,
            diagnostics=diag,
            action=act.get("action"),
            action_index=i,
            extra={"element": act.get("element") or {}},
        )
    return None


def label_round(
    rec: dict[str, Any], scene: SceneText | None, next_scene: SceneText | None = None
) -> Finding | None:
    """The root cause of a failed round, or ``None`` when the round did not fail.

    A round fails when its planner or target failed, the gate held an action, its plan
    stayed invalid, an action failed or missed its verification, or a stop ended it.
    ``next_scene`` (the next round's element list) tells a stale id from a missing one.
    """
    interference = rec.get("interference")
    if isinstance(interference, dict):
        # The run paused because a person used the target: nothing else went wrong.
        return Finding(
            label=RootCause.USER_INTERFERENCE,
            diagnostics={
                "check": "person watch",
                "kind": interference.get("kind"),
                "event": interference.get("detail"),
                "device": interference.get("device"),
            },
        )
    found = (
        _round_error(rec)
        or _gate(rec)
        or _failed_action(rec, scene, next_scene)
        or _unanswered(rec)
        or _rejected(rec)
        or _ineffective(rec, scene, next_scene)
    )
    if found is not None:
        return found
    if rec.get("stop_reason"):
        return Finding(
            label=RootCause.USER_INTERFERENCE,
            diagnostics={"check": "stop", "reason": rec["stop_reason"]},
        )
    return None


def _service_error(scene: SceneText | None) -> Line | None:
    """The line of ``scene`` saying its service failed (5xx, a crashed page), if any."""
    if scene is None:
        return None
    return next((ln for ln in scene.lines if _SERVICE_ERROR.search(ln.text)), None)


def _blocked_by_screen(reason: str, scene: SceneText, diag: dict[str, Any]) -> RootCause | None:
    """Why a run the planner called blocked was blocked, from the last screen it saw.

    A page showing a service error (5xx, a crashed page) is ``RENDER_UNAVAILABLE``; one
    still loading is ``NETWORK_TIMEOUT``; an element the planner's words name (``button
    "Save"``) that the screen does not show is ``ELEMENT_MISSING``. What backs the label
    goes into ``diag``.
    """
    error = _service_error(scene)
    if error is not None:
        diag["error_text"] = error.text
        return RootCause.RENDER_UNAVAILABLE
    loading = next(
        (
            ln
            for ln in scene.lines
            if ln.role == "progressbar" or _STILL_LOADING.search(ln.name.strip())
        ),
        None,
    )
    if loading is not None:
        diag["loading"] = loading.text
        return RootCause.NETWORK_TIMEOUT
    for role, name in _NAMED.findall(reason):
        name = name.replace('\\"', '"')
        if role in _ROLES and scene.find(role, name) is None:
            diag["missing"] = f'{role} "{name}"'
            return RootCause.ELEMENT_MISSING
    return None


def label_run(
    header: dict[str, Any],
    rounds: Sequence[dict[str, Any]],
    findings: Sequence[Finding | None],
    last_scene: SceneText | None,
) -> Finding | None:
    """The root cause of a run's ending (``None`` for finished runs and dry runs)."""
    # As every reader shows it: a run whose owner died while it said running is interrupted.
    status = run_status(header) if header.get("status") else ""
    reason = str(header.get("reason") or "")
    last = next((f for f in reversed(findings) if f is not None), None)
    diag: dict[str, Any] = {"check": f"ending {status}", "reason": reason}
    if last is not None:
        diag["last_round_label"] = last.label.value
    if status.startswith("finished") or status in ("dry_run", "running", ""):
        return None  # "finished (unverified)" too: nothing failed
    if status in ("budget_exhausted", "max_steps_reached"):
        planning = "while planning" in reason or (
            last is not None and last.label is RootCause.PLANNER_TIMEOUT
        )
        label = RootCause.PLANNER_TIMEOUT if planning else RootCause.BUDGET
        return Finding(label=label, diagnostics=diag)
    if status == "stopped":
        return Finding(label=RootCause.USER_INTERFERENCE, diagnostics=diag)
    if status == "interrupted":
        process = next(
            (r.get("target_process") for r in reversed(rounds) if r.get("target_process")), None
        )
        if process:
            diag["process"] = process
        gone = bool(process and process.get("state") in _DEAD)
        label = RootCause.TARGET_GONE if gone else RootCause.UNKNOWN
        return Finding(label=label, diagnostics=diag)
    evidence = header.get("evidence") or {}
    if status == "handoff" and isinstance(evidence.get("interference"), dict):
        diag["event"] = evidence["interference"].get("detail")
        diag["kind"] = evidence["interference"].get("kind")
        return Finding(label=RootCause.USER_INTERFERENCE, diagnostics=diag)
    if (
        status == "handoff"
        and _USER.search(reason)
        and (last is None or last.label is not RootCause.APPROVAL_DENIED)
    ):
        return Finding(label=RootCause.USER_INTERFERENCE, diagnostics=diag)
    if status == "blocked":
        evidence = header.get("evidence") or {}
        if evidence.get("rejected"):
            return Finding(label=RootCause.PLANNER_INVALID, diagnostics=diag)
        if last_scene is not None and (last_scene.popups() or last_scene.blocking):
            popups = last_scene.popups()
            diag["popup"] = popups[0].text if popups else last_scene.blocking
            return Finding(label=RootCause.UI_BLOCKED_BY_POPUP, diagnostics=diag)
        if last_scene is not None:
            found = _blocked_by_screen(reason, last_scene, diag)
            if found is not None:
                return Finding(label=found, diagnostics=diag)
    if last is not None:
        return Finding(
            label=last.label,
            diagnostics={**last.diagnostics, **diag},
            action=last.action,
            extra=last.extra,
        )
    if status == "no_progress":
        return Finding(label=RootCause.NO_EFFECT, diagnostics=diag)
    return Finding(label=RootCause.UNKNOWN, diagnostics=diag)
