"""Pickers of real component libraries read as one control each and operated through ids
from ``observe``: Tom Select's drop-down over the ``<select>`` it hides (clipped to one
pixel, out of the tab order), which shows its choice in its own box."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_tom_select_box_reads_once_with_its_value_and_picks(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("lib_tomselect.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        boxes = [e for e in snap.elements if e.name == "Country" and e.role is not Role.TEXT]
        assert len(boxes) == 1, text
        country = boxes[0]
        assert country.role is Role.COMBOBOX, text
        assert country.value == "Germany", text
        # Its search field is parked at -10000 px until focused; it is where its box is.
        assert not country.states & {State.OFFSCREEN, State.COVERED}, text
        assert country.bounds is not None and country.bounds.x >= 0, text
        assert not [e for e in snap.elements if e.name == "Germany"], text
        tags = [e for e in snap.elements if e.name == "Tags" and e.role is not Role.TEXT]
        assert len(tags) == 1 and tags[0].value == "fragile, gift", text
        assert State.COVERED not in tags[0].states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=country.id))
        italy = find(r.after, Role.OPTION, "Italy")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=italy.id))
        assert await browser_env.value("window.__did") == ["country it"]
        snap = await s.observe(q)
        assert find(snap, Role.COMBOBOX, "Country").value == "Italy", format_snapshot(snap)


async def test_a_tom_select_being_typed_into_reads_once(browser_env: BrowserEnv) -> None:
    """Typing into Tom Select's field searches its options: the field then holds the
    search, and the hidden original ``<select>`` came back beside it, with all its
    options and a ``clickable Germany``. It stays left out while the field is typed in."""
    await browser_env.goto("lib_tomselect.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        country = find(await s.observe(q), Role.COMBOBOX, "Country")
        r = await s.act(q, Action(kind=ActionKind.TYPE, element_id=country.id, text="Fra"))
        text = format_snapshot(r.after)
        boxes = [e for e in r.after.elements if e.name == "Country" and e.role is Role.COMBOBOX]
        assert len(boxes) == 1 and boxes[0].value == "Fra", text
        assert not [
            e for e in r.after.elements if e.name == "Germany" and e.role is not Role.OPTION
        ], text
        france = find(r.after, Role.OPTION, "France")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=france.id))
        assert await browser_env.value("window.__did") == ["country fr"]


async def test_a_tom_select_highlighted_option_is_not_selected(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib_tomselect.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        tags = find(snap, Role.COMBOBOX, "Tags")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=tags.id))
        express = find(r.after, Role.OPTION, "express")
        assert State.SELECTED not in express.states, format_snapshot(r.after)


async def test_jquery_ui_tabs_read_once_and_press(browser_env: BrowserEnv) -> None:
    """A jQuery UI tab is the ``<li role=tab>`` around its ``<a role=presentation>``: one
    line, and a press on it is its link's, which jQuery UI listens to."""
    await browser_env.goto("lib_jqueryui.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if e.role is Role.LINK], text
        hotels = find(snap, Role.TAB, "Hotels")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=hotels.id))
        assert r.ok
        assert await browser_env.value("window.__did") == ["tab Hotels"]
        assert State.SELECTED in find(r.after, Role.TAB, "Hotels").states


async def test_a_bootstrap_icon_control_is_named_by_its_tooltip(browser_env: BrowserEnv) -> None:
    """An icon link or button whose only words are its Bootstrap tooltip
    (``data-bs-title``) is named by it, not by its id and attribute names."""
    await browser_env.goto("lib_tooltip.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "title" not in text, text
        share = find(snap, Role.LINK, "Share link")
        assert find(snap, Role.BUTTON, "Delete").description == "", text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=share.id))
        assert await browser_env.value("window.__did") == ["share"]


async def test_a_jquery_ui_datepicker_day_reads_as_its_number(browser_env: BrowserEnv) -> None:
    """A day of jQuery UI's datepicker is its link named by its number, with no hint made
    of its cell's ``data-handler``/``data-month`` names and its link's class words, and
    no unnamed ``clickable cell`` line above it (the cell's listener is the link's)."""
    await browser_env.goto("lib_jqueryui.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        when = find(snap, Role.TEXTBOX, "Departure date")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=when.id))
        text = format_snapshot(r.after)
        assert "handler" not in text and "(icon: state" not in text, text
        cells = [
            e
            for e in r.after.elements
            if e.role is Role.CELL and not e.name and e.has(State.CLICKABLE)
        ]
        assert not cells, text
        day = find(r.after, Role.LINK, "15")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=day.id))
        assert await browser_env.value("window.__did") == ["date 03/15/2026"]


async def test_a_jquery_ui_slider_handle_is_a_slider_with_its_value(
    browser_env: BrowserEnv,
) -> None:
    """jQuery UI's slider handle (a ``<span tabindex=0>`` with no role) reads as a slider
    at its place along its track, and moves by keys."""
    await browser_env.goto("lib_jqueryui.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        sliders = [e for e in snap.elements if e.role is Role.SLIDER]
        assert len(sliders) == 1 and sliders[0].value == "40%", text
        assert "(icon: slider" not in text, text
        r = await s.act(q, Action(kind=ActionKind.KEY, element_id=sliders[0].id, keys="End"))
        assert await browser_env.value("window.__did") == ["budget 100"]
        after = [e for e in r.after.elements if e.role is Role.SLIDER]
        assert after and after[0].value == "100%", format_snapshot(r.after)


async def test_jquery_ui_autocomplete_suggestions_are_options(browser_env: BrowserEnv) -> None:
    """The suggestions jQuery UI's autocomplete lists under a field (``ul.ui-autocomplete
    li div``, no roles) read as options, and a press picks one."""
    await browser_env.goto("lib_jqueryui.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        city = find(snap, Role.TEXTBOX, "City")
        r = await s.act(q, Action(kind=ActionKind.TYPE, element_id=city.id, text="P"))
        names = [e.name for e in r.after.elements if e.role is Role.OPTION]
        assert names == ["Paris", "Porto", "Prague"], format_snapshot(r.after)
        porto = find(r.after, Role.OPTION, "Porto")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=porto.id))
        assert await browser_env.value("window.__did") == ["city Porto"]


async def test_a_flatpickr_calendar_is_not_named_by_its_weekdays(browser_env: BrowserEnv) -> None:
    """flatpickr's open calendar box is no control named ``Sun Mon Tue …`` by its weekday
    headers; its days are pressed by their dates."""
    await browser_env.goto("lib_flatpickr.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        day = find(snap, Role.TEXTBOX, "Delivery day")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=day.id))
        text = format_snapshot(r.after)
        assert not [e for e in r.after.elements if e.name.startswith("Sun Mon")], text
        ides = next(e for e in r.after.elements if e.name == "March 15, 2026")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=ides.id))
        assert await browser_env.value("window.__did") == ["day 2026-03-15"]
