"""Pickr's colour swatches driven through ids from ``observe``: each is a ``<button
aria-label="color swatch">`` whose colour only its ``::after`` draws."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_swatches_of_one_name_say_their_colours(browser_env: BrowserEnv) -> None:
    """Buttons named alike, told apart by the colour each draws, say it: the one drawn
    green is found and pressed."""
    await browser_env.goto("lib23_colour.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        swatches = [e for e in snap.elements if e.role is Role.BUTTON and e.name == "color swatch"]
        assert len(swatches) == 3, format_snapshot(snap)
        green = [e for e in swatches if "#4caf50" in e.description]
        assert len(green) == 1, format_snapshot(snap)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=green[0].id))
        assert await browser_env.value("window.__did") == ["swatch:#4CAF50"]
