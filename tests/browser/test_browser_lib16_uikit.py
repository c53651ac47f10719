"""UIkit 3: an icon link reads by the icon its ``uk-icon`` attribute names, not by the
page's own class words (``del``, ``edit``)."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_icon_links_read_by_the_icon_their_attribute_names(
    browser_env: BrowserEnv,
) -> None:
    """``<a class="uk-icon-link del" uk-icon="trash">`` reads ``(icon: trash)``, its
    neighbour ``(icon: pencil)``; a press on the pencil edits."""
    await browser_env.goto("lib16_uikit.html")
    await browser_env.ready("window.__ready === true && !!document.querySelector('svg')")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        links = [e for e in snap.elements if e.role is Role.LINK]
        assert [e.hint for e in links] == ["trash", "pencil"], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=links[1].id))
        assert await browser_env.value("window.__did") == ["edit Write spec"]
        del r


async def test_a_modal_is_named_by_its_heading(browser_env: BrowserEnv) -> None:
    """The Share modal, opened, reads ``dialog Share project`` (its ``<h2>``)."""
    await browser_env.goto("lib16_uikit.html")
    await browser_env.ready("window.__ready === true && !!document.querySelector('svg')")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        share = next(
            e for e in snap.elements if e.role is Role.BUTTON and e.name.lower() == "share"
        )
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=share.id))
        await browser_env.ready("document.querySelector('#share').classList.contains('uk-open')")
        snap = await s.observe(q)
        text = format_snapshot(snap)
        dialogs = [e for e in snap.elements if e.role is Role.DIALOG]
        assert [e.name for e in dialogs] == ["Share project"], text


async def test_a_drop_downs_active_item_is_selected(browser_env: BrowserEnv) -> None:
    """The filter drop-down's ``li.uk-active`` item reads ``selected``; after a press on
    *Overdue*, which the page marks active, that one does."""
    await browser_env.goto("lib16_uikit.html")
    await browser_env.ready("window.__ready === true && !!document.querySelector('svg')")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        opener = next(
            e for e in snap.elements if e.role is Role.BUTTON and e.name.lower() == "filter"
        )
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=opener.id))
        assert r.after is not None
        text = format_snapshot(r.after)
        assert find(r.after, Role.LINK, "All tasks").has(State.SELECTED), text
        late = find(r.after, Role.LINK, "Overdue")
        assert not late.has(State.SELECTED), text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=late.id))
        assert await browser_env.value("window.__did") == ["filter late"]
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not find(snap, Role.LINK, "All tasks").has(State.SELECTED), text
        assert find(snap, Role.LINK, "Overdue").has(State.SELECTED), text
