"""A menu with a check item: its state reads as a checkbox's does, and a click turns it."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_check_item_of_a_menu_reads_unchecked_then_checked(browser_env: BrowserEnv) -> None:
    await browser_env.goto("menu.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(snap, Role.BUTTON, "Actions").id)
        )
        pin = find(r.after, Role.MENUITEM, "Pin")
        text = format_snapshot(r.after)
        assert f"{pin.id} unchecked menuitem Pin" in text, text
        assert "unchecked menuitem Rename" not in text, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=pin.id))
        assert State.CHECKED in find(r.after, Role.MENUITEM, "Pin").states
        assert "checked menuitem Pin" in format_snapshot(r.after)
