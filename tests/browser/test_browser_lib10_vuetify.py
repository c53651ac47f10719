"""Vuetify 3 screens driven through ids from ``observe``: a select read as one combobox."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_vuetify_select_is_one_combobox(browser_env: BrowserEnv) -> None:
    """Vuetify's select is a ``role=combobox`` field holding its ``role=combobox`` input:
    one control, named and valued, with no unnamed combobox above it and no text
    repeating its label or its choice; the field's parts drawn over the input are its
    own (no ``covered``); picking from it lands."""
    await browser_env.goto("lib10_vuetify.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        boxes = [e for e in snap.elements if e.role is Role.COMBOBOX]
        assert [(e.name, e.value) for e in boxes] == [("Language", "English")], text
        assert State.COVERED not in boxes[0].states, text
        assert "English" not in text.replace("Language = English", ""), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=boxes[0].id))
        boxes = [e for e in r.after.elements if e.role is Role.COMBOBOX]
        assert [e.name for e in boxes] == ["Language"], format_snapshot(r.after)
        french = find(r.after, Role.OPTION, "French")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=french.id))
        assert await browser_env.value("window.__did") == ["lang French"]


async def test_a_vuetify_menu_reads_as_menu_items(browser_env: BrowserEnv) -> None:
    """Vuetify's menu button owns its open menu (``aria-owns``), whose items are list
    items drawn as links (``v-list-item--link``): the button keeps its own name, not the
    items' words, and the items are menu items to pick, not links; picking one lands."""
    await browser_env.goto("lib10_vuetify.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        theme = find(snap, Role.BUTTON, "THEME")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=theme.id))
        text = format_snapshot(r.after)
        assert [e.name for e in r.after.elements if e.role is Role.BUTTON][:1] == ["THEME"], text
        items = [e.name for e in r.after.elements if e.role is Role.MENUITEM]
        assert items == ["Light", "Dark", "System"], text
        assert not [e for e in r.after.elements if e.role is Role.LINK], text
        dark = find(r.after, Role.MENUITEM, "Dark")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=dark.id))
        assert await browser_env.value("window.__did") == ["theme Dark"]
