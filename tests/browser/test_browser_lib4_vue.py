"""Vue 3 apps built with Element Plus and Vuetify, driven through ids from ``observe``: a
Vuetify icon button named by its Material Design icon."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

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
