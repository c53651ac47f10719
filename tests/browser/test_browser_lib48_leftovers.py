"""mdui 2's mail list, collapse, progress bar and non-clickable list item, and Naive UI's
select opened, driven through ids from ``observe``: what earlier rounds left of them."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def _mdui(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib48_mdui.html")
    await browser_env.ready("window.__ready === true")


async def test_a_mail_items_check_box_leaves_the_item_its_words(
    browser_env: BrowserEnv,
) -> None:
    """``<mdui-list-item>`` holding ``<mdui-checkbox slot="icon">``, a sender and a
    subject read ``clickable Lunch on Friday?`` around ``checkbox Ana Pereira``: the box
    took the sender beside it. The item reads by its words, sender and subject; a press
    through it opens the mail, one through the box ticks it."""
    await _mdui(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        item = next((e for e in snap.elements if e.name == "Ana Pereira Lunch on Friday?"), None)
        assert item is not None, text
        boxes = [e for e in snap.elements if e.role is Role.CHECKBOX]
        assert len(boxes) == 2, text
        assert boxes[0].name != "Ana Pereira", text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=boxes[0].id))
        assert r.ok, r
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=item.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["c1 true", "open m1"]


async def test_a_non_clickable_items_switch_reads_once(browser_env: BrowserEnv) -> None:
    """``<mdui-list-item nonclickable headline="Offline sync">`` holding a switch read
    ``clickable Offline sync`` over ``switch Offline sync``: the item is no control, the
    switch reads once by its words, and a press through it turns it on."""
    await _mdui(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        named = [e for e in snap.elements if e.name == "Offline sync"]
        assert [e.role for e in named] == [Role.SWITCH], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=named[0].id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["sync true"]


async def test_a_collapse_header_says_it_open_or_shut(browser_env: BrowserEnv) -> None:
    """``<mdui-collapse-item>`` says whether it is open only by its own state (its body
    drawn at no height when shut): its header reads ``collapsed``, then ``expanded`` once
    a press through its id opened it, the other header still ``collapsed``."""
    await _mdui(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        head = next(e for e in snap.elements if e.name == "How much space do I have?")
        other = next(e for e in snap.elements if e.name == "Can I share folders?")
        assert head.has(State.COLLAPSED) and other.has(State.COLLAPSED), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=head.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["open q1"]
        snap = await s.observe(q)
        text = format_snapshot(snap)
        head = next(e for e in snap.elements if e.name == "How much space do I have?")
        other = next(e for e in snap.elements if e.name == "Can I share folders?")
        assert head.has(State.EXPANDED) and other.has(State.COLLAPSED), text


async def test_a_drawn_progress_bar_reads_its_value(browser_env: BrowserEnv) -> None:
    """``<mdui-linear-progress value="0.4">`` draws its bar as a ``div`` of 40 % width and
    says nothing: it reads ``progressbar Storage used = 40%``, named by the caption right
    before it."""
    await _mdui(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        bar = find(snap, Role.PROGRESSBAR, "Storage used")
        assert bar.value == "40%", text


async def test_a_clickable_card_opens_by_its_words_not_its_button(
    browser_env: BrowserEnv,
) -> None:
    """A clickable ``<mdui-card>`` whose middle is its ``Cancel plan`` button: a press
    through the card's id opens the card (its own words are pressed), not the button."""
    await _mdui(browser_env)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        card = next(e for e in snap.elements if e.name == "Storage plan: Pro")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=card.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["card"]


async def test_an_opened_select_says_it_and_keeps_its_value(browser_env: BrowserEnv) -> None:
    """``n-select`` draws its menu at the end of ``<body>``, tied to its box by nothing
    but where it is drawn: opened through its id, it reads ``expanded`` with its value
    (``Window``); a filterable one, which draws its choice as a placeholder over its
    emptied input once opened, still reads ``= Lisbon``, and an option pressed through
    its id picks it."""
    await browser_env.goto("lib48_naive.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        seat = find(snap, Role.COMBOBOX, "Seat")
        assert not seat.has(State.EXPANDED), format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=seat.id))
        assert r.after is not None
        text = format_snapshot(r.after)
        seat = find(r.after, Role.COMBOBOX, "Seat")
        assert seat.has(State.EXPANDED) and seat.value == "Window", text
        assert not find(r.after, Role.COMBOBOX, "City").has(State.EXPANDED), text
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(r.after, Role.OPTION, "Aisle").id)
        )
        assert r.ok, r
        # The first menu fades out before the second select is pressed.
        await browser_env.ready(
            "![...document.querySelectorAll('.n-base-select-menu')]"
            ".some((m) => m.getClientRects().length)"
        )
        snap = await s.observe(q)
        city = find(snap, Role.COMBOBOX, "City")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=city.id))
        assert r.after is not None
        text = format_snapshot(r.after)
        city = find(r.after, Role.COMBOBOX, "City")
        assert city.has(State.EXPANDED) and city.value == "Lisbon", text
        r = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=find(r.after, Role.OPTION, "Madrid").id)
        )
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["seat aisle", "city mad"]
