"""Foundation's settings controls driven through ids from ``observe``: a slider with no
label is not named by the caption of the switch above it, and the top bar's title is
no control."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_an_unlabelled_slider_takes_no_name_from_the_switch_above(
    browser_env: BrowserEnv,
) -> None:
    """``<p>Email alerts</p>`` then a switch labelled *Email alerts*, then a slider with
    no label: the switch is *Email alerts* (and presses), the slider is not."""
    await browser_env.goto("lib32_fdn.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        sliders = [e for e in snap.elements if e.role is Role.SLIDER]
        assert len(sliders) == 1 and "Email" not in sliders[0].name, text
        switch = find(snap, Role.SWITCH, "Email alerts")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=switch.id))
        assert await browser_env.value("window.__did") == ["alerts true"]


async def test_a_top_bars_title_is_no_control(browser_env: BrowserEnv) -> None:
    """``<li class="menu-text">Acme</li>`` in a Foundation drop-down menu has no handler
    of its own: it reads as a text, not ``clickable``; the link beside it still acts."""
    await browser_env.goto("lib32_fdn.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        acme = [e for e in snap.elements if e.name == "Acme"]
        assert acme and State.CLICKABLE not in acme[0].states, text
        reports = find(snap, Role.MENUITEM, "Reports")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=reports.id))
        assert await browser_env.value("window.__did") == ["nav Reports"]
