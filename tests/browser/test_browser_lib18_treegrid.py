"""A treegrid after the WAI-ARIA Authoring Practices whose rows hold a menu button in a
cell: opening the row's menu leaves the row its name and its id."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_rows_open_menu_leaves_the_row_its_name_and_id(browser_env: BrowserEnv) -> None:
    """The menu's items are the row's controls, not its words: the row is still named by
    its cells (Chromium leaves a menu out of the row's name), so its id holds."""
    await browser_env.goto("lib18_tracker.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        row = find(snap, Role.ROW, "Epic: Search Open")
        menu = find(snap, Role.BUTTON, "Actions for Epic: Search")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=menu.id))
        assert await browser_env.value("window.__did") == ["opened menu E1"]
        text = format_snapshot(r.after)
        assert find(r.after, Role.ROW, "Epic: Search Open").id == row.id, text
        dup = find(r.after, Role.MENUITEM, "Duplicate")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=dup.id))
        assert (await browser_env.value("window.__did"))[-1] == "Duplicate E1"
        # The row's own press still lands on it.
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))
        assert (await browser_env.value("window.__did"))[-1] == "row E1"
