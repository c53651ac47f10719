"""Ant Design's table and Popconfirm read as a person sees them: a column's sort arrows
are its header's face, and a confirmation is named by its question alone."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_popconfirm_is_named_by_its_question(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib14_ant.html")
    await browser_env.ready("window.__ready === true && !!document.querySelector('.ant-table')")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        archive = next(e for e in snap.elements if e.role is Role.BUTTON and e.name == "Archive")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=archive.id))
        text = format_snapshot(r.after)
        tip = find(r.after, Role.TOOLTIP, "Archive this order?")
        assert "No Yes" not in text, text
        yes = next(e for e in r.after.elements if e.name == "Yes" and e.parent == tip.id)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=yes.id))
        assert await browser_env.value("window.__did") == ["archive Lamp"]


async def test_a_sortable_columns_arrows_are_its_headers_face(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib14_ant.html")
    await browser_env.ready("window.__ready === true && !!document.querySelector('.ant-table')")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "sorter" not in text and "caret" not in text, text
        header = find(snap, Role.COLUMNHEADER, "Qty")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=header.id))
        assert await browser_env.value("window.__did") == ["sort qty ascend"]
