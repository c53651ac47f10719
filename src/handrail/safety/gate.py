"""The risk gate: the policy decides, a person approves, and every decision is recorded.

:class:`RiskGate` is the :class:`~handrail.gate.Gate` every path uses (CLI, Python API,
MCP, the loop). For each action it asks the :class:`~handrail.safety.policy.RiskPolicy`;
``allow`` passes, ``deny`` raises :class:`~handrail.errors.ActionDenied`, and
``approve`` asks a person through an :class:`~handrail.safety.approvals.Approver`. An
approval is bound to the screen it was given for: when the gate can look again
(``GateRequest.refresh``) and the screen changed while the person was deciding, the
approval lapses and the person is asked again about the screen as it is now.

The decision goes back to the caller in the :class:`~handrail.gate.GateDecision` (the
loop writes it to the run log); questions, answers and refusals are also appended to
the approvals audit file, so paths without a run log keep a record too.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from dataclasses import dataclass, field, replace
from typing import Any

from handrail.actions import Action
from handrail.errors import ActionDenied, ApprovalRequired, HandrailError
from handrail.gate import Gate, GateDecision, GateRequest, Verdict
from handrail.model import Element, Snapshot
from handrail.safety.approval_files import ApprovalAudit
from handrail.safety.approvals import (
    ApprovalAnswer,
    ApprovalBinding,
    ApprovalRequest,
    Approver,
    DenyApprover,
    Outcome,
    Scope,
)
from handrail.safety.injection import scan
from handrail.safety.policy import Assessment, RiskPolicy
from handrail.safety.secrets import SecretVault

__all__ = ["Grant", "RiskGate"]


@dataclass(frozen=True, kw_only=True)
class Grant:
    """An approval given ahead of time or for the rest of a run."""

    binding: ApprovalBinding
    scope: Scope
    by: str
    at: float = field(default_factory=time.time)


class RiskGate(Gate):
    """Risk policy plus a person: the gate that keeps irreversible actions for approval.

    Args:
        policy: classifies actions.
        approver: the channel to a person (nobody by default: approve-level actions do
            not run).
        audit: where questions, answers and refusals are appended.
        timeout: seconds a person has to answer one question.
        max_asks: how often to ask again when the screen keeps changing.
        vault: secrets redacted from everything recorded or shown.
        screenshot_timeout: seconds allowed for the screenshot shown to a person.

    """

    def __init__(
        self,
        policy: RiskPolicy | None = None,
        approver: Approver | None = None,
        *,
        audit: ApprovalAudit | None = None,
        timeout: float = 300.0,
        max_asks: int = 3,
        vault: SecretVault | None = None,
        screenshot_timeout: float = 5.0,
    ) -> None:
        self.policy = policy or RiskPolicy()
        self.approver = approver or DenyApprover()
        self.audit = audit
        self.timeout = timeout
        self.max_asks = max(1, max_asks)
        self.vault = vault or SecretVault()
        self.screenshot_timeout = screenshot_timeout
        self._grants: list[Grant] = []

    def approve(
        self,
        action: Action,
        element: Element | None,
        snapshot: Snapshot,
        *,
        by: str,
        scope: Scope = Scope.ONCE,
    ) -> Grant:
        """Approve an action ahead of time, bound to ``snapshot``.

        A ``once`` grant is used by the next matching check and only while the screen's
        signature is the one it was given for; a ``run`` grant lasts as long as this gate.
        """
        grant = Grant(binding=ApprovalBinding.of(action, element, snapshot), scope=scope, by=by)
        self._grants.append(grant)
        return grant

    def _take_grant(self, binding: ApprovalBinding) -> Grant | None:
        for grant in self._grants:
            if grant.scope is Scope.RUN and grant.binding.same_thing(binding):
                return grant
            if grant.binding == binding:
                self._grants.remove(grant)
                return grant
        return None

    async def check(self, request: GateRequest) -> GateDecision:
        """Decide about ``request``; may wait for a person.

        Returns:
            The decision when the action may run (``allow``, or ``approve`` with
            ``approved_by`` set).

        Raises:
            ActionDenied: the policy denies it, or a person refused (``.decision`` set).
            ApprovalRequired: nobody approved it in time, or the screen kept changing.
            Stopped: the emergency stop was raised while waiting for a person.

        """
        snapshot, element = request.snapshot, request.element
        assessment = self.policy.assess(request.action, element, snapshot)
        flags = tuple(hit.flag() for hit in scan(snapshot))
        flags = tuple(self.vault.redact(list(flags)))
        if assessment.verdict is Verdict.ALLOW:
            return GateDecision(
                verdict=Verdict.ALLOW, reason=assessment.reason, flags=flags, rule=assessment.rule
            )
        if assessment.verdict is Verdict.DENY:
            decision = self._decision(assessment, flags)
            self._record("denied-by-policy", request, snapshot, assessment, decision)
            raise ActionDenied(f"denied by policy: {assessment.reason}", decision)
        for attempt in range(1, self.max_asks + 1):
            binding = ApprovalBinding.of(request.action, element, snapshot)
            grant = self._take_grant(binding)
            if grant is not None:
                decision = self._decision(
                    assessment,
                    flags,
                    by=f"{grant.by} ({grant.scope} grant)",
                    at=grant.at,
                    seen={"signature": grant.binding.signature, "scope": grant.scope.value},
                )
                self._record("granted", request, snapshot, assessment, decision)
                return decision
            answer, asked = await self._ask(request, snapshot, element, assessment, flags, attempt)
            if answer.outcome is Outcome.DENIED:
                decision = self._decision(assessment, flags, note=f"denied by {answer.by}")
                raise ActionDenied(
                    f"{answer.by} denied: {asked.describe()}"
                    + (f" ({answer.note})" if answer.note else ""),
                    decision,
                )
            if answer.outcome is Outcome.UNANSWERED:
                decision = self._decision(assessment, flags, note=answer.note)
                raise ApprovalRequired(
                    f"needs a person's approval: {asked.explained()}; {answer.note}", decision
                )
            if answer.scope is Scope.RUN:
                self._grants.append(Grant(binding=binding, scope=Scope.RUN, by=answer.by))
            now = await self._look_again(request)
            if now is None or now.signature == snapshot.signature:
                seen = {
                    "request": asked.id,
                    "signature": snapshot.signature,
                    "channel": self.approver.name,
                    "scope": answer.scope.value,
                    "attempt": attempt,
                }
                return self._decision(assessment, flags, by=answer.by, at=answer.at, seen=seen)
            # The screen changed while the person decided: what they approved is not
            # what would be acted on. Ask again about the screen as it is now.
            self._record_lapse(asked, now)
            if element is not None:
                current = now.get(element.id)
                if current is None or (current.role, current.name) != (element.role, element.name):
                    decision = self._decision(assessment, flags, note="element gone")
                    raise ApprovalRequired(
                        f"the screen changed while waiting and {element.id} is gone; observe again",
                        decision,
                    )
                element = current
            snapshot = now
            assessment = self.policy.assess(request.action, element, snapshot)
            if assessment.verdict is Verdict.ALLOW:
                return GateDecision(
                    verdict=Verdict.ALLOW,
                    reason=assessment.reason,
                    flags=flags,
                    rule=assessment.rule,
                )
        decision = self._decision(assessment, flags, note="screen kept changing")
        raise ApprovalRequired(
            f"the screen kept changing while waiting for approval ({self.max_asks} asks)", decision
        )

    async def _ask(
        self,
        request: GateRequest,
        snapshot: Snapshot,
        element: Element | None,
        assessment: Assessment,
        flags: tuple[str, ...],
        attempt: int,
    ) -> tuple[ApprovalAnswer, ApprovalRequest]:
        shot = None
        if self.approver.wants_screenshot and request.screenshot is not None:
            try:
                shot = await asyncio.wait_for(request.screenshot(), self.screenshot_timeout)
            except (HandrailError, TimeoutError, OSError):
                shot = None  # a question without a picture beats no question
        context: dict[str, Any] = self.vault.redact(dict(request.context or {}))
        action = request.action
        if action.text is not None:
            # A person sees placeholders, never the secret a planner's text was expanded to.
            action = replace(action, text=self.vault.redact_text(action.text))
        asked = ApprovalRequest(
            action=action,
            element=element,
            snapshot=snapshot,
            risk=assessment.risk,
            reason=assessment.reason,
            flags=flags,
            context=context,
            origin=request.origin,
            run_id=request.run_id,
            expires=time.time() + self.timeout,
            screenshot=shot,
            attempt=attempt,
        )
        answer = await self.approver.decide(asked)
        self._audit(
            {
                "event": "answer",
                "request": asked.to_json(),
                "answer": answer.to_json(),
                "channel": self.approver.name,
                "rule": assessment.rule,
            }
        )
        return answer, asked

    async def _look_again(self, request: GateRequest) -> Snapshot | None:
        if request.refresh is None:
            return None
        try:
            return await request.refresh()
        except HandrailError:
            return None

    def _decision(
        self,
        assessment: Assessment,
        flags: tuple[str, ...],
        *,
        by: str | None = None,
        note: str = "",
        at: float | None = None,
        seen: dict[str, Any] | None = None,
    ) -> GateDecision:
        reason = assessment.reason + (f"; {note}" if note else "")
        return GateDecision(
            verdict=assessment.verdict,
            reason=self.vault.redact_text(reason),
            risk=assessment.risk,
            approved_by=by,
            flags=flags,
            approved_at=at,
            seen=seen,
        )

    def _record(
        self,
        event: str,
        request: GateRequest,
        snapshot: Snapshot,
        assessment: Assessment,
        decision: GateDecision,
    ) -> None:
        self._audit(
            {
                "event": event,
                "at": time.time(),
                "origin": request.origin,
                "run_id": request.run_id,
                "action": request.action.to_json(),
                "element": request.element.to_json() if request.element else None,
                "target": snapshot.target.to_json(),
                "signature": snapshot.signature,
                "rule": assessment.rule,
                "decision": decision.to_json(),
            }
        )

    def _record_lapse(self, asked: ApprovalRequest, now: Snapshot) -> None:
        self._audit(
            {
                "event": "approval-lapsed",
                "at": time.time(),
                "request_id": asked.id,
                "signature_approved": asked.snapshot.signature,
                "signature_now": now.signature,
            }
        )

    def _audit(self, entry: dict[str, Any]) -> None:
        if self.audit is not None:
            # The decision also travels in the GateDecision to the run log; a full disk
            # here must not crash the caller in the middle of a refusal.
            with contextlib.suppress(OSError):
                self.audit.record(entry)
