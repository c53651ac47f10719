"""An approval that expires because the page changed while the person decided (Chromium)."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from safety_browser import evaluate, page

from handrail.actions import Action, ActionKind
from handrail.errors import ActionDenied
from handrail.safety import (
    ApprovalAnswer,
    ApprovalRequest,
    Approver,
    DenyApprover,
    Outcome,
    RiskGate,
    RiskPolicy,
)
from handrail.session import Session
from handrail.vocab import Role
from safety_suite import RESULTS, Result, find

pytestmark = pytest.mark.browser


class SlowPerson(Approver):
    """Approves what it is first shown, but only after the page changed meanwhile;
    refuses when the recipient changed."""

    name = "person"

    def __init__(self, env: BrowserEnv, tag: str) -> None:
        self.asked: list[ApprovalRequest] = []
        self.env = env
        self.tag = tag

    async def decide(self, request: ApprovalRequest) -> ApprovalAnswer:
        self.asked.append(request)
        texts = " ".join(e.name for e in request.snapshot.elements)
        if "Mallory" in texts:
            return ApprovalAnswer(outcome=Outcome.DENIED, by="person", note="wrong recipient")
        # While the person reads the question, the page changes the recipient.
        assert await evaluate(self.env, self.tag, "changeRecipient()") is True
        return ApprovalAnswer(outcome=Outcome.APPROVED, by="person")


async def test_approval_expires_when_the_page_changes(safety_browser: BrowserEnv) -> None:
    person = SlowPerson(safety_browser, "expiry")
    gate = RiskGate(RiskPolicy(), person)
    async with (
        page(safety_browser, "transfer.html", "expiry") as tab,
        Session(safety_browser.backend(), gate=gate) as session,
    ):
        query = safety_browser.query(tab)
        snap = await session.observe(query)
        assert any("Alice" in e.name for e in snap.elements)
        button = find(snap, Role.BUTTON, "Transfer 100 EUR")
        action = Action(kind=ActionKind.CLICK, element_id=button.id)
        with pytest.raises(ActionDenied, match="wrong recipient"):
            await session.act(query, action, before=snap)
        after = await session.observe(query)
    assert len(person.asked) == 2 and person.asked[1].attempt == 2
    assert person.asked[0].snapshot.signature != person.asked[1].snapshot.signature
    assert not any("TRANSFERRED" in e.name for e in after.elements)
    RESULTS.append(
        Result(
            backend="browser",
            case="web-approval-expires",
            truth="irreversible",
            outcome="denied",
            tolerated=False,
            flags=0,
        )
    )


async def test_transfer_is_held_with_nobody_to_ask(safety_browser: BrowserEnv) -> None:
    async with (
        page(safety_browser, "transfer.html", "nobody") as tab,
        Session(safety_browser.backend(), gate=RiskGate(RiskPolicy(), DenyApprover())) as session,
    ):
        snap = await session.observe(safety_browser.query(tab))
        decision = RiskPolicy().assess(
            Action(kind=ActionKind.CLICK, element_id="x"),
            find(snap, Role.BUTTON, "Transfer 100 EUR"),
            snap,
        )
    assert decision.verdict.value == "approve" and decision.risk == "transfer"
