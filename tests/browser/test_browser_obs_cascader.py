"""An icon drawn inside a tab or a menu item is read on its own, not in the item's name.

Ant Design draws an icon as a ``role=img`` span named by the icon (``dollar``, a
cascader's expand arrow ``right``), and Chromium names the tab or item around it by its
contents, the icon's name too (``dollar Pricing``, ``Electronics right``). The icon is
listed on its own line: its name leaves the item's, which reads as a person sees it.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_an_icon_name_leaves_its_tab_and_menu_item(browser_env: BrowserEnv) -> None:
    await browser_env.goto("obs_cascader.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        pricing = find(snap, Role.TAB, "Pricing")
        item = find(snap, Role.MENUITEM, "Electronics")
        # The icons are still there, each on its own line.
        assert any(e.role is Role.IMAGE and e.name == "right" for e in snap.elements), text
        assert any(e.role is Role.IMAGE and e.name == "dollar" for e in snap.elements), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=pricing.id))
        assert r.ok, r
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=item.id))
        assert r.ok, r
        snap = await s.observe(q)
        again = next(e for e in snap.elements if e.id == item.id)
        assert again.name == "Electronics" and State.CHECKED in again.states, again
    assert await browser_env.value("window.__did") == ["tab Pricing", "item Electronics"]
