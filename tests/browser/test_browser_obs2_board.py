"""What a live region announces after an action is in the receipt, as a status's words are."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.render import act_lines
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_keyboard_drag_says_what_its_live_region_announces(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs2_board.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        card = find(snap, Role.BUTTON, "Write spec")
        said = []
        for keys in ("space", "Right", "space"):
            action = Action(kind=ActionKind.KEY, element_id=card.id, keys=keys)
            said.append(act_lines(action, await s.act(q, action)))
    assert '  the page now says: "Picked up Write spec in todo"' in said[0], said[0]
    assert '  the page now says: "Write spec moved to Doing"' in said[1], said[1]
    assert '  the page now says: "Dropped Write spec in doing"' in said[2], said[2]
    assert await browser_env.value("window.__did") == ["lift", "right", "drop doing"]
