"""A press on an element whose middle is another control inside it lands on its own part.

An expanded tree item's box holds its children: its middle is a child's. A person
presses the item's own label; a press that lands on a child is not the item's.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_an_expanded_tree_item_is_pressed_on_its_own_label(browser_env: BrowserEnv) -> None:
    await browser_env.goto("filetree.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        src = find(snap, Role.TREEITEM, "src")
        assert State.EXPANDED in src.states
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=src.id))
        assert r.receipt.ok
        assert State.EXPANDED not in find(r.after, Role.TREEITEM, "src").states
        # A child is pressed as itself.
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(r.after, Role.TREEITEM, "docs").id)
        )
    assert await browser_env.value("document.getElementById('log').textContent") == (
        "collapsed src\nopened docs\n"
    )


async def test_a_row_whose_middle_is_its_own_icon_is_pressed_on_its_words(
    browser_env: BrowserEnv,
) -> None:
    """The icon in a clickable row's middle has its own click listener: a press there
    would remind the registrants, while the receipt named the row."""
    await browser_env.goto("rowcentre.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        row = find(snap, Role.GENERIC, "Volunteer Orientation Mar 3")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))
        assert r.receipt.ok, r.receipt.error
    assert await browser_env.value("document.getElementById('log').textContent") == (
        "opened orient\n"
    )


async def test_a_header_drawn_in_capitals_is_pressed_as_seen(browser_env: BrowserEnv) -> None:
    """The tree names it by its drawn text (``EXPIRES ▾``), the page holds ``Expires ▾``:
    the same element, not a changed one."""
    await browser_env.goto("uppercase.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        head = find(snap, Role.GENERIC, "EXPIRES ▾")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=head.id))
        assert r.receipt.ok, r.receipt.error
    assert await browser_env.value("document.getElementById('log').textContent") == (
        "sort expires\n"
    )
