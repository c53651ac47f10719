"""Vue 3 apps built with Element Plus and Vuetify, driven through ids from ``observe``: a
Vuetify icon button named by its Material Design icon, an Element Plus switch read as
one control in the state the page draws."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_vuetify_icon_button_is_named_by_its_icon(browser_env: BrowserEnv) -> None:
    """``<v-btn icon="mdi-pencil">`` draws a button of modifier classes (``v-theme--light``,
    ``v-btn--size-small``) around ``<i class="mdi-pencil mdi v-icon">``: its hint is the
    icon's, so the row's edit and download buttons read apart."""
    await browser_env.goto("lib4_icons.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        buttons = [e for e in snap.elements if e.role is Role.BUTTON]
        assert [b.hint for b in buttons] == ["pencil", "download"] * 2, text
        download = buttons[3]
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=download.id))
        assert await browser_env.value("window.__did") == ["download INV-002"]


async def test_a_vuetify_switch_reads_once(browser_env: BrowserEnv) -> None:
    """A Vuetify switch is a shown checkbox beside a clickable ``.v-switch__track``: that
    track is its face, no second switch with a state of its own."""
    await browser_env.goto("lib4_icons.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        ticks = [e for e in snap.elements if e.role in (Role.SWITCH, Role.CHECKBOX)]
        assert len(ticks) == 1, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=ticks[0].id))
        assert await browser_env.value("window.__did") == ["notify false"]
        assert State.CHECKED not in find(r.after, ticks[0].role, ticks[0].name).states


async def test_an_element_plus_switch_reads_once_as_the_page_draws_it(
    browser_env: BrowserEnv,
) -> None:
    """An Element Plus switch is a zero-size checkbox inside a ``div.el-switch`` the page
    draws and listens on: that face is no second, unnamed switch. A press on its form
    label clicks the checkbox, the face's handler prevents the default (so the checkbox's
    own ``checked`` goes back) and turns it on: its ``aria-checked`` says so, and so must
    the read after the press."""
    await browser_env.goto("lib4_switches.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        switches = [e for e in snap.elements if e.role is Role.SWITCH]
        assert len(switches) == 3, text
        admins = find(snap, Role.SWITCH, "Only admins")
        assert State.CHECKED not in admins.states, text
        assert [State.CHECKED in e.states for e in switches[1:]] == [True, False], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=admins.id))
        assert await browser_env.value("window.__did") == ["admins true"]
        again = await s.observe(q)
        assert State.CHECKED in find(again, Role.SWITCH, "Only admins").states, (
            r.receipt,
            format_snapshot(again),
        )
        alan = [e for e in again.elements if e.role is Role.SWITCH][2]
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=alan.id))
        did = await browser_env.value("window.__did")
        assert did == ["admins true", "enabled Alan Turing true"]
        assert State.CHECKED in [e for e in r.after.elements if e.role is Role.SWITCH][2].states


async def test_a_vuetify_select_opens_by_its_named_combobox(browser_env: BrowserEnv) -> None:
    """A Vuetify select is a ``role=combobox`` field holding its ``role=combobox`` input,
    which the field's own parts draw over: a press on the named input lands on the field
    that holds it, the same control, and opens its menu."""
    await browser_env.goto("lib4_select.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.COMBOBOX, "Language")
        assert box.value == "English", format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        french = find(r.after, Role.OPTION, "French")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=french.id))
        assert await browser_env.value("window.__did") == ["lang French"]


async def test_an_element_plus_tree_checkbox_is_pressed_by_its_label(
    browser_env: BrowserEnv,
) -> None:
    """An Element Plus tree's checkbox has its label's words after its ``<label>``, and
    Vue leaves ``<!--v-if-->`` comments between: the checkbox is found again by those
    words, not by a comment's text, and its press lands."""
    await browser_env.goto("lib4_tree.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.CHECKBOX, "View invoices")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert "perm View invoices true" in await browser_env.value("window.__did")
        assert State.CHECKED in find(r.after, Role.CHECKBOX, "View invoices").states


async def test_a_vuetify_chip_is_pressed_by_its_words(browser_env: BrowserEnv) -> None:
    """A Vuetify chip is a focusable ``<span tabindex=0>`` with no role, which Chromium's
    own tree reads as an unnamed ``group``: it is found again by its words, and its press
    lands."""
    await browser_env.goto("lib4_chips.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        sports = next(e for e in snap.elements if e.name == "Sports")
        # Its ``v-chip--link`` modifier says it is drawn as pressable, not that it is a
        # link somewhere: a chip of a filter group is no link.
        assert sports.role is not Role.LINK, format_snapshot(snap)
        assert next(e for e in snap.elements if e.name == "News").has(State.SELECTED)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=sports.id))
        assert await browser_env.value("window.__did") == ["topics news,sports"]
