"""Text for people and models, shared by the shells: act results, run summaries, run logs.

The CLI and the MCP server print the same lines for the same things; what differs is
only what each shell tells its reader to do next (a flag, or a tool's argument), which
the shell passes in. Nothing here knows a command-line flag or a tool's name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from handrail.actions import Action, ActionKind
from handrail.errors import HandrailError
from handrail.model import Element, Snapshot
from handrail.session import ActResult
from handrail.textformat import format_element
from handrail.vocab import Role, State

if TYPE_CHECKING:
    # Types only: importing the loop costs a command that acts or observes (the CLI's
    # observe and act print through here) its planners and their HTTP client.
    from handrail.loop.runconfig import RunResult
    from handrail.loop.runlog import RunRecord

__all__ = ["act_failure_json", "act_lines", "render_run", "run_summary"]


_FIELDS = frozenset({Role.TEXTBOX, Role.SEARCHBOX, Role.COMBOBOX, Role.SPINBUTTON, Role.SLIDER})
"""Roles a press focuses, as meant."""
_PRESSES = frozenset({ActionKind.CLICK, ActionKind.DOUBLECLICK, ActionKind.KEY})


def act_lines(action: Action, result: ActResult) -> list[str]:
    """What an action did: ``click e7 button 7 via ax: changed``, and its notes.

    A press that only moved the focus says so; keys or text with no element (``key Tab``)
    are meant to move it.

    The notes: the policy file's rule that let it through, if one did, and the backend's
    diagnostic.
    """
    r = result.receipt
    # ``describe`` names the kind itself (``type 'abc'``, ``key Tab``).
    head = (
        f"{action.kind.value} {format_element(result.element).strip()}"
        if result.element
        else action.describe()
    )
    via = r.mode.value + (f" (fallback from {r.fallback_from.value})" if r.fallback_from else "")
    if r.source:
        via = f"{r.source} ({via})"
    element = result.element
    wants_focus = element is None or element.role in _FIELDS or element.has(State.EDITABLE)
    now = _now(action, result)
    if result.unseen is not None:
        lines = [
            f"{head} via {via}: ran, but the target could not be read after it"
            f" ({result.unseen.message}); observe before acting again"
        ]
        return lines + ([f"  {r.diagnostic}"] if r.diagnostic else [])
    if r.opened:
        # The press opened a tab or window: what it did is there, not on the target.
        change = f"opened {r.opened} (in front now: a read without a tab named reads it)"
    elif result.focus_only and not wants_focus:
        # A field is pressed to focus it; anything else was meant to do something.
        change = (
            "only the focus moved (nothing else changed on screen; its handler may have run"
            " unseen: check before pressing again)"
        )
    else:
        # A field that reads other text changed, even where the signature masks it (a time).
        change = "changed" if result.changed or now else "no visible change"
        pressed = action.kind in _PRESSES and (not wants_focus or action.kind is ActionKind.KEY)
        if change != "changed" and pressed:
            # A page may act on a press and show nothing (a switch drawn only by colour,
            # a shortcut key that requested a ride).
            change += " (the page may still have acted on it: check before pressing again)"
    lines = [f"{head} via {via}: {change}{now}"]
    lines.extend(_news(result))
    decision = result.decision
    if decision is not None and decision.rule.startswith("file:"):
        # Let through by a rule of the user's policy file: say which.
        lines.append(f"  {decision.reason}")
    if r.diagnostic:
        lines.append(f"  {r.diagnostic}")
    return lines


_SAYS = frozenset({Role.ALERT, Role.STATUSBAR})
"""What a page says with: an alert, a status region (a toast, "Draft saved")."""
_NEWS = 3
"""Lines of news a receipt gives at most (the page's new alerts, the fields now invalid)."""


def _news(result: ActResult) -> list[str]:
    """What the page now says that it did not: a new address, alert or status, an invalid field.

    The address is an in-page link's ``#pricing`` or a page loaded. ``changed`` alone
    would read as success for a payment the page refused.
    """
    after = result.after
    if after is None or not result.changed:
        return []
    out: list[str] = []
    if after.target.url and after.target.url != result.before.target.url:
        out.append(f"  the address is now {after.target.url}")
    said = {_says(e, result.before) for e in result.before.elements if e.role in _SAYS}
    was_invalid = {e.id for e in result.before.elements if e.has(State.INVALID)}
    for e in after.elements:
        if e.role in _SAYS and (text := _says(e, after)) and text not in said:
            out.append(f"  the page now says: {_quoted(text)}")
        elif e.has(State.INVALID) and e.id not in was_invalid:
            why = f" ({' '.join(e.description.split())[:120]})" if e.description else ""
            out.append(f"  now invalid: {e.role} {_quoted(e.name)}{why}")
    return out[:_NEWS]


def _says(alert: Element, snap: Snapshot) -> str:
    """An alert's words: its name, else the texts right inside it (a page's alert region)."""
    if alert.name:
        return alert.name
    return " ".join(e.name for e in snap.elements if e.parent == alert.id and e.name)


def _quoted(text: str) -> str:
    text = " ".join(text.split())
    return '"' + (text[:120] + "…" if len(text) > 120 else text) + '"'


def _now(action: Action, result: ActResult) -> str:
    """After text went into a field, what it reads now (the line's head shows it before)."""
    if action.kind not in (ActionKind.TYPE, ActionKind.SET_VALUE) or result.element is None:
        return ""
    after = result.after.by_id.get(result.element.id) if result.after is not None else None
    if after is None or after.value is None or after.value == result.element.value:
        return ""
    value = after.value  # its line breaks kept: what was typed is checked against it
    return f"; it now reads {value[:80] + '…' if len(value) > 80 else value!r}"


def act_failure_json(action: Action, err: HandrailError) -> dict[str, Any]:
    """The ``act`` JSON contract for an action that failed before it ran, or while it ran."""
    return {
        "ok": False,
        "action": action.kind.value,
        "element": action.element_id,
        "mode": None,
        "signature_before": None,
        "signature_after": None,
        "error": err.message,
        "error_kind": err.kind,
    }


def run_summary(result: RunResult, *, read_with: str) -> list[str]:
    """How a run ended, in a few lines; the last names the log directory.

    ``read_with`` says how the reader gets the whole run (``handrail log show`` for a
    person at the command line, ``get_run`` for a model).
    """
    lines = [f"status: {result.status.value} ({result.reason})"]
    if result.last_plan and result.last_plan.get("summary"):
        lines.append(f"summary: {result.last_plan['summary']}")
    if result.status == "dry_run":
        # What the plan would have done; after a run that acted, the log tells what did.
        lines.extend(f"  would {a}" for a in result.intent)
    u = result.usage
    lines.append(
        f"rounds: {result.rounds} · planner calls: {u.calls} · tokens: {u.input_tokens}+"
        f"{u.output_tokens} · cost: ${u.cost_usd:.4f} · {result.elapsed_s:.1f} s"
    )
    lines.append(f"run id: {result.run_id} (read it with {read_with})")
    if result.log_dir is not None:
        lines.append(f"log: {result.log_dir}")
    return lines


def _action_line(a: dict[str, Any]) -> str:
    act = a.get("action") or {}
    what = act.get("kind", "?")
    for key in ("element_id", "text", "keys"):
        if act.get(key) is not None:
            what += f" {act[key]!r}" if key == "text" else f" {act[key]}"
    if act.get("x") is not None:
        what += f" at ({act['x']},{act['y']}) [coordinates]"
    if a.get("error"):
        return f"{what}: FAILED {a['error']}"
    if a.get("skipped"):
        return f"{what}: skipped ({a['skipped']})"
    receipt = a.get("receipt") or {}
    via = receipt.get("mode", "-") + (
        " after ax (coordinate fallback)" if a.get("fallback") else ""
    )
    return f"{what}: via {via}, {receipt.get('latency_ms', 0)} ms"


def _reason(run: RunRecord) -> str:
    if run.status == "interrupted":
        pid = (run.header.get("owner") or {}).get("pid")
        return f"the process that ran it (pid {pid}) ended before the run did"
    return str(run.header.get("reason", ""))


def render_run(run: RunRecord) -> list[str]:
    """A run as lines of text for a person."""
    h = run.header
    planner = h.get("planner") or {}
    target = h.get("target") or {}
    lines = [
        f"run {h.get('run_id')} · {run.status} · {_reason(run)}",
        f"instruction: {h.get('instruction')}",
        f"target: {target.get('app')} (pid {target.get('pid')}) via {h.get('backend')}",
        f"planner: {planner.get('name')} {planner.get('model') or ''}".rstrip(),
    ]
    cfg = h.get("config") or {}
    if cfg.get("criteria"):
        lines.append("success criteria: " + "; ".join(cfg["criteria"]))
    for rec in run.rounds:
        plan = rec.get("plan") or {}
        ver = rec.get("verification") or {}
        lines.append("")
        lines.append(
            f"round {rec.get('round')} · {rec.get('duration_ms')} ms"
            f" (planner {rec.get('planner_ms')} ms) · screen {rec['snapshot_before']['signature']}"
        )
        if plan:
            lines.append(f"  plan [{plan.get('status')}]: {plan.get('summary', '')}")
            if plan.get("expect"):
                lines.append(f"  expects: {plan['expect']}")
            if plan.get("hypothesis"):
                lines.append(f"  hypothesis: {plan['hypothesis']}")
        for reason in (rec.get("validation") or {}).get("rejected", []):
            lines.append(f"  rejected: {reason}")
        for dropped in (rec.get("validation") or {}).get("dropped", []):
            lines.append(f"  dropped: {dropped}")
        for a in rec.get("actions") or []:
            lines.append("  " + _action_line(a))
        if rec.get("gate"):
            lines.append(f"  held by the gate: {rec['gate'].get('error')}")
        if ver.get("score") is not None:
            lines.append(
                f"  verified: structure {ver.get('structure')} geometry {ver.get('geometry')}"
                f" semantics {ver.get('semantics')}"
                f" · {'changed' if ver.get('changed') else 'no change'}"
            )
        expect = ver.get("expect")
        if expect:
            lines.append(f"  expectation: {'met' if expect.get('met') else 'NOT met'}")
        crit = rec.get("criteria")
        if crit:
            lines.append(
                f"  criteria: {'met' if crit.get('met') else 'not met'} ({crit.get('score')})"
            )
        decision = rec.get("decision") or {}
        if decision.get("outcome") and decision["outcome"] != "continue":
            lines.append(f"  => {decision['outcome']}: {decision.get('reason', '')}")
    evidence = h.get("evidence") or {}
    for check in (evidence.get("criteria") or {}).get("checks", []):
        lines.append(f"evidence: {check.get('check')} -> {'; '.join(check.get('evidence', []))}")
    if evidence.get("gate"):
        gate = evidence["gate"]
        decision = gate.get("decision") or {}
        lines.append(
            f"held: {gate.get('error')} (risk {decision.get('risk')}, {decision.get('reason', '')})"
        )
    if run.torn:
        lines.append("(the last record was cut off: the process ended mid-write)")
    lines.append("")
    lines.append(f"log: {run.path}")
    return lines
