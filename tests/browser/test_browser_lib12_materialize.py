"""Materialize: what a box of no height cuts off is not on the page a person sees."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_closed_collapsible_shows_nothing_of_its_body(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib12_settings.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "support@example.com" not in text, text
        assert "Copy address" not in text, text
        header = next(e for e in snap.elements if e.name == "Keyboard shortcuts")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=header.id))
        await browser_env.ready("window.__did.length === 1")
        after = await s.observe(q)
        text = format_snapshot(after)
        assert "Press question mark for help" in text, text
        assert "support@example.com" not in text, text


async def test_a_materialize_select_reads_as_one_combobox(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib12_settings.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        boxes = [e for e in snap.elements if e.role is Role.COMBOBOX]
        assert len(boxes) == 1, format_snapshot(snap)
        assert boxes[0].value == "English", format_snapshot(snap)
        assert boxes[0].name == "Language", format_snapshot(snap)  # its <label> after it
        assert State.OFFSCREEN not in boxes[0].states, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=boxes[0].id))
        deutsch = find(r.after, Role.OPTION, "Deutsch")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=deutsch.id))
        assert await browser_env.value("window.__did") == ["lang de"]


async def test_materialize_tabs_read_as_tabs_with_the_shown_one_selected(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("lib12_settings.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        general = find(snap, Role.TAB, "General")
        privacy = find(snap, Role.TAB, "Privacy")
        assert State.SELECTED in general.states, format_snapshot(snap)
        assert State.SELECTED not in privacy.states, format_snapshot(snap)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=privacy.id))
        assert await browser_env.value("window.__did") == ["tab privacy"]
        after = await s.observe(q)
        assert State.SELECTED in find(after, Role.TAB, "Privacy").states, format_snapshot(after)
        assert State.SELECTED not in find(after, Role.TAB, "General").states
