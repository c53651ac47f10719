"""Naive UI's select with a placeholder and its menu drawn at the end of the page,
Quasar's star rating and Material Web's icon button opening a menu, driven through ids
from ``observe``."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Element, TargetQuery
from handrail.session import Session
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def _opened(browser_env: BrowserEnv, s: Session, q: TargetQuery, name: str) -> Element:
    """The menu item ``name``, read once the menu says it has opened (its ``opened`` event)."""
    await browser_env.ready("window.__opened === true")
    return find(await s.observe(q), Role.MENUITEM, name)


async def test_an_empty_select_over_its_caption_is_named_by_it(browser_env: BrowserEnv) -> None:
    """``n-form`` puts each item's caption over its field by default: an ``n-select``
    showing only its placeholder (``Role``, ``Choose an office``) reads ``combobox Role``
    named by that caption, not ``combobox (icon: Role)`` with its placeholder's words as
    an icon's, and a press through its id opens it."""
    await browser_env.goto("lib46_naive_select.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "(icon:" not in text, text
        office = find(snap, Role.COMBOBOX, "Office")
        assert not office.value, text
        find(snap, Role.COMBOBOX, "Role")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=office.id))
        assert r.ok, r
        assert r.after is not None
        berlin = [e for e in r.after.elements if e.name == "Berlin"]
        assert berlin, format_snapshot(r.after)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=berlin[0].id))
        assert await browser_env.value("window.__did") == ["office ber"]


async def test_a_selects_menu_drawn_at_the_pages_end_lists_options(
    browser_env: BrowserEnv,
) -> None:
    """Opened, ``n-select`` draws its menu at the end of ``<body>``, away from the box, as
    ``div.n-base-select-option`` items with no role (the chosen one
    ``n-base-select-option--selected``): they read ``option German``, the chosen one
    ``selected``, not ``clickable German``, and a press through an option's id picks it."""
    await browser_env.goto("lib46_naive_select.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        lang = find(snap, Role.COMBOBOX, "Language")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=lang.id))
        assert r.after is not None
        text = format_snapshot(r.after)
        english = find(r.after, Role.OPTION, "English")
        assert english.has(State.SELECTED), text
        german = find(r.after, Role.OPTION, "German")
        assert not german.has(State.SELECTED), text
        assert [e.role for e in r.after.elements if e.name == "French"] == [Role.OPTION], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=german.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["lang de"]
        assert r.after is not None
        assert find(r.after, Role.COMBOBOX, "Language").value == "German", format_snapshot(r.after)


async def test_a_rating_of_radio_stars_reads_its_stars_and_the_rating(
    browser_env: BrowserEnv,
) -> None:
    """``q-rating`` draws its stars as ``role=radio`` boxes named by their icon's glyph
    and number (``grade 3``), only the one equal to the rating ``aria-checked``, the
    filled ones' icons ``q-rating__icon--active``: each reads as its number of stars,
    the filled ones ``checked``, and the fourth pressed sets a rating of four."""
    await browser_env.goto("lib46_qrating.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        stars = [e for e in snap.elements if e.role is Role.RADIO]
        names = ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]
        assert [e.name for e in stars] == names, text
        assert [e.has(State.CHECKED) for e in stars] == [True] * 3 + [False] * 2, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=stars[3].id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["quality 4"]
        assert r.after is not None
        again = [e for e in r.after.elements if e.role is Role.RADIO]
        assert [e.has(State.CHECKED) for e in again] == [True] * 4 + [False], format_snapshot(
            r.after
        )


async def test_an_icon_button_anchoring_a_menu_says_it_open_or_shut(
    browser_env: BrowserEnv,
) -> None:
    """``md-menu anchor="more-anchor"`` names the ``md-icon-button`` that opens it, and
    neither says more (no ``aria-expanded``, no ``aria-haspopup``): the button reads
    ``collapsed`` while the menu is hidden (``aria-hidden``) and ``expanded`` once it is
    open, and a menu item pressed through its id runs and shuts the menu."""
    await browser_env.goto("lib46_mdmenu.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        more = [e for e in snap.elements if e.role is Role.BUTTON]
        assert len(more) == 1, format_snapshot(snap)
        assert more[0].has(State.COLLAPSED), format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=more[0].id))
        assert r.after is not None
        text = format_snapshot(r.after)
        assert find(r.after, Role.BUTTON, more[0].name).has(State.EXPANDED), text
        item = await _opened(browser_env, s, q, "Print")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=item.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["print"]
        snap = await s.observe(q)
        assert find(snap, Role.BUTTON, more[0].name).has(State.COLLAPSED), format_snapshot(snap)


async def test_a_shutting_menus_items_are_no_lines(browser_env: BrowserEnv) -> None:
    """Pressed, a menu item shuts ``md-menu``: it is hidden from the tree at once
    (``aria-hidden``) while its closing animation still draws its items (held here where
    it begins). Their clickable parts inside the items' shadow roots are no lines of
    their own (``clickable (icon: list text slot surface)``): the menu is shut."""
    await browser_env.goto("lib46_mdmenu.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        more = next(e for e in snap.elements if e.role is Role.BUTTON)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=more.id))
        assert r.after is not None
        item = await _opened(browser_env, s, q, "Print")
        await browser_env.value("window.__hold = true")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=item.id))
        assert await browser_env.value("window.__did") == ["print"]
        assert r.after is not None
        text = format_snapshot(r.after)
        assert "clickable" not in text and "surface" not in text, text
        assert find(r.after, Role.BUTTON, more.name).has(State.COLLAPSED), text


async def test_a_tags_close_button_saying_disabled_false_is_enabled(
    browser_env: BrowserEnv,
) -> None:
    """Naive UI's multiple select draws each chosen tag with a close button ``<div
    role=button aria-disabled="false" disabled="false">``: the page says it is enabled
    (and draws it so), so it reads enabled, and a press through its id removes the tag."""
    await browser_env.goto("lib46_naive_multi.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        close = [e for e in snap.elements if e.role is Role.BUTTON and "Urgent" in e.name]
        assert len(close) == 1, text
        assert not close[0].has(State.DISABLED), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=close[0].id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["tags "]


async def test_a_filterable_select_reads_as_one_combobox(browser_env: BrowserEnv) -> None:
    """A filterable ``n-select`` keeps an empty ``<input tabindex=-1>`` inside its
    focusable box, which it focuses itself once opened, the choice drawn over it: it
    reads ``combobox City = Lisbon``, not ``clickable Lisbon`` over ``textbox Lisbon``;
    opened, the box leaves the tab order to the focused input and stays that combobox
    (the input in it), and an option pressed through its id is chosen."""
    await browser_env.goto("lib46_naive_multi.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        city = find(snap, Role.COMBOBOX, "City")
        assert city.value == "Lisbon", text
        assert not [e for e in snap.elements if e.role is Role.TEXTBOX], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=city.id))
        assert r.ok, r
        assert r.after is not None
        opened = format_snapshot(r.after)
        assert find(r.after, Role.COMBOBOX, "City").id == city.id, opened
        assert not [e for e in r.after.elements if e.name == "Lisbon" and e.role is Role.GENERIC]
        madrid = find(r.after, Role.OPTION, "Madrid")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=madrid.id))
        assert await browser_env.value("window.__did") == ["city mad"]


async def test_a_multiple_select_reads_as_a_combobox_with_its_tags_buttons(
    browser_env: BrowserEnv,
) -> None:
    """A multiple ``n-select`` draws its chosen tags, each with a close button, in its
        focusable box: it reads ``combobox Tags = Urgent`` holding the tag's button, not
        ``clickable Urgent``, and an option pressed through its id adds a tag, read as
    ``Urgent, Bug``; pressed again, it is still found as that combobox."""
    await browser_env.goto("lib46_naive_multi.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        tags = find(snap, Role.COMBOBOX, "Tags")
        assert tags.value == "Urgent", text
        assert "loading" not in text, text
        close = [e for e in snap.elements if e.role is Role.BUTTON and "Urgent" in e.name]
        assert len(close) == 1 and close[0].parent == tags.id, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=tags.id))
        assert r.ok, r
        assert r.after is not None
        bug = find(r.after, Role.OPTION, "Bug")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=bug.id))
        assert await browser_env.value("window.__did") == ["tags urgent,bug"]
        await browser_env.value("document.activeElement.blur() || document.body.click()")
        snap = await s.observe(q)
        tags = find(snap, Role.COMBOBOX, "Tags")
        assert tags.value == "Urgent, Bug", format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=tags.id))
        assert r.ok, r


async def test_a_clear_button_coming_in_by_a_transition_is_no_switch(
    browser_env: BrowserEnv,
) -> None:
    """Opened, the clearable ``n-select`` swaps its arrow for a clear button by a Vue
    transition named ``icon-switch``: while it runs the button's class holds
    ``icon-switch-transition-enter-active``, which says how it comes in, not that it is a
    switch (it read ``unchecked switch loading``)."""
    await browser_env.goto("lib46_naive_multi.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        # The receipt waits (1 s at most) for the page's motion to end: the transition's
        # animation, slowed, still runs when the page is read.
        await browser_env.value(
            "document.head.appendChild(Object.assign(document.createElement('style'),"
            " {textContent: '[class*=icon-switch-transition] {animation-duration: 8s"
            " !important}'})) && true"
        )
        snap = await s.observe(q)
        city = find(snap, Role.COMBOBOX, "City")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=city.id))
        assert r.after is not None
        await browser_env.ready("!!document.querySelector('[class*=icon-switch-transition]')")
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if e.role is Role.SWITCH], text
