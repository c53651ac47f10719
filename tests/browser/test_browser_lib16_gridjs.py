"""Grid.js 6: each column's sort button is told by its column, and the order a column is
sorted in and the page shown, which Grid.js marks by classes alone, are states."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_sort_buttons_are_told_by_their_columns(browser_env: BrowserEnv) -> None:
    """``Sort column ascending`` in each header reads with its column's words; a press on
    one sorts by that column, which then reads ``ascending``."""
    await browser_env.goto("lib16_gridjs.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        sorts = [e for e in snap.elements if e.role is Role.BUTTON and "Sort" in e.name]
        assert len(sorts) == 3 and len({e.name for e in sorts}) == 3, text
        total = next(e for e in sorts if "Total" in e.name)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=total.id))
        await browser_env.ready("window.__did.length > 0")
        assert "gridjs-sort" in (await browser_env.value("window.__did"))[-1]
        # Grid.js draws the new order when it has sorted, after the click's handlers.
        await browser_env.ready(
            "!!document.querySelector('th[data-column-id=total] button.gridjs-sort-asc')"
        )
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert find(snap, Role.COLUMNHEADER, "Total").has(State.ASCENDING), text
        assert not find(snap, Role.COLUMNHEADER, "Order").has(State.ASCENDING), text
        # Sorted, its button says the other order, still told by its column; the header
        # row says nothing of the buttons' words.
        find(snap, Role.BUTTON, "Total: Sort column descending")
        assert "row Order" not in text and "Sort column ascending Customer" not in text, text


async def test_the_page_shown_is_current(browser_env: BrowserEnv) -> None:
    """The pager's ``gridjs-currentPage`` button is ``current``; after a press on page 2,
    that one is."""
    await browser_env.goto("lib16_gridjs.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert find(snap, Role.BUTTON, "Page 1").has(State.CURRENT), text
        assert not find(snap, Role.BUTTON, "Page 2").has(State.CURRENT), text
        two = find(snap, Role.BUTTON, "Page 2")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=two.id))
        await browser_env.ready("window.__did.length > 0")
        await browser_env.ready(
            "document.querySelector('.gridjs-currentPage')?.textContent.trim() === '2'"
        )
        snap = await s.observe(q)
        assert find(snap, Role.BUTTON, "Page 2").has(State.CURRENT), format_snapshot(snap)
        assert not find(snap, Role.BUTTON, "Page 1").has(State.CURRENT), format_snapshot(snap)
