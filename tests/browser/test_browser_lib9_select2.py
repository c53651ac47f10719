"""Select2's single drop-down keeps its name, value and id while it is open."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_an_open_select2_keeps_its_name_and_id(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib9_select2.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.COMBOBOX, "Assignee")
        assert box.value == "Bo Chen", format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert await browser_env.value("$('#assignee').data('select2').isOpen()") is True
        text = format_snapshot(r.after)
        open_box = find(r.after, Role.COMBOBOX, "Assignee")
        assert (open_box.id, open_box.value) == (box.id, "Bo Chen"), text
        assert State.EXPANDED in open_box.states, text
        # The keys move its highlight; the box keeps its name, choice and id.
        r = await s.act(q, Action(kind=ActionKind.KEY, keys="ArrowDown"))
        moved = find(r.after, Role.COMBOBOX, "Assignee")
        assert (moved.id, moved.value) == (box.id, "Bo Chen"), format_snapshot(r.after)
        cy = find(r.after, Role.OPTION, "Cy Park")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=cy.id))
        assert await browser_env.value("window.__did") == ["assignee cy"]
