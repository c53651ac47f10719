"""Materialize's chips: their box, whose listener only serves them, is no control."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_the_chips_box_is_no_control(browser_env: BrowserEnv) -> None:
    """``div.chips`` listens for clicks on its chips: it reads as no unnamed
    ``clickable`` around them, the chips stay, and Save still saves both."""
    await browser_env.goto("lib34_chips.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        design = next(e for e in snap.elements if e.name == "design")
        assert [e.role for e in snap.elements if e.name == "frontend"] == [design.role], text
        box = snap.by_id.get(design.parent or "")
        assert box is None or not box.has(State.CLICKABLE), text
        assert not [e for e in snap.elements if e.has(State.CLICKABLE) and not e.name], text
        save = find(snap, Role.BUTTON, "Save")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=save.id))
        assert await browser_env.value("window.__did") == ["save design,frontend"]
