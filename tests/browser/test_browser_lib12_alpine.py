"""Alpine.js: a button drawn as a switch (a pill with a knob) reads as a switch, on or off."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_knob_switch_shows_whether_it_is_on(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib12_alpine_toggle.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        email = find(snap, Role.SWITCH, "Email alerts")
        sms = find(snap, Role.SWITCH, "Text messages")
        assert State.CHECKED in email.states, format_snapshot(snap)
        assert State.CHECKED not in sms.states, format_snapshot(snap)
        find(snap, Role.BUTTON, "Save")
        find(snap, Role.BUTTON, "Attach")  # an icon in the middle of a pill: no knob
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=sms.id))
        assert await browser_env.value("window.__did") == ["sms true"]
        after = await s.observe(q)
        assert State.CHECKED in find(after, Role.SWITCH, "Text messages").states, format_snapshot(
            after
        )
