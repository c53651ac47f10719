"""A spreadsheet's selected cell takes typed text as keystrokes, which open its editor."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.errors import ActionFailed
from handrail.model import TargetQuery
from handrail.session import ActResult, Session
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def _type_at_b2(s: Session, q: TargetQuery, text: str) -> ActResult:
    """Type ``text`` at cell B2 (it reads 12), through its id from an observation."""
    snap = await s.observe(q)
    cell = next(e for e in snap.elements if e.name == "12")
    return await s.act(q, Action(kind=ActionKind.TYPE, element_id=cell.id, text=text))


async def test_typing_into_a_grid_cell_opens_its_editor_with_the_text(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs2_sheet.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        r = await _type_at_b2(s, q, "15")
        assert r.ok, r
        assert await browser_env.value("document.activeElement.value") == "15"
        editor = find(r.after, Role.TEXTBOX, "")
        await s.act(q, Action(kind=ActionKind.KEY, element_id=editor.id, keys="Return"))
        assert await browser_env.value("window.__did") == ["edit B2=15"]


async def test_typing_with_no_id_where_a_grid_cell_has_the_focus_reaches_it(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs2_sheet.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        await browser_env.value("document.querySelector('[data-k=C2]').focus()")
        await s.observe(q)
        r = await s.act(q, Action(kind=ActionKind.TYPE, text="7"))
        assert r.ok, r
        assert await browser_env.value("document.activeElement.value") == "7"


async def test_a_cell_that_ignores_keys_fails_the_typing(browser_env: BrowserEnv) -> None:
    await browser_env.goto("obs2_sheet.html")
    # The same grid without its key handler: a cell that opens no editor.
    grid = "document.getElementById('grid')"
    await browser_env.value(f"{grid}.replaceWith({grid}.cloneNode(true))")
    q = browser_env.query()
    async with session(browser_env) as s:
        with pytest.raises(ActionFailed, match="did not take"):
            await _type_at_b2(s, q, "15")


async def test_a_line_break_typed_at_a_cell_presses_enter_and_the_cell_reads_the_text(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs2_sheet.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        r = await _type_at_b2(s, q, "15\n")
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["edit B2=15"]
