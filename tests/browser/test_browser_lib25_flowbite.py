"""Flowbite 2 admin parts: closed drawers, row menu buttons and collapse toggles."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

_READY = "window.__ready === true && typeof FlowbiteInstances === 'object'"


async def test_a_closed_drawer_is_not_listed(browser_env: BrowserEnv) -> None:
    """Flowbite moves a closed drawer off screen and hides it with ``aria-hidden``: none
    of its links or buttons is listed (they read as ``clickable (icon: dashboard)``
    before); opened, its link reads with its own words and is pressed."""
    await browser_env.goto("lib25_flowbite.html")
    await browser_env.ready(_READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "dashboard" not in text.lower(), text
        assert "checkout" not in text.lower(), text
        assert not [e for e in snap.elements if State.OFFSCREEN in e.states], text
        show = find(snap, Role.BUTTON, "Show navigation")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=show.id))
        snap = await s.observe(q)
        link = find(snap, Role.LINK, "Dashboard")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=link.id))
        assert await browser_env.value("window.__did") == ["nav Dashboard"]


async def test_a_row_menu_button_is_not_hinted_by_a_name(browser_env: BrowserEnv) -> None:
    """A row's menu button whose id holds the row's record name (``ana-btn``) is not
    hinted by that name: its hint says what it is, and it opens the row's menu."""
    await browser_env.goto("lib25_flowbite.html")
    await browser_env.ready(_READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        buttons = [e for e in snap.elements if e.role is Role.BUTTON and not e.name]
        assert len(buttons) == 1, format_snapshot(snap)
        hint = buttons[0].hint or ""
        assert hint and "ana" not in hint.split(), format_snapshot(snap)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=buttons[0].id))
        snap = await s.observe(q)
        edit = find(snap, Role.LINK, "Edit")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=edit.id))
        assert await browser_env.value("window.__did") == ["edit Ana"]


async def test_a_collapse_toggle_says_its_state_before_first_use(browser_env: BrowserEnv) -> None:
    """A ``data-collapse-toggle`` button has no ``aria-expanded`` until first pressed:
    its ``aria-controls`` target, hidden, makes it ``collapsed``; shown, ``expanded``."""
    await browser_env.goto("lib25_flowbite.html")
    await browser_env.ready(_READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        more = find(snap, Role.BUTTON, "More info")
        assert State.COLLAPSED in more.states, format_snapshot(snap)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=more.id))
        snap = await s.observe(q)
        more = find(snap, Role.BUTTON, "More info")
        assert State.EXPANDED in more.states, format_snapshot(snap)
        assert "Shipping takes two days." in format_snapshot(snap)


async def test_an_open_drawer_says_its_name_on_its_own_line(browser_env: BrowserEnv) -> None:
    """Flowbite opens its drawer as a modal dialog named by its heading
    (``aria-labelledby``): the dialog's own line says that name, not ``modal dialog``
    alone, and the heading keeps its line."""
    await browser_env.goto("lib25_flowbite.html")
    await browser_env.ready(_READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        show = find(snap, Role.BUTTON, "Show navigation")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=show.id))
        snap = await s.observe(q)
        text = format_snapshot(snap)
        dialog = next(e for e in snap.elements if e.role is Role.DIALOG)
        assert dialog.name, text
        line = next(x for x in text.splitlines() if x.strip().startswith(f"{dialog.id} "))
        assert line.strip().endswith(f"dialog {dialog.name}"), text
        assert any(x.strip().endswith(f"heading {dialog.name}") for x in text.splitlines()), text
