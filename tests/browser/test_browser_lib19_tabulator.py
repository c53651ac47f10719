"""Tabulator's scrolling body, whose rows the grid takes by ``aria-owns``, driven through
ids from ``observe``: the emptied box is no line hinted by class words, and its rows act."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_grids_emptied_body_box_is_no_icon(browser_env: BrowserEnv) -> None:
    """``div.tabulator-tableholder`` (``tabindex=0``) holds the rows the grid owns: it
    reads as no ``clickable (icon: tabulator tableholder …)`` line; the rows and the
    pager read, and a press on a row's cell reaches the row's handler."""
    await browser_env.goto("lib19_tabulator.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "tableholder" not in text, text
        unnamed = [
            e
            for e in snap.elements
            if e.role is Role.GENERIC and e.has(State.CLICKABLE) and not e.name
        ]
        assert not unnamed, text
        find(snap, Role.BUTTON, "Next Page")
        bob = next(e for e in snap.elements if e.name == "Bob Jones")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=bob.id))
        assert await browser_env.value("window.__did") == ["row Bob Jones"]
