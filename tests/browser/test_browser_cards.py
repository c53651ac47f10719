"""A clickable card holding controls of its own is acted on as the card it was observed."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.vocab import State

pytestmark = pytest.mark.browser


async def test_a_card_named_without_its_controls_words_is_found_again(
    browser_env: BrowserEnv,
) -> None:
    # The card's name leaves out its Like and Reply: acting must still find it.
    await browser_env.goto("cards.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        card = next(e for e in snap.elements if e.has(State.CLICKABLE) and "climbing" in e.name)
        assert "Like" not in card.name and "Reply" not in card.name, card.name
        await s.act(q, Action(kind=ActionKind.FOCUS, element_id=card.id))
        assert await browser_env.value("document.activeElement.id") == "p1"
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=card.id))
    assert await browser_env.value("document.body.dataset.opened") == "p1"
