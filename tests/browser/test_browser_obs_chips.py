"""A component library's icon says what it does by its class, not by the library's words.

MUI names every part's class by its slot (``MuiSvgIcon-root``), Ant Design every icon's
by ``anticon``: neither word says what the icon does, and a hint is left with the words
that do (``delete cancel``, ``down``).
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import State

pytestmark = pytest.mark.browser


async def test_library_slot_and_icon_class_words_leave_the_hints(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs_chips.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        icons = [e for e in snap.elements if State.CLICKABLE in e.states and e.hint]
        text = format_snapshot(snap)
        assert len(icons) == 2, text
        words = {w for e in icons for w in e.hint.split()}
        assert not words & {"root", "anticon"}, text
        assert "delete" in icons[0].hint.split() and "down" in icons[1].hint.split(), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=icons[1].id))
        assert r.ok, r
    assert await browser_env.value("window.__did") == ["opened"]
