"""Framework7 settings read as a person uses them: a stepper's minus and plus buttons
around its number field are named for what they do to the item they lie in, and the
field by that item's title."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_stepper_reads_as_named_buttons_around_its_named_field(
    browser_env: BrowserEnv,
) -> None:
    """``.stepper-button-minus``, ``<input readonly value=3>``, ``.stepper-button-plus``
    in the item titled *Sync days*: ``button Decrease Sync days``, ``textbox Sync days =
    3``, ``button Increase Sync days``; a plain ``qty-decrement``/``qty-increment`` pair
    around a number field likewise. Pressing them through their ids steps the value."""
    await browser_env.goto("lib39_f7.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        field = find(snap, Role.TEXTBOX, "Sync days")
        assert field.value == "3"
        plus = find(snap, Role.BUTTON, "Increase Sync days")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=plus.id))
        snap = await s.observe(q)
        assert find(snap, Role.TEXTBOX, "Sync days").value == "4"
        minus = find(snap, Role.BUTTON, "Decrease Sync days")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=minus.id))
        assert await browser_env.value("window.__did") == ["days 4", "days 3"]
        snap = await s.observe(q)
        assert find(snap, Role.SPINBUTTON, "Guests").value == "2"
        more = find(snap, Role.BUTTON, "Increase Guests")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=more.id))
        assert find(await s.observe(q), Role.SPINBUTTON, "Guests").value == "3"
        assert (await browser_env.value("window.__did"))[-1] == "guests 3"


async def test_a_link_opening_a_choice_reads_the_choice_it_shows_as_its_value(
    browser_env: BrowserEnv,
) -> None:
    """``<a class="item-link smart-select">`` holding the hidden ``<select>`` (*Short*
    chosen), its title *Signature* and the choice drawn after it: ``link Signature =
    Short``, not ``link Signature Short``; once *Long* is picked in the list it opens,
    ``link Signature = Long``, the same link."""
    await browser_env.goto("lib39_f7.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        link = find(snap, Role.LINK, "Signature")
        assert link.value == "Short"
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=link.id))
        await browser_env.ready("!!document.querySelector('.popover.modal-in')")
        snap = await s.observe(q)
        long = next(
            e
            for e in snap.elements
            if e.name == "Long" and e.role in (Role.RADIO, Role.CHECKBOX, Role.OPTION)
        )
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=long.id))
        assert await browser_env.value("document.getElementById('sig').value") == "long"
        await browser_env.ready("!document.querySelector('.popover.modal-in')")
        snap = await s.observe(q)
        again = find(snap, Role.LINK, "Signature")
        assert again.value == "Long"
        assert again.id == link.id


async def test_a_segmented_button_at_the_page_end_under_the_tab_bar_is_scrolled_clear_and_pressed(
    browser_env: BrowserEnv,
) -> None:
    """The segmented ``Day/Week/Month`` lie at the end of the scrolling ``page-content``,
    under the band of the tab bar drawn over its bottom: a press through its id scrolls
    the box until the button is clear and presses it (``button-active`` moves to it)."""
    await browser_env.goto("lib39_f7.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        assert State.PRESSED in find(snap, Role.BUTTON, "Day").states
        week = find(snap, Role.BUTTON, "Week")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=week.id))
        assert await browser_env.value("window.__did") == ["period Week"]
        assert r.after is not None
        assert State.PRESSED in find(r.after, Role.BUTTON, "Week").states
        assert State.PRESSED not in find(r.after, Role.BUTTON, "Day").states
