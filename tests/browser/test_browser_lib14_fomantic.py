"""Fomantic-UI's selection drop-down reads as the combobox it is: named by its field's
label, valued by its choice, and its open menu's items are options."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_selection_dropdown_reads_as_a_named_valued_combobox(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("lib14_fomantic.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        country = find(snap, Role.COMBOBOX, "Country")
        assert country.value == "France", text
        assert State.COLLAPSED in country.states, text
        role = find(snap, Role.COMBOBOX, "Role")
        assert not role.value, text  # ``Select role`` is its placeholder, no choice
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=country.id))
        await browser_env.ready("!$('#country .menu').hasClass('animating')")
        snap = await s.observe(q)
        text = format_snapshot(snap)
        opened = find(snap, Role.COMBOBOX, "Country")
        assert State.EXPANDED in opened.states, text
        assert State.SELECTED in find(snap, Role.OPTION, "France").states, text
        germany = find(snap, Role.OPTION, "Germany")
        assert State.SELECTED not in germany.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=germany.id))
        assert await browser_env.value("window.__did") == ["country de"]
        await browser_env.ready("!$('#country .menu').hasClass('animating')")
        snap = await s.observe(q)
        assert find(snap, Role.COMBOBOX, "Country").value == "Germany", format_snapshot(snap)
        assert r.after is not None


async def test_a_toggle_drawn_by_its_wrapper_is_not_covered(browser_env: BrowserEnv) -> None:
    """``ui toggle checkbox`` draws the switch over its transparent input: a press on that
    face is the box's, so the box is not covered."""
    await browser_env.goto("lib14_fomantic.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.CHECKBOX, "Newsletter")
        assert State.COVERED not in box.states, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert await browser_env.value("window.__did") == ["news true"]
        assert State.CHECKED in find(r.after, Role.CHECKBOX, "Newsletter").states


async def test_the_active_tab_of_a_tab_row_reads_selected(browser_env: BrowserEnv) -> None:
    """``ui tabular menu`` marks its shown tab ``active``: a row of tabs, one selected."""
    await browser_env.goto("lib14_fomantic.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert State.SELECTED in find(snap, Role.TAB, "Profile").states, text
        billing = find(snap, Role.TAB, "Billing")
        assert State.SELECTED not in billing.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=billing.id))
        assert await browser_env.value("window.__did") == ["tab billing"]
        text = format_snapshot(r.after)
        assert State.SELECTED in find(r.after, Role.TAB, "Billing").states, text
        assert State.SELECTED not in find(r.after, Role.TAB, "Profile").states, text


async def test_an_icon_buttons_hint_leaves_out_colour_and_size(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib14_fomantic.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        button = next(e for e in snap.elements if e.role is Role.BUTTON and e.hint)
        words = button.hint.split()
        # ``mini`` says its size; ``red``, the page's colour of danger, stays for the gate.
        assert "trash" in words and "mini" not in words, format_snapshot(snap)
        assert "red" in words, format_snapshot(snap)
