"""Materialize 2: a switch drawn as ``<label>Off<input><span class="lever"></span>On</label>``
beside its words reads by those words, not by the states it draws."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_switch_is_named_by_its_words_not_its_states(browser_env: BrowserEnv) -> None:
    """The switch reads ``Newsletter`` (its name keeps through a press), not ``Off On``."""
    await browser_env.goto("lib16_materialize.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "Off On" not in text, text
        news = next(
            e
            for e in snap.elements
            if e.role in (Role.CHECKBOX, Role.SWITCH) and e.name == "Newsletter"
        )
        assert not news.has(State.CHECKED), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=news.id))
        assert await browser_env.value("window.__did") == ["news true"]
        assert r.after is not None
        after = r.after.by_id.get(news.id)
        assert after is not None and after.name == "Newsletter", format_snapshot(r.after)
        assert after.has(State.CHECKED), format_snapshot(r.after)
        find(r.after, Role.CHECKBOX, "Join beta program")
