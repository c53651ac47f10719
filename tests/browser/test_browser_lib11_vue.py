"""Vue 3 screens built with PrimeVue and Quasar, driven through ids from ``observe``: icon
buttons named by their icon font's glyph, a multi-select drawn by its own box, and no
focus guards read as controls."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_quasar_icon_buttons_are_named_by_their_ligatures(browser_env: BrowserEnv) -> None:
    """``<q-btn icon="edit">`` draws ``<i class="q-icon material-icons"><span>edit</span></i>``
    inside a button of behaviour classes (``q-focusable``, ``q-hoverable``,
    ``q-focus-helper``): each button's hint is its glyph, so a row's edit and suspend
    buttons read apart and the one pressed lands."""
    await browser_env.goto("lib11_quasar.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        buttons = [e for e in snap.elements if e.role is Role.BUTTON]
        assert [b.hint for b in buttons] == ["refresh", "edit", "block", "edit", "block"], text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=buttons[3].id))
        assert await browser_env.value("window.__did") == ["edit Ben Ortiz"]


async def test_primevue_icon_buttons_are_named_by_their_glyphs(browser_env: BrowserEnv) -> None:
    """PrimeVue's ``<Button icon="pi pi-pencil" text rounded>`` is a button of variant
    classes (``p-component``, ``p-button-icon-only``, ``p-button-text``) around
    ``<span class="pi pi-pencil">``: its hint is the PrimeIcons glyph alone."""
    await browser_env.goto("lib11_prime.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        buttons = [e for e in snap.elements if e.role is Role.BUTTON]
        assert [b.hint for b in buttons] == ["pencil", "download"] * 2, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=buttons[1].id))
        assert await browser_env.value("window.__did") == ["download Ada Byron"]
