"""Tabulator: the rows the grid takes by ``aria-owns`` read where they are drawn."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


def _order(snap: Snapshot) -> list[str]:
    """The ids of the read in reading order."""
    return [n.id for n in snap.elements]


async def test_owned_rows_read_before_the_pager(browser_env: BrowserEnv) -> None:
    """The rows sit in the table holder the grid owns them from: they read right after
    the header row and before the pager, keep their ids from read to read, and the pager
    still turns the page."""
    await browser_env.goto("lib34_tabulator.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        order = _order(snap)
        header = find(snap, Role.COLUMNHEADER, "Name")
        alice = find(snap, Role.ROW, "Alice Smith")
        bob = find(snap, Role.ROW, "Bob Jones")
        first = find(snap, Role.BUTTON, "First Page")
        assert order.index(header.id) < order.index(alice.id), text
        assert order.index(alice.id) < order.index(bob.id) < order.index(first.id), text
        again = await s.observe(q)
        assert find(again, Role.ROW, "Alice Smith").id == alice.id, format_snapshot(again)
        page2 = find(again, Role.BUTTON, "Show Page 2")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=page2.id))
        assert await browser_env.value("window.__did") == ["page 2"]
        assert r.after is not None
        text = format_snapshot(r.after)
        cara = find(r.after, Role.ROW, "Cara Diaz")
        order = _order(r.after)
        assert order.index(cara.id) < order.index(find(r.after, Role.BUTTON, "First Page").id)
        assert "Alice Smith" not in text, text
