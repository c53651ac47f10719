"""Quasar's popups driven through ids from ``observe``: the box a ``q-menu`` draws
around its items, which takes the focus as it opens, is no control of its own."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.render import act_lines
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


def _boxes(snap: Snapshot) -> list[Element]:
    """The clickable elements of no role that hold controls."""
    holders = {e.parent for e in snap.elements if e.role is not Role.GENERIC}
    return [
        e
        for e in snap.elements
        if e.role is Role.GENERIC and State.CLICKABLE in e.states and e.id in holders
    ]


async def test_a_menus_box_is_no_control(browser_env: BrowserEnv) -> None:
    """The open menu's ``<div class="q-menu" tabindex=-1>`` (focused, named by Chromium
    by its items' words) reads as their container, and its item is pressed."""
    await browser_env.goto("lib17_qmenu.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        more = find(snap, Role.BUTTON, "MORE")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=more.id))
        # The menu takes the focus once it is drawn, its opening transition over.
        await browser_env.ready(
            "!!document.activeElement?.closest('.q-menu')"
            " && !document.querySelector('[class*=\"-enter-active\"]')"
        )
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not _boxes(snap), text
        share = find(snap, Role.BUTTON, "Share")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=share.id))
        assert await browser_env.value("window.__did") == ["share"]


async def test_a_date_popups_box_is_no_control(browser_env: BrowserEnv) -> None:
    """The date popup's box, which takes the focus, is no unnamed clickable line."""
    await browser_env.goto("lib17_qmenu.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        icon = next(e for e in snap.elements if "event" in e.hint)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=icon.id))
        # Drawn at full size, with the focus.
        await browser_env.ready(
            "!!document.querySelector('.q-date')"
            " && !!document.activeElement?.closest('.q-menu, .q-dialog')"
            " && !document.querySelector('[class*=\"-enter-active\"]')"
        )
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not _boxes(snap), text
        day = find(snap, Role.BUTTON, "3 December 2026")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=day.id))
        assert await browser_env.value("window.__did") == ["date 2026/12/03"]


async def test_a_hidden_status_text_is_not_said(browser_env: BrowserEnv) -> None:
    """PrimeVue's AutoComplete keeps its result count in a ``role=status`` span of 1 px
    (``p-hidden-accessible``): no line of the page, and no news after a pick."""
    await browser_env.goto("lib17_pauto.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        field = find(snap, Role.COMBOBOX, "Account")
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=field.id, text="Ac"))
        # The suggestions are shown, their opening transition over.
        await browser_env.ready(
            "document.querySelectorAll('[role=option]').length > 0"
            " && !document.querySelector('[class*=\"-enter-active\"]')"
        )
        snap = await s.observe(q)
        acme = find(snap, Role.OPTION, "Acme")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=acme.id))
        assert await browser_env.value("window.__did") == ["account Acme"]
        said = "\n".join(act_lines(Action(kind=ActionKind.CLICK, element_id=acme.id), r))
        assert "results" not in said, said
        text = format_snapshot(r.after)
        assert "results" not in text, text
