"""Confirmations a page draws as a dimmed layer of plain elements are dialogs.

No ``role="dialog"`` says so: a layer fixed over the whole page, tinted half-through,
holds a heading, a text and buttons. A transparent layer that only catches a press
outside a menu is no dialog.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_dimmed_layer_is_a_dialog_named_by_its_heading(browser_env: BrowserEnv) -> None:
    await browser_env.goto("layers.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        assert not [e for e in snap.elements if e.role is Role.DIALOG]
        # The transparent layer under the menu catches the press outside it.
        await s.act(q, Action(kind=ActionKind.CLICK, x=600, y=400))
        snap = await s.observe(q)
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(snap, Role.GENERIC, "Options").id)
        )
        assert r.after is not None
        dialog = find(r.after, Role.DIALOG, "Archive 3 projects?")
        archive = find(r.after, Role.GENERIC, "Archive")
        assert archive.parent == dialog.id
        assert [e.name for e in r.after.elements if e.role is Role.DIALOG] == [dialog.name]


async def test_a_clear_layer_with_a_backdrop_inside_is_a_dialog_named_by_its_question(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("layers.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        await s.act(q, Action(kind=ActionKind.CLICK, x=600, y=400))  # the menu's catcher
        snap = await s.observe(q)
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(snap, Role.GENERIC, "Drafts").id)
        )
        assert r.after is not None
        # No heading: the question its text begins with names it.
        dialog = find(r.after, Role.DIALOG, "Discard draft?")
        assert find(r.after, Role.GENERIC, "OK").parent == dialog.id
