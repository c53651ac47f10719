"""Naive UI 2's form controls driven through ids from ``observe``: its select (a
focusable ``n-base-selection`` box drawn with divs), its arrow marked ``role=img
aria-label=loading`` and its fields named by their form item's caption."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_select_drawn_with_divs_is_a_combobox_named_by_its_caption(
    browser_env: BrowserEnv,
) -> None:
    """``n-select`` draws a focusable ``n-base-selection`` box showing its choice (or a
    placeholder) and no form value: it is a ``combobox`` named by its form item's
    caption and valued by its choice, and choosing an option through ids works."""
    await browser_env.goto("lib41_naive_form.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        lang = find(snap, Role.COMBOBOX, "Language")
        assert lang.value == "English", text
        role = find(snap, Role.COMBOBOX, "Role")
        assert not role.value, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=lang.id))
        assert r.after is not None
        german = [e for e in r.after.elements if e.name == "German"]
        assert german, format_snapshot(r.after)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=german[0].id))
        assert await browser_env.value("window.__did") == ["lang de"]
        assert r.after is not None
        assert find(r.after, Role.COMBOBOX, "Language").value == "German", format_snapshot(r.after)


async def test_a_controls_decorative_loading_image_is_no_line(browser_env: BrowserEnv) -> None:
    """The select's arrow is marked ``role=img aria-label=loading`` while nothing loads:
    an image inside a control naming nothing is no line; a busy progress bar stays."""
    await browser_env.goto("lib41_naive_form.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if e.name == "loading"], text
        bar = find(snap, Role.PROGRESSBAR, "Loading")
        assert bar.has(State.BUSY), text


async def test_fields_are_named_by_their_form_items_caption(browser_env: BrowserEnv) -> None:
    """``n-form-item`` draws ``<label class=n-form-item-label>Max items</label>`` beside a
    wrapper holding the field and its +/- buttons: the field is named by the caption,
    not by its placeholder, and a value set through its id reaches the page."""
    await browser_env.goto("lib41_naive_form.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        find(snap, Role.TEXTBOX, "Start date")
        count = find(snap, Role.TEXTBOX, "Max items")
        assert count.value == "10", format_snapshot(snap)
        await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=count.id, text="25"))
        assert "max 25" in await browser_env.value("window.__did")
