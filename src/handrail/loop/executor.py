"""The executor: carry out one validated action through the operation ladder.

Accessibility action first. When a pointer action on an element shows no change where
one was expected, one coordinate fallback at the element's visible centre (``Via.INPUT``)
follows, recorded as a fallback — unless a person approved the action, which is then
never repeated. ``writetext`` is skipped when the field already holds
the text. Secret placeholders are expanded only here, right before the session acts;
the :class:`Execution` keeps the action as planned (placeholders only). When the
session has a vault (:attr:`Session.vault <handrail.session.Session.vault>`), its backend
expands them itself and everything above it, the gate included, sees placeholders only.

The executor never acts on an id that is not in the snapshot it was handed: that is
checked here again, independently of plan validation.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, replace
from typing import Any

from handrail.actions import POINTER_KINDS, Action, ActionKind, ActionReceipt, Mode, Via
from handrail.errors import ActionFailed, ElementNotFound, UsageError
from handrail.gate import Verdict
from handrail.loop.vault import NoSecrets, Vault
from handrail.loop.verify import field_holds
from handrail.model import Snapshot, Source, Target
from handrail.session import ActResult, Session
from handrail.vocab import State

__all__ = ["Execution", "execute"]


@dataclass(frozen=True, kw_only=True)
class Execution:
    """What happened to one action.

    ``receipt`` is ``None`` when nothing was sent (skipped or failed before sending);
    ``after`` is the observation that followed (``before`` when nothing happened).
    """

    action: Action
    before: Snapshot
    after: Snapshot
    receipt: ActionReceipt | None = None
    fallback: bool = False
    skipped: str | None = None
    error: str | None = None
    error_kind: str | None = None
    decision: dict[str, Any] | None = None
    latency_ms: float = 0.0
    unseen: str | None = None
    """Why the target could not be read after the action ran (``after`` is ``before``)."""

    @property
    def ok(self) -> bool:
        """True when the action ran (or was rightly skipped) without error."""
        return self.error is None

    @property
    def changed(self) -> bool:
        """True when the observation after differs from the one before."""
        return self.after.signature != self.before.signature

    def to_json(self) -> dict[str, Any]:
        """The JSON form recorded in run logs (the action as planned)."""
        receipt = self.receipt.to_json() if self.receipt else None
        if receipt is not None:
            receipt["action"] = self.action.to_json()
        return {
            "action": self.action.to_json(),
            "receipt": receipt,
            "fallback": self.fallback,
            "coordinate": self.action.is_coordinate,
            "skipped": self.skipped,
            "error": self.error,
            "error_kind": self.error_kind,
            "unseen": self.unseen,
            "decision": self.decision,
            "latency_ms": round(self.latency_ms, 1),
            "signature_before": self.before.signature,
            "signature_after": self.after.signature,
        }


def _expects_change(action: Action, before: Snapshot) -> bool:
    if action.kind not in POINTER_KINDS or action.element_id is None:
        return False
    element = before.get(action.element_id)
    # OCR text and profile regions have no accessibility rung: pointer from the start.
    return (
        element is not None
        and element.source is Source.AX
        and element.bounds is not None
        and not element.has(State.DISABLED)
    )


async def execute(
    session: Session,
    target: Target,
    action: Action,
    before: Snapshot,
    *,
    vault: Vault | None = None,
    run_id: str | None = None,
    context: dict[str, Any] | None = None,
    fallback: bool = True,
) -> Execution:
    """Carry out ``action`` from ``before`` and observe the result.

    Returns:
        The :class:`Execution`; runtime failures (stale element, action failed) are
        recorded in it rather than raised.

    Raises:
        ApprovalRequired, ActionDenied: the gate held the action; nothing was sent.
        Stopped: an emergency stop was requested.

    """
    vault = vault or NoSecrets()
    started = time.perf_counter()
    if action.element_id is not None and before.get(action.element_id) is None:
        return Execution(
            action=action,
            before=before,
            after=before,
            skipped=f"{action.element_id} is not in the current snapshot",
            error=f"{action.element_id} is not in the current snapshot; nothing was sent",
            error_kind="element_not_found",
        )
    sent = action
    # A session with a vault has its backend expand placeholders, at the last moment;
    # then even the gate (and a person asked for approval) sees only the placeholder.
    backend_expands = session.vault is not None
    expander: Vault = session.vault if session.vault is not None else vault
    if action.kind is ActionKind.TYPE and action.text is not None:
        try:
            # With the backend's own vault: a placeholder it cannot expand is recorded
            # as this action's failure, and nothing is sent.
            clear = expander.expand(action.text)
        except UsageError as exc:
            return Execution(
                action=action, before=before, after=before, error=exc.message, error_kind=exc.kind
            )
        field_el = before.get(action.element_id) if action.element_id else None
        # A vault-wrapped backend shows the placeholder where the value was typed.
        if field_holds(field_el, clear) or field_holds(field_el, action.text):
            return Execution(
                action=action, before=before, after=before, skipped="the field already holds it"
            )
        sent = action if backend_expands else replace(action, text=clear)
    first_via = Via.AX if _expects_change(action, before) and fallback else Via.AUTO
    result: ActResult | None = None
    try:
        result = await session.act(
            target, sent, via=first_via, before=before, run_id=run_id, context=context
        )
    except ActionFailed as exc:
        if first_via is not Via.AX:
            return _failed(action, before, exc, started)
    except ElementNotFound as exc:
        return _failed(action, before, exc, started)
    approved = (
        result is not None
        and result.decision is not None
        and (result.decision.verdict is not Verdict.ALLOW)
    )
    # An action a person approved is never repeated on their behalf: the first attempt
    # may have done the irreversible thing without a visible change.
    # Nor is one whose outcome could not be read: no change seen is not no change.
    unseen = result is not None and result.unseen is not None
    unchanged = result is None or not result.changed
    if first_via is Via.AX and not approved and not unseen and unchanged:
        # One coordinate fallback at the element's visible centre, recorded as such.
        start_from = result.after if result is not None and result.after is not None else before
        if start_from.get(action.element_id or "") is not None:
            try:
                second = await session.act(
                    target, sent, via=Via.INPUT, before=start_from, run_id=run_id, context=context
                )
            except (ActionFailed, ElementNotFound) as exc:
                return _failed(action, before, exc, started)
            receipt = replace(second.receipt, fallback_from=Mode.AX)
            return _done(action, before, second, receipt, started, fallback=True)
    assert result is not None
    return _done(action, before, result, result.receipt, started, fallback=False)


def _done(
    action: Action,
    before: Snapshot,
    result: ActResult,
    receipt: ActionReceipt,
    started: float,
    *,
    fallback: bool,
) -> Execution:
    return Execution(
        action=action,
        before=before,
        after=result.after or before,
        receipt=replace(receipt, action=action),
        fallback=fallback or receipt.fallback_from is not None,
        decision=result.decision.to_json() if result.decision else None,
        latency_ms=(time.perf_counter() - started) * 1000,
        unseen=result.unseen.message if result.unseen else None,
    )


def _failed(
    action: Action, before: Snapshot, exc: ActionFailed | ElementNotFound, started: float
) -> Execution:
    return Execution(
        action=action,
        before=before,
        after=before,
        error=exc.message,
        error_kind=exc.kind,
        latency_ms=(time.perf_counter() - started) * 1000,
    )
