"""A dialog the page left unnamed is named by its first heading, as a person reads it."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_an_unnamed_dialog_takes_its_heading_as_its_name(browser_env: BrowserEnv) -> None:
    await browser_env.goto("headed_dialog.html")
    await browser_env.value("(document.getElementById('native').show(), 0)")
    q = browser_env.query()
    async with session(browser_env) as s:
        names = [e.name for e in (await s.observe(q)).elements if e.role is Role.DIALOG]
        # A named dialog keeps its own name, not its heading's.
        assert sorted(names) == ["Cookie choices", "Rename file"], names
        await browser_env.value("(document.getElementById('modal').hidden = false, 0)")
        snap = await s.observe(q)
        names = [e.name for e in snap.elements if e.role is Role.DIALOG]
    assert "Delete 3 files?" in names, names


async def test_a_closed_dialogs_button_is_no_longer_shown(browser_env: BrowserEnv) -> None:
    # Acting on a button of a dialog that closed says so, not "changed (now generic '')".
    from handrail.actions import Action, ActionKind
    from handrail.errors import StaleElement

    await browser_env.goto("headed_dialog.html")
    await browser_env.value("(document.getElementById('modal').hidden = false, 0)")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        delete = next(e for e in snap.elements if e.role is Role.BUTTON and e.name == "Delete")
        await browser_env.value("(document.getElementById('modal').hidden = true, 0)")
        with pytest.raises(StaleElement, match="no longer shown"):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=delete.id))
