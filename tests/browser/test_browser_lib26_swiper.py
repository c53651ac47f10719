"""Swiper's disabled arrow takes no pointer (``swiper-button-disabled``: ``pointer-events:
none``): the pointer hits the slide behind it, which is not something lying over it, so
it reads ``disabled``, not ``covered``; a button under a veil still reads ``covered``."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_disabled_arrow_taking_no_pointer_is_not_covered(browser_env: BrowserEnv) -> None:
    """Previous slide is disabled on the first slide and not covered; after Next slide,
    it is enabled, and a press on it goes back."""
    await browser_env.goto("lib26_swiper.html")
    await browser_env.ready("window.__ready === true && !!window.__sw && window.__sw.initialized")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        back = find(snap, Role.BUTTON, "Previous slide")
        assert State.DISABLED in back.states, text
        assert State.COVERED not in back.states, text
        assert State.COVERED in find(snap, Role.BUTTON, "Gift card").states, text
        forth = find(snap, Role.BUTTON, "Next slide")
        assert State.COVERED not in forth.states, text
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=forth.id))).ok
        await browser_env.ready("window.__did.includes('slide 1')")
        snap = await s.observe(q)
        back = find(snap, Role.BUTTON, "Previous slide")
        assert back.states.isdisjoint({State.DISABLED, State.COVERED}), format_snapshot(snap)
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=back.id))).ok
        await browser_env.ready("window.__did.includes('slide 0')")
        assert await browser_env.value("window.__did") == ["slide 1", "slide 0"]
