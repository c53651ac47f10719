"""A text the page draws again in its place keeps its id, and so does one drawn a line
lower with the rest of its list; drawn elsewhere on its own, its old id is stale, and the
error says its new one."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.errors import StaleElement

pytestmark = pytest.mark.browser


async def test_a_text_drawn_again_keeps_its_id_in_its_place_and_names_its_new_one_elsewhere(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("redrawn_text.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        ben = next(e for e in snap.elements if e.name == "Ben: see you at five")
        await browser_env.value("redraw()")
        same = next(e for e in (await s.observe(q)).elements if e.name == "Ben: see you at five")
        assert same.id == ben.id  # new elements, the same text in the same place
        r = await s.act(q, Action(kind=ActionKind.SCROLL, element_id=ben.id, dy=1))
        assert r.ok, r
        await browser_env.value("arrive()")
        lower = next(e for e in (await s.observe(q)).elements if e.name == "Ben: see you at five")
        assert lower.id == ben.id  # the whole list a line lower: the same messages
        await browser_env.value("swap()")
        now = next(e for e in (await s.observe(q)).elements if e.name == "Ben: see you at five")
        assert now.id != ben.id
        with pytest.raises(StaleElement, match=f"is now {now.id}"):
            await s.act(q, Action(kind=ActionKind.SCROLL, element_id=ben.id, dy=1))


async def test_a_closed_menus_item_points_to_no_look_alike(browser_env: BrowserEnv) -> None:
    # The menu's Delete has gone with its menu; the toolbar's Delete is another control,
    # so the error names no id for it.
    await browser_env.goto("closedmenu.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        menu_delete = [e for e in snap.elements if e.name == "Delete"][-1]
        await browser_env.value("closeMenu()")
        await s.observe(q)
        with pytest.raises(StaleElement) as err:
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=menu_delete.id))
        assert "is now" not in str(err.value)
        assert await browser_env.value("document.getElementById('out').textContent") == "idle"
