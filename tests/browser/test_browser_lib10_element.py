"""Element Plus screens driven through ids from ``observe``: a leaf has no expanded state."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

_OPEN_STATES = {State.EXPANDED, State.COLLAPSED}


async def test_an_element_plus_tree_leaf_reads_as_a_leaf(browser_env: BrowserEnv) -> None:
    """Element Plus marks every tree item ``aria-expanded=true``, a leaf too, and draws a
    leaf's expander as a transparent icon (``is-leaf``): a leaf has no expanded state and
    no expander to press, a branch keeps both; its check box acts."""
    await browser_env.goto("lib10_element.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert State.EXPANDED in find(snap, Role.TREEITEM, "Billing").states, text
        leaf = find(snap, Role.TREEITEM, "View invoices")
        assert not leaf.states & _OPEN_STATES, text
        assert "leaf" not in text, text
        box = find(snap, Role.CHECKBOX, "Invite")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert "perm Invite true" in await browser_env.value("window.__did")


async def test_an_element_plus_cascader_leaf_option_is_not_collapsed(
    browser_env: BrowserEnv,
) -> None:
    """An Element Plus cascader's leaf option is a ``menuitem`` with ``aria-expanded=false``
    and no popup: it opens nothing, so it reads without ``collapsed``; the branch keeps
    its state; picking the leaf lands."""
    await browser_env.goto("lib10_element.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        field = find(snap, Role.TEXTBOX, "Pick a region")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=field.id))
        europe = find(r.after, Role.MENUITEM, "Europe")
        assert State.COLLAPSED in europe.states, format_snapshot(r.after)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=europe.id))
        paris = find(r.after, Role.MENUITEM, "Paris")
        assert not paris.states & _OPEN_STATES, format_snapshot(r.after)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=paris.id))
        assert await browser_env.value("window.__did") == ["region eu/par"]


async def test_an_element_plus_date_picker_icon_is_its_field_s_face(
    browser_env: BrowserEnv,
) -> None:
    """Element Plus draws a calendar icon before its date picker's field, in the field's
    box (``el-input__prefix``): a press there opens the same picker, so it is the field's
    face, not a ``clickable (icon: input)`` of its own; the field opens its calendar."""
    await browser_env.goto("lib10_date.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "(icon:" not in text, text
        field = find(snap, Role.COMBOBOX, "Joined after")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=field.id))
        await browser_env.ready("!!document.querySelector('.el-picker-panel .el-date-table')")
