"""Ionic's toggles and check boxes read once each: the web component's host is the
switch or check box (``role=switch``, ``aria-checked``), and the ``<label>`` its shadow
root draws it with, around an ``<input>`` it hides, is no second control."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

_HYDRATED = "['wifi', 'news'].every((i) => document.getElementById(i).matches('.hydrated'))"


async def test_an_ionic_toggle_and_checkbox_read_once(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib6_settings.html")
    await browser_env.ready(_HYDRATED)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        for name in ("Wi-Fi", "Send newsletter"):
            assert [e.name for e in snap.elements].count(name) == 1, text
        wifi = find(snap, Role.SWITCH, "Wi-Fi")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=wifi.id))
        assert await browser_env.value("window.__did") == ["wifi true"]
        assert State.CHECKED in find(r.after, Role.SWITCH, "Wi-Fi").states
        news = find(r.after, Role.CHECKBOX, "Send newsletter")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=news.id))
        assert await browser_env.value("window.__did") == ["wifi true", "news true"]
        assert State.CHECKED in find(r.after, Role.CHECKBOX, "Send newsletter").states


async def test_ionic_marker_classes_hint_nothing(browser_env: BrowserEnv) -> None:
    """Stencil marks each defined element ``hydrated`` and Ionic its icons ``ionicon``:
    neither says what a control does, so no hint repeats them."""
    await browser_env.goto("lib6_settings.html")
    await browser_env.ready(_HYDRATED + " && document.getElementById('share').matches('.hydrated')")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        said = " ".join(e.hint for e in snap.elements).split()
        assert not {"hydrated", "ionicon", "ion"} & set(said), format_snapshot(snap)
