"""Onsen UI's tab bar read as a person sees it: ``<ons-tab>`` items (``div.tabbar >
ons-tab.tabbar__item.active > button.tabbar__button``) read as tabs, the shown one
selected, and a page swiped out of view lists none of its controls."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_tab_bar_of_item_buttons_reads_as_tabs_the_shown_one_selected(
    browser_env: BrowserEnv,
) -> None:
    """Each ``button`` in a ``tabbar__item`` of a ``tabbar`` is a tab; the item marked
    ``active`` is the selected one, before and after a press."""
    await browser_env.goto("lib33_onsen.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        home = find(snap, Role.TAB, "Home")
        assert State.SELECTED in home.states
        prefs = find(snap, Role.TAB, "Prefs")
        assert State.SELECTED not in prefs.states
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=prefs.id))
        await browser_env.ready("window.__did.length > 0")
        assert await browser_env.value("window.__did") == ["tab 1"]
        snap = await s.observe(q)
        assert State.SELECTED in find(snap, Role.TAB, "Prefs").states
        assert State.SELECTED not in find(snap, Role.TAB, "Home").states


async def test_a_page_swiped_out_of_view_lists_none_of_its_controls(
    browser_env: BrowserEnv,
) -> None:
    """After the Prefs tab is shown, the Home page lies beside the view, moved by the
    swiper's transform: neither its switch nor its button is listed, even offscreen."""
    await browser_env.goto("lib33_onsen.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        assert "Save device" in format_snapshot(snap)
        prefs = next(e for e in snap.elements if e.name == "Prefs")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=prefs.id))
        await browser_env.ready("window.__did.length > 0")
        await browser_env.ready("!document.querySelector('#tabbar').matches('.ons-swiping')")
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "Reset prefs" in text, text
        assert "Save device" not in text, text
        assert "switch" not in text, text
