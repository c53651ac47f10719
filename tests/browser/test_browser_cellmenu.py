"""A row's menu of plain clickable ``<div>``s inside a table cell, opened by a ``⋮``.

The cell's name is made of its contents, the menu's texts among them: the texts were
dropped as repeating it, and the menu's items read as unnamed icons
(``clickable (icon: view payments)``), the ``⋮`` as a bare ``clickable``.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_cells_menu_items_are_named_by_their_text_and_pressed_by_it(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("cellmenu.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        kebab = next(e for e in snap.elements if e.hint == "more")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=kebab.id))
        snap = await s.observe(q)
        text = format_snapshot(snap)
        items = {e.name: e for e in snap.elements if e.role is Role.GENERIC and e.interactive}
        assert {"View payments", "Edit details", "Delete"} <= set(items), text
        assert not any(e.hint == "view payments" for e in snap.elements), text
        # A text in a plain <div> of a cell is said once, by the cell.
        assert text.count("Alice Smith") == 1, text
        find(snap, Role.CELL, "Alice Smith")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=items["View payments"].id))
    assert await browser_env.value("document.getElementById('out').textContent") == (
        "view payments"
    )


async def test_a_closed_menus_words_are_no_hint_of_the_button_that_opens_it(
    browser_env: BrowserEnv,
) -> None:
    # "⋮ (icon: menu more duplicate cancel meeting)" was held as cancelling a meeting.
    await browser_env.goto("cellmenu.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    kebab = next(e for e in snap.elements if e.role is Role.BUTTON and e.name == "⋮")
    assert kebab.hint == "more", kebab.hint


async def test_an_open_menus_items_are_no_words_of_its_cell(browser_env: BrowserEnv) -> None:
    # One listener for the page: the cell is what a person clicks, named "⋮"; open, it
    # read "⋮ View history Turn off payee" and came back under a new id.
    await browser_env.goto("cellmenu.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        cell = [e for e in snap.elements if e.role is Role.CELL and e.name == "⋮"][-1]
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=cell.id))
        snap = await s.observe(q)
        text = format_snapshot(snap)
        same = next((e for e in snap.elements if e.id == cell.id), None)
        assert same is not None and same.name == "⋮", text
        item = find(snap, Role.GENERIC, "View history")
        assert item.parent == cell.id, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=item.id))
    assert await browser_env.value("document.getElementById('out').textContent") == "history"
