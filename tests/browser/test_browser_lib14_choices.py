"""Choices.js's boxes read their choices once: a chosen item is named by its words, not
its remove button's too, and a single box's choice is its value, not a line again."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_chosen_item_is_named_without_its_remove_button(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib14_choices.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        item = find(snap, Role.OPTION, "Bo Chen")
        assert State.SELECTED in item.states, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=item.id))
        remove = find(r.after, Role.BUTTON, "Remove item: Bo Chen")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=remove.id))
        assert await browser_env.value("window.__did") == ["watchers "]


async def test_a_single_boxs_choice_reads_once(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib14_choices.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        box = next(e for e in snap.elements if e.name == "Priority" and e.value == "Normal")
        assert not [e for e in snap.elements if e.name == "Normal"], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        high = find(r.after, Role.OPTION, "High")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=high.id))
        assert await browser_env.value("window.__did") == ["priority high"]
