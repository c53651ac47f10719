"""What a press opens is said: a dialog or menu (aria-haspopup), and a menu's check items."""

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
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=actions.id))
        pin = find(r.after, Role.MENUITEM, "Pin")
        text = format_snapshot(r.after)
        assert f"{pin.id} unchecked menuitem Pin" in text, text
        assert "unchecked menuitem Rename" not in text, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=pin.id))
        assert State.CHECKED in find(r.after, Role.MENUITEM, "Pin").states
        assert "checked menuitem Pin" in format_snapshot(r.after)


async def test_a_button_that_opens_a_dialog_or_menu_says_so(browser_env: BrowserEnv) -> None:
    await browser_env.goto("openers.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        refund = find(snap, Role.BUTTON, "Request refund")
        # Read apart from a button that acts: its press only opens what asks again.
        assert f"{refund.id} haspopup button Request refund" in text, text
        assert f"{find(snap, Role.BUTTON, 'Archive').id} button Archive" in text, text
        share = find(snap, Role.BUTTON, "Share")
        assert f"{share.id} collapsed haspopup button Share" in text, text
        # "Actions" says it opens a menu already.
        assert f"{find(snap, Role.BUTTON, 'Actions').id} collapsed button Actions" in text, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=refund.id))
        assert find(r.after, Role.BUTTON, "Refund") is not None
        assert await browser_env.value("document.body.dataset.done || ''") == ""
