"""Framework7 screens read as a person sees them: the swipe-out actions hidden behind a
list row (drawn scaled to nothing until the row is swiped) are out of view, not plain
links beside the row, and the tab bar's links read as tabs, the shown one selected."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_swipe_out_actions_behind_a_row_read_out_of_view(browser_env: BrowserEnv) -> None:
    """``.swipeout-actions-right > a`` is ``transform: scale(0)`` under the row's content:
    nothing of it is drawn, so it reads ``offscreen``; the row itself does not. A press
    through its id still reaches the page's handler."""
    await browser_env.goto("lib33_f7.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        row = find(snap, Role.LINK, "Alice Smith Lunch tomorrow?")
        assert State.OFFSCREEN not in row.states
        for name in ("Archive", "Delete"):
            assert State.OFFSCREEN in find(snap, Role.LINK, name).states, name
        archive = find(snap, Role.LINK, "Archive")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=archive.id))
        assert await browser_env.value("window.__did") == ["archive Alice"]


async def test_a_tab_bar_of_links_reads_as_tabs_the_shown_one_selected(
    browser_env: BrowserEnv,
) -> None:
    """``.toolbar-inner > a.tab-link.tab-link-active``: ``selected tab Mail``, ``tab
    Settings``; pressing Settings shows its tab, which then reads selected."""
    await browser_env.goto("lib33_f7.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        mail = find(snap, Role.TAB, "Mail")
        assert State.SELECTED in mail.states
        settings = find(snap, Role.TAB, "Settings")
        assert State.SELECTED not in settings.states
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=settings.id))
        assert await browser_env.value("window.__did") == ["tab tab-settings"]
        assert r.after is not None
        assert State.SELECTED in find(r.after, Role.TAB, "Settings").states


async def test_a_field_is_named_by_its_item_label_not_its_placeholder(
    browser_env: BrowserEnv,
) -> None:
    """``<div class="item-title item-label">Display name</div><div
    class="item-input-wrap"><input placeholder="Your name">``: the caption over the
    field's wrapper names it, and a value set through its id reaches the page."""
    await browser_env.goto("lib33_f7.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        settings = find(snap, Role.TAB, "Settings")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=settings.id))
        snap = await s.observe(q)
        field = find(snap, Role.TEXTBOX, "Display name")
        await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=field.id, text="Ann"))
        assert await browser_env.value("window.__did") == ["tab tab-settings", "dname Ann"]
