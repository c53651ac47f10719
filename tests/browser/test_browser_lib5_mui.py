"""Screens built with MUI 5 (React 18), driven through ids from ``observe``."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import INTERACTIVE_ROLES, Role, State

pytestmark = pytest.mark.browser


async def test_an_open_mui_menu_leaves_the_page_it_hides_unread(browser_env: BrowserEnv) -> None:
    """An open MUI menu hides the page behind it from the tree (``aria-hidden`` on the
    app's root) under its invisible backdrop: the tabs, switch and buttons there are
    no unnamed ``clickable covered (icon: …)`` lines hinted by their CSS classes, and
    the empty focus-trap ``<div tabindex=0>`` before and after the menu is no control;
    nor is a switch further down, hidden behind it too."""
    await browser_env.goto("lib5_mui_menu.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        more = find(snap, Role.BUTTON, "more options")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=more.id))
        text = format_snapshot(r.after)
        assert "covered" not in text and "(icon:" not in text, text
        assert [e.name for e in r.after.elements if e.hint] == [], text
        unnamed = [e for e in r.after.elements if e.role in INTERACTIVE_ROLES and not e.name]
        assert unnamed == [], text
        item = find(r.after, Role.MENUITEM, "Import settings")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=item.id))
        assert await browser_env.value("window.__did") == ["import"]
        await browser_env.ready("!document.querySelector('.MuiMenu-root')")
        # The button's label is drawn in capitals (``text-transform``), as read.
        save = find(await s.observe(q), Role.BUTTON, "SAVE CHANGES")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=save.id))
        assert await browser_env.value("window.__did") == ["import", "save"]


async def test_an_mui_dialog_is_not_read_inside_its_backdrop(browser_env: BrowserEnv) -> None:
    """MUI draws a dialog in a ``<div tabindex=-1>`` container as large as the view,
    which takes the focus: it is the dialog's backdrop, not a ``focused clickable Clear
    the history?`` around the dialog; the dialog is named by its title."""
    await browser_env.goto("lib5_mui_menu.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        open_it = find(snap, Role.BUTTON, "CLEAR HISTORY")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=open_it.id))
        text = format_snapshot(r.after)
        wrapped = [e.name for e in r.after.elements if State.CLICKABLE in e.states]
        assert wrapped == [], text
        find(r.after, Role.DIALOG, "Clear the history?")
        keep = find(r.after, Role.BUTTON, "KEEP IT")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=keep.id))
        assert await browser_env.value("window.__did") == ["kept"]


async def test_an_mui_icon_hint_has_no_generated_class_words(browser_env: BrowserEnv) -> None:
    """Emotion gives each MUI element a generated class (``css-vubbuv``): the chip's
    delete icon is hinted by MUI's own class words, not ``… chip delete vubbuv``, nor
    by the size it is drawn at."""
    await browser_env.goto("lib5_mui_menu.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        icon = next(e for e in snap.elements if "chip delete" in e.hint)
        classes = await browser_env.value(
            "document.querySelector('.MuiChip-deleteIcon').getAttribute('class')"
        )
        generated = [c[4:] for c in classes.split() if c.startswith("css-")]
        assert generated and not set(generated) & set(icon.hint.split()), icon.hint
        # MUI's size modifiers (``MuiSvgIcon-fontSizeMedium``, ``…-deleteIconMedium``)
        # say how big it is drawn: no ``font size medium`` in a chip's delete icon.
        assert not {"font", "size", "medium"} & set(icon.hint.split()), icon.hint
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=icon.id))
        assert await browser_env.value("window.__did") == ["unpin Paris"]
