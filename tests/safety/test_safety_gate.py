"""The risk gate with approvers: answers, refusals, approvals that lapse when the screen
changes, grants, the audit record and the emergency stop while waiting."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from handrail.actions import Action, ActionKind
from handrail.backends.fake import FakeApp, FakeBackend, FakeNode, form_app
from handrail.errors import ActionDenied, ApprovalRequired, Stopped
from handrail.gate import Verdict
from handrail.model import TargetQuery
from handrail.safety import (
    ApprovalAnswer,
    ApprovalAudit,
    ApprovalFiles,
    ApprovalRequest,
    Approver,
    ConsoleApprover,
    Outcome,
    RiskGate,
    RiskPolicy,
    Scope,
    parse_policy,
)
from handrail.session import Session
from handrail.stop import StopFlag
from handrail.vocab import Role

Q = TargetQuery(app="fake-form", backend="fake")


class Scripted(Approver):
    """Answers from a list; runs ``during`` (e.g. a screen change) while deciding."""

    name = "scripted"

    def __init__(
        self, answers: list[ApprovalAnswer], during: Callable[[int], None] | None = None
    ) -> None:
        self.answers = answers
        self.during = during
        self.asked: list[ApprovalRequest] = []

    async def decide(self, request: ApprovalRequest) -> ApprovalAnswer:
        self.asked.append(request)
        if self.during is not None:
            self.during(len(self.asked))
        return self.answers.pop(0)


def to_field(app: FakeApp) -> FakeNode:
    return next(n for n, _ in app.window.walk() if n.name == "To" and n.role is Role.TEXTBOX)


def approve(scope: Scope = Scope.ONCE) -> ApprovalAnswer:
    return ApprovalAnswer(outcome=Outcome.APPROVED, scope=scope, by="tester")


def deny() -> ApprovalAnswer:
    return ApprovalAnswer(outcome=Outcome.DENIED, by="tester")


async def click(session: Session, name: str) -> tuple[Action, object]:
    snap = await session.observe(Q)
    el = next(e for e in snap.elements if e.name == name)
    action = Action(kind=ActionKind.CLICK, element_id=el.id)
    return action, await session.act(Q, action, before=snap, context={"summary": "send it"})


def setup(approver: Approver, tmp_path: Path) -> tuple[FakeApp, FakeBackend, RiskGate, Session]:
    app = form_app()
    backend = FakeBackend([app])
    gate = RiskGate(RiskPolicy(), approver, audit=ApprovalAudit(tmp_path / "audit.jsonl"))
    return app, backend, gate, Session(backend, gate=gate)


def audit(tmp_path: Path) -> list[dict[str, object]]:
    path = tmp_path / "audit.jsonl"
    return [json.loads(line) for line in path.read_text().splitlines()] if path.exists() else []


async def test_approved_once_runs_and_is_recorded(tmp_path: Path) -> None:
    approver = Scripted([approve()])
    app, _backend, _, session = setup(approver, tmp_path)
    _, result = await click(session, "Send")
    assert result.decision.verdict is Verdict.APPROVE  # type: ignore[attr-defined]
    assert result.decision.approved_by == "tester"  # type: ignore[attr-defined]
    seen = result.decision.to_json()["seen"]  # type: ignore[attr-defined]
    assert seen["signature"] == approver.asked[0].snapshot.signature
    assert result.decision.approved_at is not None  # type: ignore[attr-defined]
    assert app.window.find("Sent to ").name == "Sent to "
    req = approver.asked[0]
    assert req.risk == "send" and req.context == {"summary": "send it"}
    assert req.element is not None and req.element.name == "Send"
    (entry,) = audit(tmp_path)
    assert entry["event"] == "answer" and entry["answer"]["by"] == "tester"  # type: ignore[index]
    assert entry["request"]["signature"] == req.snapshot.signature  # type: ignore[index]


async def test_denied_raises_with_decision_and_sends_nothing(tmp_path: Path) -> None:
    _, backend, _, session = setup(Scripted([deny()]), tmp_path)
    with pytest.raises(ActionDenied) as err:
        await click(session, "Delete draft")
    assert err.value.decision is not None and err.value.decision.risk == "delete"
    assert backend.log == []


async def test_nobody_to_ask_means_approval_required(tmp_path: Path) -> None:
    app, backend, _, session = setup(
        Scripted([ApprovalAnswer(outcome=Outcome.UNANSWERED)]), tmp_path
    )
    with pytest.raises(ApprovalRequired) as err:
        await click(session, "Send")
    assert err.value.exit_code == 6 and err.value.decision is not None
    assert backend.log == [] and app.window.find("Draft")


async def test_safe_action_is_not_asked(tmp_path: Path) -> None:
    approver = Scripted([])
    _, backend, _, session = setup(approver, tmp_path)
    _, result = await click(session, "Subscribe")
    assert result.decision.verdict is Verdict.ALLOW  # type: ignore[attr-defined]
    assert approver.asked == [] and len(backend.log) == 1


async def test_approval_lapses_when_the_screen_changed_and_is_asked_again(tmp_path: Path) -> None:
    holder: list[FakeApp] = []

    def change(n: int) -> None:
        if n == 1:  # the recipient changes while the person looks at the first question
            to_field(holder[0]).value = "mallory@example.com"

    approver = Scripted([approve(), approve()], during=change)
    app, _backend, _, session = setup(approver, tmp_path)
    holder.append(app)
    await click(session, "Send")
    assert len(approver.asked) == 2
    first, second = approver.asked
    assert first.snapshot.signature != second.snapshot.signature
    assert second.attempt == 2
    assert any(e["event"] == "approval-lapsed" for e in audit(tmp_path))
    assert app.window.find("Sent to mallory@example.com")


async def test_screen_that_keeps_changing_is_never_acted_on(tmp_path: Path) -> None:
    holder: list[FakeApp] = []

    def change(n: int) -> None:
        to_field(holder[0]).value = f"person{n}@example.com"

    approver = Scripted([approve(), approve(), approve()], during=change)
    app, backend, _, session = setup(approver, tmp_path)
    holder.append(app)
    with pytest.raises(ApprovalRequired, match="kept changing"):
        await click(session, "Send")
    assert backend.log == [] and len(approver.asked) == 3


async def test_element_gone_while_waiting(tmp_path: Path) -> None:
    holder: list[FakeApp] = []

    def remove(_: int) -> None:
        holder[0].window.find("Send").visible = False

    app, backend, _, session = setup(Scripted([approve()], during=remove), tmp_path)
    holder.append(app)
    with pytest.raises(ApprovalRequired, match="gone"):
        await click(session, "Send")
    assert backend.log == []


async def test_grant_is_bound_to_the_screen_it_was_given_for(tmp_path: Path) -> None:
    app, backend, gate, session = setup(Scripted([]), tmp_path)
    snap = await session.observe(Q)
    send = next(e for e in snap.elements if e.name == "Send")
    action = Action(kind=ActionKind.CLICK, element_id=send.id)
    gate.approve(action, send, snap, by="alice")
    to_field(app).value = "someone-else@example.com"  # the screen changes
    with pytest.raises(IndexError):  # the scripted approver is asked: nothing left to say
        await session.act(Q, action)
    assert backend.log == []
    snap = await session.observe(Q)
    gate.approve(action, send, snap, by="alice")
    result = await session.act(Q, action, before=snap)
    assert result.decision is not None and result.decision.approved_by == "alice (once grant)"
    # Used once: the same action again is asked about again.
    with pytest.raises(IndexError):
        await session.act(Q, action)


async def test_approve_for_the_run_covers_the_same_element_later(tmp_path: Path) -> None:
    approver = Scripted([approve(Scope.RUN)])
    app, _backend, _, session = setup(approver, tmp_path)
    await click(session, "Send")
    to_field(app).value = "b@example.com"
    _, again = await click(session, "Send")
    assert len(approver.asked) == 1
    assert again.decision.approved_by == "tester (run grant)"  # type: ignore[attr-defined]
    with pytest.raises(IndexError):  # a different element is asked about
        await click(session, "Delete draft")


async def test_policy_file_denies_an_application(tmp_path: Path) -> None:
    policy = RiskPolicy(parse_policy({"apps": {"fake-form": {"verdict": "deny"}}}))
    backend = FakeBackend([form_app()])
    gate = RiskGate(policy, Scripted([]), audit=ApprovalAudit(tmp_path / "audit.jsonl"))
    async with Session(backend, gate=gate) as session:
        with pytest.raises(ActionDenied, match="denied by policy"):
            await click(session, "Subscribe")
    assert backend.log == []
    assert audit(tmp_path)[0]["event"] == "denied-by-policy"


async def test_console_approver_answer_from_files(tmp_path: Path) -> None:
    files = ApprovalFiles(tmp_path / "approvals")
    stop = StopFlag(tmp_path)
    approver = ConsoleApprover(files, stop, poll=0.02)
    app, _backend, _, session = setup(approver, tmp_path)

    async def person() -> None:
        for _ in range(200):
            pending = files.pending()
            if pending:
                assert files.screenshot_path(pending[0]["id"]) is not None
                assert pending[0]["context"] == {"summary": "send it"}
                files.answer(pending[0]["id"], approve())
                return
            await asyncio.sleep(0.02)

    helper = asyncio.create_task(person())
    await click(session, "Send")
    await helper
    assert app.window.find("Sent to ")
    assert files.pending() == [] and not any((tmp_path / "approvals" / "pending").iterdir())
    (seen,) = (tmp_path / "approvals" / "seen").iterdir()  # what the person saw is kept
    assert seen.read_bytes().startswith(b"\x89PNG")


async def test_console_approver_times_out(tmp_path: Path) -> None:
    files = ApprovalFiles(tmp_path / "approvals")
    approver = ConsoleApprover(files, StopFlag(tmp_path), poll=0.02)
    _, backend, gate, session = setup(approver, tmp_path)
    gate.timeout = 0.2
    with pytest.raises(ApprovalRequired, match="no answer in time"):
        # Without the gate's timeout the person would be waited for 300 s.
        await asyncio.wait_for(click(session, "Send"), 60)
    assert backend.log == []


async def test_emergency_stop_while_waiting_for_a_person(tmp_path: Path) -> None:
    files = ApprovalFiles(tmp_path / "approvals")
    stop = StopFlag(tmp_path)
    approver = ConsoleApprover(files, stop, poll=0.05)
    _, backend, _, session = setup(approver, tmp_path)

    async def press_stop() -> None:
        for _ in range(500):
            if files.pending():
                break
            await asyncio.sleep(0.02)
        stop.raise_("test")

    helper = asyncio.create_task(press_stop())
    with pytest.raises(Stopped):
        # The stop ends the wait: without it the person would be waited for 300 s.
        await asyncio.wait_for(click(session, "Send"), 60)
    await helper
    assert backend.log == [] and files.pending() == []
