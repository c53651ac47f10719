"""A row a list draws again while it is scrolled into view is stale, not covered.

A virtualized list replaces its row elements on every scroll: the element the id named
is gone once the press has scrolled to it, and nothing is pressed.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.errors import StaleElement
from handrail.model import ObserveOptions
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_row_drawn_again_when_scrolled_to_is_stale(browser_env: BrowserEnv) -> None:
    await browser_env.goto("redraw.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q, ObserveOptions(include_hidden=True))
        below = next(
            e
            for e in snap.elements
            if e.role is Role.BUTTON and e.name == "Open row 6" and e.has(State.OFFSCREEN)
        )
        with pytest.raises(StaleElement, match="drawn again"):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=below.id))
    assert await browser_env.value("document.getElementById('log').textContent") == ""
