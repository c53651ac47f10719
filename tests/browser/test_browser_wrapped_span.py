"""A clickable text that wraps is pressed on its own first line, not between its lines.

A span with a click handler (``Offer letter templates and examples``) begins after a
button on one line and wraps onto the next: the centre of its box lies on the button.
It is not covered, and a press lands on its first piece.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.vocab import State

pytestmark = pytest.mark.browser


async def test_a_wrapped_clickable_text_is_not_covered_and_takes_the_press(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("wrappedspan.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        link = next(e for e in snap.elements if e.name == "Offer letter templates and examples")
        assert link.has(State.CLICKABLE) and not link.has(State.COVERED), link
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=link.id))).ok
        assert await browser_env.value("window.__did") == ["templates"]
