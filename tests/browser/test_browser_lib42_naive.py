"""Naive UI 2 (a Vue 3 library drawing its controls with divs) driven through ids from
``observe``: its star rating and its number field's minus and plus buttons."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_rating_stars_are_numbered_and_show_the_rating(browser_env: BrowserEnv) -> None:
    """``n-rate`` draws five unnamed ``n-rate__item`` boxes, the filled ones
    ``n-rate__item--active``: each reads as its number of stars, the filled ones
    ``selected``, and the fourth pressed sets a rating of four."""
    await browser_env.goto("lib42_naive.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        stars = [
            e
            for e in snap.elements
            if e.name in ("1 star", "2 stars", "3 stars", "4 stars", "5 stars")
        ]
        assert [e.name for e in stars] == ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"], (
            text
        )
        assert [e.has(State.SELECTED) for e in stars] == [True, True, True, False, False], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=stars[3].id))
        assert await browser_env.value("window.__did") == ["rating 4"]
        assert r.after is not None
        again = [e for e in r.after.elements if e.name.endswith(("star", "stars"))]
        assert [e.has(State.SELECTED) for e in again] == [True] * 4 + [False], format_snapshot(
            r.after
        )


async def test_number_fields_buttons_after_it_are_its_steppers(browser_env: BrowserEnv) -> None:
    """``n-input-number`` puts its minus and plus buttons (unnamed, each an SVG of one or
    two strokes) after its field, in the field's suffix: they read as the field's
    *Decrease* and *Increase* buttons, named by its form label, and each steps it."""
    await browser_env.goto("lib42_naive.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        down = find(snap, Role.BUTTON, "Decrease Max items")
        up = find(snap, Role.BUTTON, "Increase Max items")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=up.id))
        assert await browser_env.value("window.__did") == ["max 11"]
        assert r.after is not None
        down = find(r.after, Role.BUTTON, "Decrease Max items")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=down.id))
        assert await browser_env.value("window.__did") == ["max 11", "max 10"]


async def test_a_sorted_columns_header_reads_its_order(browser_env: BrowserEnv) -> None:
    """``n-data-table`` says a column's order only by its sorter icon's class
    (``<span class="n-data-table-sorter n-data-table-sorter--desc">`` in the header):
    the header pressed reads that order, the others none."""
    await browser_env.goto("lib42_naive.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        name = find(snap, Role.COLUMNHEADER, "Name")
        assert not name.states & {State.ASCENDING, State.DESCENDING}, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=name.id))
        did = await browser_env.value("window.__did")
        assert did in (["sort name descend"], ["sort name ascend"])
        assert r.after is not None
        way = State.DESCENDING if did == ["sort name descend"] else State.ASCENDING
        assert find(r.after, Role.COLUMNHEADER, "Name").has(way), format_snapshot(r.after)
        age = find(r.after, Role.COLUMNHEADER, "Age")
        assert not age.states & {State.ASCENDING, State.DESCENDING}, format_snapshot(r.after)


async def test_a_stars_filled_icon_marks_it_selected(browser_env: BrowserEnv) -> None:
    """Element Plus's ``el-rate`` draws each star as an ``el-rate__item`` whose icon says
    it filled (``el-rate__icon is-active``): the stars read numbered, the filled ones
    ``selected``, and the third pressed sets a rating of three."""
    await browser_env.goto("lib42_element.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        stars = [e for e in snap.elements if e.name.endswith((" star", " stars"))]
        assert [e.name for e in stars] == ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]
        assert [e.has(State.SELECTED) for e in stars] == [True, True, False, False, False], text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=stars[2].id))
        assert await browser_env.value("window.__did") == ["rating 3"]


async def test_minus_plus_buttons_after_a_field_step_it_only_in_its_holder(
    browser_env: BrowserEnv,
) -> None:
    """A map's zoom buttons (an SVG minus and plus) after its search field, in a holder of
    their own, are no stepper of the field; a quantity's after its number field, in the
    field's own holder, are."""
    await browser_env.goto("lib42_steppers.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if "Find place" in e.name and e.role is Role.BUTTON]
        find(snap, Role.BUTTON, "Decrease Qty")
        find(snap, Role.BUTTON, "Increase Qty")
        assert "Decrease Find place" not in text
