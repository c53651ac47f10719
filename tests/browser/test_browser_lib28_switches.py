"""Switches real component libraries draw around an ``<input type=checkbox>`` (MUI's
``Switch``, Vuetify's ``v-switch``), driven through ids from ``observe``: they read as
switches with their state, and a check box beside them stays a check box."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("page", ["lib28_mui_switch.html", "lib28_vuetify_switch.html"])
async def test_a_library_switch_reads_as_a_switch(browser_env: BrowserEnv, page: str) -> None:
    """The checkbox inside a drawn track and thumb reads ``switch``, on or off; a press
    turns it on through the page's own handler, and the check box beside stays one."""
    await browser_env.goto(page)
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        email = find(snap, Role.SWITCH, "Email alerts")
        sms = find(snap, Role.SWITCH, "Text alerts")
        assert State.CHECKED in email.states, text
        assert State.CHECKED not in sms.states, text
        find(snap, Role.CHECKBOX, "Accept terms")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=sms.id))
        assert await browser_env.value("window.__did") == ["sms true"]
        after = {e.id: e for e in r.after.elements}
        assert after[sms.id].role is Role.SWITCH, format_snapshot(r.after)
        assert State.CHECKED in after[sms.id].states, format_snapshot(r.after)
