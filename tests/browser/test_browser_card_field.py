"""A field a clickable card holds, named by the card's words before it, is acted on.

A board's card opens when clicked; its unlabelled due date is set in place. The field was
named by all the card's words before it (*WEB-98 Payment webhook retries Due*): the words
before it in its own wrapper (*Due*) name it. Where those are too long to be a caption,
the card's words still do, and the check that the element is still the one observed,
made before every action, looked only at the text right before the field: every action
on it failed as changed, with nothing done.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_cards_unlabelled_date_is_set_through_its_id(browser_env: BrowserEnv) -> None:
    await browser_env.goto("cardfield.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        field, later = (e for e in snap.elements if e.role is Role.TEXTBOX)
        assert field.name == "Due", field.name
        assert field.value == "2026-12-10"
        r = await s.act(
            q, Action(kind=ActionKind.SET_VALUE, element_id=field.id, text="2026-12-24")
        )
        assert r.ok, r
        after = await s.observe(q)
        assert next(e for e in after.elements if e.id == field.id).value == "2026-12-24"
        # Named by the card's words, which end with the words right before it.
        assert later.name == "WEB-99 Retry policy Retries stop after this date, when it is set"
        r = await s.act(
            q, Action(kind=ActionKind.SET_VALUE, element_id=later.id, text="2027-01-31")
        )
        assert r.ok, r
    assert await browser_env.value("window.__did") == ["due 2026-12-24", "stop 2027-01-31"]
