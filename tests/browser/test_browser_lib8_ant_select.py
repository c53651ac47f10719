"""Ant Design 5's Select and Cascader (React 18), driven through ids from ``observe``."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.errors import ActionFailed
from handrail.model import Snapshot, TargetQuery
from handrail.session import Session
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

_CLOSED = "!document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')"
"""Every drop-down's list has closed (its animation over)."""


def _shown(snap: Snapshot, name: str) -> list[str]:
    """The ids of elements named ``name``."""
    return [e.id for e in snap.elements if e.name == name]


async def _page(env: BrowserEnv) -> TargetQuery:
    """Open the page and wait for React to have drawn it; the query for it."""
    await env.goto("lib8_ant_select.html")
    await env.ready("window.__ready === true")
    return env.query()


async def _reopens(env: BrowserEnv, s: Session, q: TargetQuery, name: str, value: str) -> Snapshot:
    """Once its list has closed, the combobox ``name`` shows ``value``, is not covered and
    opens again when pressed; the read after it was closed."""
    await env.ready(_CLOSED)
    snap = await s.observe(q)
    text = format_snapshot(snap)
    box = find(snap, Role.COMBOBOX, name)
    assert box.value == value, text
    assert State.COVERED not in box.states, text
    await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
    opened = await s.observe(q)
    assert State.EXPANDED in find(opened, Role.COMBOBOX, name).states, text
    return snap


async def test_an_ant_design_select_shows_its_choice_and_opens_again(
    browser_env: BrowserEnv,
) -> None:
    """Ant Design draws its Select as a box holding a transparent read-only ``<input
    role=combobox>`` and, beside it, the choice (``<span
    class=ant-select-selection-item>``) drawn over it. The choice is the combobox's value
    (``combobox Category = Office chair``), no separate ``clickable Office chair``, and a
    press on the combobox (whose middle is the choice's words) opens it again."""
    q = await _page(browser_env)
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.COMBOBOX, "Category")
        assert not box.value, format_snapshot(snap)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        snap = await s.observe(q)
        text = format_snapshot(snap)
        chair = [e for e in snap.elements if e.name == "Office chair" and e.actions]
        chair = [e for e in chair if State.OFFSCREEN not in e.states]
        assert len(chair) == 1, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=chair[0].id))
        assert (await browser_env.value("window.__did"))[-1] == "category chair"
        snap = await _reopens(browser_env, s, q, "Category", "Office chair")
        assert _shown(snap, "Office chair") == [], format_snapshot(snap)


async def test_an_ant_design_cascader_shows_its_path(browser_env: BrowserEnv) -> None:
    """The Cascader is drawn the same way: its chosen path (``France / Paris``) is its
    combobox's value, and the combobox opens again when pressed."""
    q = await _page(browser_env)
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.COMBOBOX, "Region")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        for step in ("France", "Paris"):
            snap = await s.observe(q)
            item = [e for e in snap.elements if e.name == step and e.actions]
            assert item, format_snapshot(snap)
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=item[0].id))
        assert (await browser_env.value("window.__did"))[-1] == "region fr/paris"
        await _reopens(browser_env, s, q, "Region", "France / Paris")


async def test_an_open_ant_design_select_lists_its_items_as_options(
    browser_env: BrowserEnv,
) -> None:
    """rc-select lists its items as ``<div class=ant-select-item-option>`` with no role
    (the ``role=option`` copies it keeps in a list of no size for screen readers are
    never drawn): the drawn items are the ``option``s, the one its class draws as
    ``-active`` only highlighted (nothing is chosen yet), and the unseen list goes."""
    q = await _page(browser_env)
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.COMBOBOX, "Category")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        snap = await s.observe(q)
        text = format_snapshot(snap)
        named = [e for e in snap.elements if e.name in ("Desk lamp", "Office chair")]
        assert [e.role for e in named] == [Role.OPTION, Role.OPTION], text
        lamp, chair = named
        assert State.SELECTED not in lamp.states and State.HIGHLIGHTED in lamp.states, text
        assert State.OFFSCREEN not in chair.states, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=chair.id))
        assert (await browser_env.value("window.__did"))[-1] == "category chair"


async def test_set_value_on_an_ant_design_select_says_to_pick(browser_env: BrowserEnv) -> None:
    """Its combobox is a read-only ``<input>``: text cannot choose. ``set-value`` sends
    nothing and says to open it and pick the option, not only that it is read-only."""
    q = await _page(browser_env)
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.COMBOBOX, "Category")
        act = Action(kind=ActionKind.SET_VALUE, element_id=box.id, text="Office chair")
        with pytest.raises(ActionFailed, match="pick") as failed:
            await s.act(q, act)
        assert "option" in str(failed.value)
        assert await browser_env.value("window.__did") == []


async def test_an_ant_design_select_arrow_is_part_of_it(browser_env: BrowserEnv) -> None:
    """The arrow drawn beside the box (``.ant-select-arrow``, which takes no press) is
    part of the drop-down, no ``clickable covered (icon: down select suffix)``."""
    q = await _page(browser_env)
    async with session(browser_env) as s:
        snap = await s.observe(q)
        unnamed = [e for e in snap.elements if State.CLICKABLE in e.states and not e.name]
        assert unnamed == [], format_snapshot(snap)
