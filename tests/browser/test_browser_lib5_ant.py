"""Screens built with Ant Design 5 (React 18), driven through ids from ``observe``."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_an_ant_design_icon_is_part_of_its_button_or_link(browser_env: BrowserEnv) -> None:
    """Ant Design draws an icon as ``<span role=img aria-label="plus">`` in its button or
    link; React handles every click at its root, so only the cursor says what is
    clickable. The icon is the control's face, no control of its own: ``button Add
    user`` over ``image plus``, not ``clickable image plus``; one ``button reload``."""
    await browser_env.goto("lib5_ant_icons.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        pressable = [e.name for e in snap.elements if e.role is Role.IMAGE and e.actions]
        assert pressable == [], text
        for role, name, done in (
            (Role.BUTTON, "Add user", "add"),
            (Role.BUTTON, "reload", "refresh"),
            (Role.LINK, "More", "more"),
        ):
            control = find(snap, role, name)
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=control.id))
            assert (await browser_env.value("window.__did"))[-1] == done
