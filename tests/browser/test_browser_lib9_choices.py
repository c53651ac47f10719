"""Choices.js's multiple box: the choice its highlight rests on is no choice made."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_choices_highlight_is_no_choice(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib9_choices.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        field = find(snap, Role.SEARCHBOX, "Watchers")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=field.id))
        text = format_snapshot(r.after)
        ana = next(e for e in r.after.elements if e.name.startswith("Ana Lima"))
        assert ana.role is Role.OPTION and ana.name == "Ana Lima", text
        assert State.SELECTED not in ana.states, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=ana.id))
        assert await browser_env.value("window.__did") == ["watchers bo,ana"]
