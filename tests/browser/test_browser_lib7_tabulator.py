"""Tabulator 6 tables driven through ids from ``observe``: a grouped table's group
headers, whose toggle arrow is the control that folds each group; the tick editor of a
row that has a row-select box; the column resize grips after every cell; a header
filter that filters on ``keyup``."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_group_headers_toggle_is_no_switch_and_folds_its_group(
    browser_env: BrowserEnv,
) -> None:
    """``<div class="tabulator-group-toggle">`` is the arrow of a group header that reads
    *Open (2 items)*: it folds the group, it is no switch named by the column headers
    above it, and a press on it lands."""
    await browser_env.goto("lib7_groups.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if e.role is Role.SWITCH], text
        arrows = [e for e in snap.elements if e.hint and "group toggle" in e.hint]
        assert len(arrows) == 2, text
        assert "Open (2 items)" in text and "Shipped (1 item)" in text, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=arrows[0].id))
        assert await browser_env.value("window.__did") == ["group Open closed"]


async def test_a_tick_editor_is_named_by_its_record_and_takes_a_press(
    browser_env: BrowserEnv,
) -> None:
    """The check box Tabulator's tick editor opens in a row that also has a row-select
    box is named by the row's record and its column (*Bob Jones, Active*), not by the
    select box's label (*Select Row*), and a press on it ticks the value."""
    await browser_env.goto("lib7_ticks.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        head = find(snap, Role.COLUMNHEADER, "Active")
        row = next(e for e in snap.elements if e.role is Role.ROW and "Bob Jones" in e.name)
        x = head.bounds.x + head.bounds.w // 2
        cell = next(
            e
            for e in snap.elements
            if e.parent == row.id and e.bounds.x <= x < e.bounds.x + e.bounds.w
        )
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=cell.id))
        text = format_snapshot(r.after)
        tick = find(r.after, Role.CHECKBOX, "Bob Jones, Active")
        assert "Select Row, Active" not in text, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=tick.id))
        assert "edit active Bob Jones true" in await browser_env.value("window.__did")


async def test_column_resize_grips_are_no_clickable_lines(browser_env: BrowserEnv) -> None:
    """Tabulator puts an empty ``<span class="tabulator-col-resize-handle">`` after every
    header and body cell, listening for the mouse to drag the column's width (its cursor
    ``ew-resize``): no press does anything there, and a line for each would double every
    table's lines."""
    await browser_env.goto("lib7_groups.html")
    await browser_env.ready("window.__ready === true")
    assert await browser_env.value(
        "document.querySelectorAll('.tabulator-col-resize-handle').length"
    )
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "resize" not in text, text
        assert [e.name for e in snap.elements if e.role is Role.COLUMNHEADER] == [
            "Order",
            "Customer",
        ], text


async def test_typing_into_a_header_filter_filters_as_keys_do(browser_env: BrowserEnv) -> None:
    """Tabulator's header filter filters on ``keyup`` (and on ``change`` when left): text
    typed must end with a key's release, as a person's typing does, or the field reads
    *Bob* while the table still shows every row."""
    await browser_env.goto("lib7_filter.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = next(e for e in snap.elements if e.name == "Filter names")
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=box.id, text="Bob"))
        await browser_env.ready("window.__did.length > 0", 2.0)
        assert await browser_env.value("window.__did") == ["filter Bob 1"]


async def test_a_group_headers_words_are_its_own_line(browser_env: BrowserEnv) -> None:
    """Tabulator's table listens for clicks on the whole of it: its group headers' words
    (*Open (2 items)*) are lines of their own beside each group's arrow, not the table's
    name, where no agent reads which arrow folds which group."""
    await browser_env.goto("lib7_groups.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        names = [e.name for e in snap.elements]
        assert "Open (2 items)" in names and "Shipped (1 item)" in names, text
        assert not [e for e in snap.elements if e.role is Role.TABLE and "items" in e.name], text
