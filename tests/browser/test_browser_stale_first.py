"""An id from a page no longer shown fails as stale before anyone is asked to approve it.

An agent that kept ids across a navigation (or whose page reloaded) must hear that its
element has gone, not have a person asked to approve a click judged against another
page (whose headings and fields then lend it their context).
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.errors import StaleElement
from handrail.ids import MemoryIdStore
from handrail.safety.approvals import ApprovalAnswer, ApprovalRequest, Approver, Outcome
from handrail.safety.gate import RiskGate
from handrail.safety.policy import RiskPolicy
from handrail.session import Session
from handrail.vocab import Role

pytestmark = pytest.mark.browser


class _Asked(Approver):
    """Records each request and approves it."""

    name = "recorder"

    def __init__(self) -> None:
        self.asked: list[ApprovalRequest] = []

    async def decide(self, request: ApprovalRequest) -> ApprovalAnswer:
        self.asked.append(request)
        return ApprovalAnswer(outcome=Outcome.APPROVED, by="test")


async def test_an_id_of_a_page_navigated_away_fails_before_approval(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("form.html")
    q = browser_env.query()
    asked = _Asked()
    gate = RiskGate(RiskPolicy(), asked)
    async with Session(browser_env.backend(), ids=MemoryIdStore(), gate=gate) as s:
        snap = await s.observe(q)
        order = next(e for e in snap.elements if e.role is Role.BUTTON and e.name == "Place order")
        await browser_env.goto("dialog.html")
        with pytest.raises(StaleElement, match="navigated"):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=order.id))
    assert asked.asked == []
