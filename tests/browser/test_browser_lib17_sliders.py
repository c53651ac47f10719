"""Sliders named by the caption a page writes over them, driven through ids from
``observe``."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_slider_is_named_by_the_caption_over_its_wrapper(browser_env: BrowserEnv) -> None:
    """Quasar's ``q-slider`` puts ``role=slider`` on a track inside its own ``<div>``:
    ``<div>Bags</div>`` right before that wrapper names it, and a key moves it."""
    await browser_env.goto("lib17_qslider.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        bags = find(snap, Role.SLIDER, "Bags")
        assert bags.value == "1", text
        await s.act(q, Action(kind=ActionKind.KEY, element_id=bags.id, keys="ArrowRight"))
        assert await browser_env.value("window.__did") == ["bags 2"]


async def test_a_time_sliders_are_named_by_their_fields(browser_env: BrowserEnv) -> None:
    """Air Datepicker's time sliders are ``<input type=range name=hours>`` and
    ``name=minutes`` with no label, beside the time it draws in pieces (``11 : 00 AM``):
    the ``AM`` of that reading is no name (it turns ``PM`` past noon, and the hours
    slider's id with it); the fields' own names name them, and the hours slider keeps
    its id as it crosses noon."""
    await browser_env.goto("lib17_airtime.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        hours = find(snap, Role.SLIDER, "hours")
        assert find(snap, Role.SLIDER, "minutes").value == "0", text
        r = await s.act(q, Action(kind=ActionKind.KEY, element_id=hours.id, keys="ArrowRight"))
        assert (await browser_env.value("window.__did"))[-1].endswith("12:00 pm")
        after = find(r.after, Role.SLIDER, "hours")
        assert after.id == hours.id, format_snapshot(r.after)
