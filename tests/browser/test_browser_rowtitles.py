"""Rows named by their own words, cells not by their controls' glued names."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_rows_are_told_apart_by_their_titles(browser_env: BrowserEnv) -> None:
    # Two clickable rows whose own text is only a badge ("Active"): their clickable
    # titles say which is which, and acting on a row still finds it.
    await browser_env.goto("rowtitles.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        rows = [e.name for e in snap.elements if e.has(State.CLICKABLE) and "Active" in e.name]
        assert rows == ["Wool Beanie Active", "Canvas Tote Active"], rows
        # A cell's row actions are lines of their own, not glued onto its words.
        cells = [e.name for e in snap.elements if e.role is Role.CELL and e.name]
        assert cells == ["Owner", "Akismet Anti-spam"], cells
        links = [e.name for e in snap.elements if e.role is Role.LINK]
        assert links == ["Hannah Weiss", "Edit", "Settings", "Deactivate"], links
        # A link a row begins with, past its check box, is the record's title: the row
        # keeps it in its name; its check box and its Edit, in cells of their own, are
        # no words of it.
        row = next(e for e in snap.elements if e.role is Role.ROW and "Owner" in e.name)
        assert row.name == "Hannah Weiss Owner", row
        title = next(e for e in snap.elements if e.name == "Canvas Tote")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=title.id))
    assert await browser_env.value("document.body.dataset.open") == "p2"


async def test_a_row_whose_middle_is_its_own_button_is_pressed_on_its_words(
    browser_env: BrowserEnv,
) -> None:
    # The row's middle is its "Clear" (a span with a handler of its own): pressing the
    # row presses its words, not the button there.
    await browser_env.goto("rowtitles.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        row = next(e for e in snap.elements if e.name.startswith("Brightline Labs Inc."))
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))
    assert await browser_env.value("document.body.dataset.hit") == "open"
