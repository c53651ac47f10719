"""Bulma's CSS-only components driven through ids from ``observe``: its tabs, links in
the items of a list inside ``<div class="tabs">``, say the shown one by the item's
``is-active`` alone."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_bulma_tab_whose_item_is_active_is_selected(browser_env: BrowserEnv) -> None:
    """``<div class="tabs"><ul><li class="is-active"><a>Overview</a></li>…``: the links
    read as tabs, *Overview* ``selected``; the one pressed next takes it."""
    await browser_env.goto("lib30_bulma.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert State.SELECTED in find(snap, Role.TAB, "Overview").states, text
        orders = find(snap, Role.TAB, "Orders")
        assert State.SELECTED not in orders.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=orders.id))
        assert await browser_env.value("window.__did") == ["tab Orders"]
        assert r.after is not None
        after = format_snapshot(r.after)
        assert State.SELECTED in find(r.after, Role.TAB, "Orders").states, after
        assert State.SELECTED not in find(r.after, Role.TAB, "Overview").states, after
