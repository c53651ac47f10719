"""Ionic's buttons, driven through ids from ``observe``: an ``ion-button`` draws its native
``<button>`` in its shadow root around the ``ion-icon`` slotted into it, and reads once."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

_HYDRATED = "['share', 'save'].every((i) => document.getElementById(i).matches('.hydrated'))"


async def test_an_ionic_buttons_icon_is_no_line_of_its_own(browser_env: BrowserEnv) -> None:
    """The icon slotted into an ``ion-button`` is the button's face: no ``clickable
    image`` line under it; a press on the button lands on the page's handler."""
    await browser_env.goto("lib28_ionic_icons.html")
    await browser_env.ready(_HYDRATED)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        share = find(snap, Role.BUTTON, "Share")
        assert [e.name.lower() for e in snap.elements if e.role is Role.BUTTON] == [
            "share",
            "save",
        ], text
        assert "image" not in text, text
        assert not [e for e in snap.elements if State.CLICKABLE in e.states], text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=share.id))
        assert await browser_env.value("window.__did") == ["share"]
