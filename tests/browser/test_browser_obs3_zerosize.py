"""An element of no size drawn where a person looks is on screen: a toast viewport
(Radix's fixed ``<ol>`` of zero size) holding a toast, an empty switch its sibling draws."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_toast_viewport_of_no_size_is_on_screen(browser_env: BrowserEnv) -> None:
    await browser_env.goto("obs3_toast.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        copy = find(snap, Role.BUTTON, "Copy link")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=copy.id))
        snap = await s.observe(q)
        text = format_snapshot(snap)
        region = find(snap, Role.REGION, "Notifications (F8)")
        assert State.OFFSCREEN not in region.states, text
        assert "-- offscreen --" not in text, text
        undo = find(snap, Role.BUTTON, "Undo")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=undo.id))
    assert await browser_env.value("window.__did") == ["copy", "undo"]


async def test_an_empty_switch_beside_its_drawing_is_on_screen(browser_env: BrowserEnv) -> None:
    await browser_env.goto("obs3_toast.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        switch = find(snap, Role.SWITCH, "Dark mode")
        assert State.OFFSCREEN not in switch.states, format_snapshot(snap)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=switch.id))
        snap = await s.observe(q)
        assert State.CHECKED in find(snap, Role.SWITCH, "Dark mode").states
    assert await browser_env.value("window.__did") == ["dark true"]
