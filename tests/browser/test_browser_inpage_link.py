"""A press on a link to a place on the page it is on: the address moves, and says so."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.render import act_lines
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_an_in_page_link_whose_place_is_in_view_says_the_address_it_moved_to(
    browser_env: BrowserEnv,
) -> None:
    # Its section is on screen already: nothing scrolls, only the address moves (and the
    # focus, where the browser gives it to the link). That is the press doing what it is
    # for, not a handler that may have run unseen.
    await browser_env.goto("inpage_link.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        link = find(snap, Role.LINK, "Pricing")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=link.id))
    assert await browser_env.value("location.hash") == "#pricing"
    assert r.ok and not r.focus_only
    lines = act_lines(r.receipt.action, r)
    assert lines[0].endswith(": changed"), lines
    assert any(
        line.startswith("  the address is now ") and line.endswith("/inpage_link.html#pricing")
        for line in lines
    ), lines
