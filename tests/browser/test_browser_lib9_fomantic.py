"""Fomantic-UI's controls read as a person sees them: a check box or radio button drawn
by its ``ui checkbox`` wrapper reads once, and the item a drop-down's keyboard highlight
rests on is not its choice."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_wrapped_checkbox_and_radios_read_once(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib9_fomantic.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        for name in ("Require 2FA", "Free", "Pro"):
            assert [e.name for e in snap.elements].count(name) == 1, text
        box = find(snap, Role.CHECKBOX, "Require 2FA")
        assert State.CHECKED not in box.states and State.COVERED not in box.states, text
        assert State.CHECKED in find(snap, Role.RADIO, "Free").states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert await browser_env.value("window.__did") == ["2fa true"]
        assert State.CHECKED in find(r.after, Role.CHECKBOX, "Require 2FA").states
        pro = find(r.after, Role.RADIO, "Pro")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=pro.id))
        assert await browser_env.value("window.__did") == ["2fa true", "plan pro"]
        assert State.CHECKED in find(r.after, Role.RADIO, "Pro").states


async def test_a_dropdowns_highlight_is_no_choice(browser_env: BrowserEnv) -> None:
    """Fomantic marks the item its keyboard highlight rests on ``selected`` and the chosen
    one ``active``: in a multiple drop-down the arrow keys only move the highlight."""
    await browser_env.goto("lib9_fomantic.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        field = find(snap, Role.TEXTBOX, "Pick teams")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=field.id))
        await browser_env.ready("!$('#teams .menu').hasClass('animating')")
        r = await s.act(q, Action(kind=ActionKind.KEY, keys="ArrowDown"))
        assert await browser_env.value("$('#teams .item.selected').text()") == "Mobile"
        assert await browser_env.value("$('#teams').dropdown('get value')") == ""
        text = format_snapshot(r.after)
        assert not [e for e in r.after.elements if State.SELECTED in e.states], text
        web = next(e for e in r.after.elements if e.name == "Web")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=web.id))
        assert await browser_env.value("window.__did") == ["teams web"]


async def test_a_dropdowns_keyed_choice_reads_selected(browser_env: BrowserEnv) -> None:
    """In a single drop-down the arrow keys choose (``active selected``): that is a choice."""
    await browser_env.goto("lib9_fomantic.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.COMBOBOX, "Role")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        await browser_env.ready("!$('#role .menu').hasClass('animating')")
        r = await s.act(q, Action(kind=ActionKind.KEY, keys="ArrowDown"))
        assert await browser_env.value("window.__did") == ["role admin"]
        chosen = [e.name for e in r.after.elements if State.SELECTED in e.states]
        assert chosen == ["Admin"], format_snapshot(r.after)


async def test_an_accordions_open_section_reads_expanded(browser_env: BrowserEnv) -> None:
    """Fomantic marks an accordion's open title ``active``: open, not chosen."""
    await browser_env.goto("lib9_fomantic.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        admin = next(e for e in snap.elements if e.name == "Admin permissions")
        editor = next(e for e in snap.elements if e.name == "Editor permissions")
        assert State.EXPANDED in admin.states and State.SELECTED not in admin.states, text
        assert State.COLLAPSED in editor.states, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=editor.id))
        await browser_env.ready("!$('.accordion .content').hasClass('animating')")
        assert await browser_env.value("window.__did") == ["open Editor permissions"]
