"""A sheet of plain cells served by one listener: each cell stays a line of its own."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot

pytestmark = pytest.mark.browser


async def test_cells_of_a_clickable_grid_are_not_folded_into_one_name(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("sheet.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "Rent Jan" not in text and "Item Jan Feb" not in text, text
        cell = next(e for e in snap.elements if e.name == "1250")
        await s.act(q, Action(kind=ActionKind.DOUBLECLICK, element_id=cell.id))
    assert await browser_env.value("document.body.dataset.edit") == "1250"
