"""Framework7's and Onsen UI's list controls driven through ids from ``observe``: a
toggle whose label holds only its drawn knob, a check box whose icon font draws its tick
by a pseudo-element's glyph name, a switch its own drawn track covers."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_framework7_toggle_named_by_the_text_before_it_is_pressed(
    browser_env: BrowserEnv,
) -> None:
    """``<span>Email digest</span><label class="toggle"><input type=checkbox>…</label>``:
    the box is named by the words before its label, which holds none; pressing it is not
    refused as a changed element."""
    await browser_env.goto("lib30_f7.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        digest = find(snap, Role.CHECKBOX, "Email digest")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=digest.id))
        assert await browser_env.value("window.__did") == ["digest true"]
        assert r.after is not None
        assert State.CHECKED in find(r.after, Role.CHECKBOX, "Email digest").states


async def test_an_onsen_switch_under_its_drawn_track_is_pressed(browser_env: BrowserEnv) -> None:
    """``<ons-switch>`` draws its track (``div.switch__toggle``) over its own check box:
    a press there is the box's, not a cover's. The box reads as the switch it draws."""
    await browser_env.goto("lib30_onsen.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        bt = find(snap, Role.SWITCH, "Bluetooth")
        assert State.CHECKED not in bt.states
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=bt.id))
        assert await browser_env.value("window.__did") == ["bt true"]


async def test_a_glyph_name_a_pseudo_element_draws_is_no_part_of_a_name(
    browser_env: BrowserEnv,
) -> None:
    """Framework7 draws its check box's and radio's ticks with an icon font's glyph named
    in CSS (``i.icon-checkbox::after { content: 'checkbox_ios' }``): the boxes read by
    their words alone, and are pressed by them."""
    await browser_env.goto("lib30_f7.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "_ios" not in text, text
        vip = find(snap, Role.CHECKBOX, "Only VIP senders")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=vip.id))
        snap = await s.observe(q)
        dark = find(snap, Role.RADIO, "Dark")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=dark.id))
        assert await browser_env.value("window.__did") == ["vip true", "theme dark"]


async def test_an_onsen_segment_reads_as_radio_buttons_named_by_their_words(
    browser_env: BrowserEnv,
) -> None:
    """``<ons-segment>`` writes each choice as ``<button class="segment__item"><input
    type=radio value=0><div>Day</div></button>``: one ``radio Day`` each (not a button
    over a ``radio 0``), the chosen one checked, pressed through its id."""
    await browser_env.goto("lib30_onsen.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert State.CHECKED in find(snap, Role.RADIO, "Day").states, text
        assert not [e for e in snap.elements if e.role is Role.BUTTON], text
        week = find(snap, Role.RADIO, "Week")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=week.id))
        assert await browser_env.value("window.__did") == ["period 1"]
        assert r.after is not None
        assert State.CHECKED in find(r.after, Role.RADIO, "Week").states, format_snapshot(r.after)
