"""A menu button says it opens a popup; a check item of its menu reads as a checkbox does."""

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
        actions = find(snap, Role.BUTTON, "Actions")
        # The menu button says it opens a popup (aria-haspopup), and whether it is open.
        assert f"{actions.id} collapsed haspopup button Actions" in format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=actions.id))
        pin = find(r.after, Role.MENUITEM, "Pin")
        text = format_snapshot(r.after)
        assert f"{actions.id} focused expanded haspopup button Actions" in text, text
        assert f"{pin.id} unchecked menuitem Pin" in text, text
        assert "unchecked menuitem Rename" not in text, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=pin.id))
        assert State.CHECKED in find(r.after, Role.MENUITEM, "Pin").states
        assert "checked menuitem Pin" in format_snapshot(r.after)
