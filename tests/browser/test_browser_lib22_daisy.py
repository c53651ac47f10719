"""daisyUI's CSS-only components driven through ids from ``observe``: a modal ``<dialog>``
shut (no ``open``) that its style sheet still lays out, transparent, reads as nothing
until it opens."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_shut_daisyui_modal_reads_as_nothing_until_opened(browser_env: BrowserEnv) -> None:
    """daisyUI draws ``<dialog class="modal">`` laid out over the page at opacity 0 while
    it is shut: neither it nor its *Close* button is there for a person until it opens."""
    await browser_env.goto("lib22_daisy.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if e.role is Role.DIALOG], text
        assert "Added!" not in text and "Close" not in text, text
        add = find(snap, Role.BUTTON, "Add to cart")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=add.id))
        assert r.after is not None
        shown = format_snapshot(r.after)
        assert [e for e in r.after.elements if e.role is Role.DIALOG], shown
        close = find(r.after, Role.BUTTON, "Close")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=close.id))
        assert await browser_env.value("window.__did") == ["open", "close"]
        assert r.after is not None
        assert "Added!" not in format_snapshot(r.after), format_snapshot(r.after)


async def test_a_bare_daisyui_toggle_is_named_by_its_words_not_a_swaps_face(
    browser_env: BrowserEnv,
) -> None:
    """``<input class="toggle"> Gift wrap`` right after a swap (``<label class="swap">``
    holding a check box and the faces ``Saved`` / ``Save``) is named by its own words:
    the face before it is the swap's."""
    await browser_env.goto("lib22_daisy.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        gift = find(snap, Role.CHECKBOX, "Gift wrap")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=gift.id))
        assert await browser_env.value("window.__did") == ["gift off"]


async def test_a_daisyui_tab_drawn_active_is_selected(browser_env: BrowserEnv) -> None:
    """daisyUI's ``<div role=tablist class=tabs>`` of ``<a role=tab class="tab">`` says
    which tab is chosen by ``tab-active`` alone, with no ``aria-selected``: that tab reads
    ``selected``, and the one pressed next takes it."""
    await browser_env.goto("lib22_daisy.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert State.SELECTED in find(snap, Role.TAB, "Details").states, text
        reviews = find(snap, Role.TAB, "Reviews")
        assert State.SELECTED not in reviews.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=reviews.id))
        assert await browser_env.value("window.__did") == ["tab Reviews"]
        assert r.after is not None
        after = format_snapshot(r.after)
        assert State.SELECTED in find(r.after, Role.TAB, "Reviews").states, after
        assert State.SELECTED not in find(r.after, Role.TAB, "Details").states, after


async def test_a_daisyui_collapse_reads_as_one_named_check_box(browser_env: BrowserEnv) -> None:
    """daisyUI's collapse lays a transparent check box over its title: the box is named
    by that title (it was ``unchecked checkbox`` beside ``clickable Care instructions``),
    the title is no control of its own, and a press on the box opens the section."""
    await browser_env.goto("lib22_daisy.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        care = find(snap, Role.CHECKBOX, "Care instructions")
        assert not [e for e in snap.elements if e.role is Role.CHECKBOX and not e.name], text
        assert not [
            e for e in snap.elements if e.name == "Care instructions" and e.id != care.id
        ], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=care.id))
        assert await browser_env.value("window.__did") == ["care open"]
        assert r.after is not None
        after = format_snapshot(r.after)
        assert State.CHECKED in find(r.after, Role.CHECKBOX, "Care instructions").states, after
        assert "Hand wash only." in after, after
