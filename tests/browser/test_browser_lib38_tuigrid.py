"""TOAST UI Grid driven through ids from ``observe``: a grid with a check box and a line
number in front of each row, and a frozen column, draws those in a table of its own
beside the records' table."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_row_box_beside_its_line_number_is_named_by_its_record(
    browser_env: BrowserEnv,
) -> None:
    """Each row's check box shares its frozen table's row with only numbers (the line
    number ``2``, the order ``1001``): it is named by the record on its line, ``Bob``, and
    checking it checks Bob's row."""
    await browser_env.goto("lib38_grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        bob = find(snap, Role.CHECKBOX, "Bob")
        assert State.CHECKED not in bob.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=bob.id))
        assert await browser_env.value("window.__did") == ["check Bob"]
        assert r.after is not None
        assert State.CHECKED in find(r.after, Role.CHECKBOX, "Bob").states


async def test_a_bare_sort_link_in_a_header_is_named_by_its_column(
    browser_env: BrowserEnv,
) -> None:
    """Each sortable header holds a bare ``<a class="tui-grid-btn-sorting">``: it reads
    ``Sort by Customer``, and once pressed its header reads ``ascending``."""
    await browser_env.goto("lib38_grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "tui grid sorting" not in text, text
        sort = find(snap, Role.LINK, "Sort by Customer")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=sort.id))
        assert await browser_env.value("window.__did") == ["sort name asc"]
        assert r.after is not None
        header = find(r.after, Role.COLUMNHEADER, "Customer")
        assert State.ASCENDING in header.states, format_snapshot(r.after)
