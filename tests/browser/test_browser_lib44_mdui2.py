"""mdui 2's navigation rail, lists and toggles driven through ids from ``observe``: its
icons are ``<mdui-icon>`` components drawing a glyph's name in the Material icon font
(missing here, as on a machine without it), and its states are attributes on the
element the page writes (``active``, ``indeterminate``)."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def _open(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib44_mdui2.html")
    await browser_env.ready("window.__ready === true")


async def test_rail_and_list_items_read_without_their_glyphs_names(
    browser_env: BrowserEnv,
) -> None:
    """``<mdui-navigation-rail-item icon="folder">Files</…>`` draws ``folder`` in an
    ``<mdui-icon>`` a few shadow levels below the item: the item reads ``Files``, not
    ``folder Files``; so do a list item's (``description``) and a collapse header's
    (``help``). The rail's and the list's ``active`` one is ``current``."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        for word in ("folder", "people", "description", "help"):
            assert f" {word} " not in text, text
        rail = [e for e in snap.elements if e.name in ("Files", "Shared", "Trash")]
        assert [e.name for e in rail] == ["Files", "Shared", "Trash"], text
        assert [State.CURRENT in e.states for e in rail] == [True, False, False], text
        photo = next(e for e in snap.elements if e.name == "Team photo.png Edited yesterday")
        assert State.CURRENT in photo.states, text
        assert any(e.name == "Budget 2026.xlsx Edited 2 hours ago" for e in snap.elements), text
        assert any(e.name == "How much space do I have?" for e in snap.elements), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=rail[1].id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["rail shared"]


async def test_an_indeterminate_check_box_reads_once(browser_env: BrowserEnv) -> None:
    """``<mdui-checkbox indeterminate>Select all</…>`` was read as ``clickable Select
    all`` around ``mixed checkbox Select all``: it reads once, and a press ticks it."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        named = [e for e in snap.elements if e.name == "Select all"]
        assert len(named) == 1, text
        box = find(snap, Role.CHECKBOX, "Select all")
        assert State.MIXED in box.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["mixed true"]


async def test_a_cards_one_button_says_only_what_it_does(browser_env: BrowserEnv) -> None:
    """A clickable ``<mdui-card>`` holding its words and one button is a card, not a chip
    whose remove button takes the chip's words: ``button Cancel plan``, not ``button
    Cancel plan Storage plan: Pro``; pressing it is the button's, not the card's."""
    await _open(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        button = find(snap, Role.BUTTON, "Cancel plan")
        assert button.name == "Cancel plan", text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=button.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["cancelplan"]
