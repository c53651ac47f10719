"""Screens of TOAST UI Grid, w2ui and Framework7 read as a person uses them: a grid's
select-all box, a tree column's toggles, a grid's pager and rows, a w2ui grid's row
boxes, and a stepper drawn with − and + signs."""

from __future__ import annotations

import re

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


def _row_lines(text: str) -> list[str]:
    """The read's row lines, without ids and the ``clickable`` state."""
    lines = (re.sub(r"\be\d+ (clickable )?", "", ln).strip() for ln in text.splitlines())
    return [ln for ln in lines if ln.startswith("row | ")]


async def test_a_stepper_drawn_with_signs_reads_as_decrease_and_increase(
    browser_env: BrowserEnv,
) -> None:
    """Framework7's ``.stepper-button-minus`` holding ``−`` (or ``-``) and
    ``.stepper-button-plus`` holding ``+`` around the item's field read ``button
    Decrease Apples`` / ``button Increase Apples``, not ``clickable −``; pressing them
    through their ids steps the value."""
    await browser_env.goto("lib47_f7.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "clickable −" not in text and "clickable +" not in text, text
        assert find(snap, Role.TEXTBOX, "Apples").value == "3"
        plus = find(snap, Role.BUTTON, "Increase Apples")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=plus.id))
        assert r.ok, r
        snap = await s.observe(q)
        minus = find(snap, Role.BUTTON, "Decrease Pears")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=minus.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["apples 4", "pears 0"]


async def test_a_grids_header_box_reads_select_all_and_ticks_every_row(
    browser_env: BrowserEnv,
) -> None:
    """TOAST UI Grid's ``rowHeaders: ['checkbox']`` draws a bare ``<input type=checkbox>``
    in its header cell (``th.tui-grid-cell-header``), in a header table of its own: it
    reads ``checkbox Select all``, not an unnamed box, and a press through its id ticks
    every row of the page shown (the grid's ``checkAll``; four rows a page)."""
    await browser_env.goto("lib47_tuigrid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.CHECKBOX, "Select all")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["checkAll"]
        assert await browser_env.value("grid.getCheckedRowKeys()") == [0, 1, 2, 3]
        snap = await s.observe(q)
        assert State.CHECKED in find(snap, Role.CHECKBOX, "Select all").states
        assert State.CHECKED in find(snap, Role.CHECKBOX, "Bob").states


async def test_a_w2ui_grids_header_box_reads_select_all_and_selects_every_record(
    browser_env: BrowserEnv,
) -> None:
    """w2ui draws its select-all box in a ``td.w2ui-head`` of the header row: it reads
    ``checkbox Select all`` (not ``checkbox (icon: grid people check all select)``), and a
    press through its id selects every record."""
    await browser_env.goto("lib47_w2grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "check all" not in text, text
        box = find(snap, Role.CHECKBOX, "Select all")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert r.ok, r
        assert await browser_env.value("grid.getSelection().length") == 3


async def test_a_w2ui_grids_row_box_selects_its_record(browser_env: BrowserEnv) -> None:
    """Each record's box in w2ui's frozen select column reads ``checkbox <record>``; a
    press through its id selects that record only, and the box then reads checked."""
    await browser_env.goto("lib47_w2grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = find(snap, Role.CHECKBOX, "Bo Chen")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert r.ok, r
        assert await browser_env.value("grid.getSelection()") == [2]
        snap = await s.observe(q)
        assert State.CHECKED in find(snap, Role.CHECKBOX, "Bo Chen").states, format_snapshot(snap)
        assert State.CHECKED not in find(snap, Role.CHECKBOX, "Ana Ruiz").states


async def test_a_tree_columns_toggle_reads_its_row_and_whether_it_is_open(
    browser_env: BrowserEnv,
) -> None:
    """TOAST UI Grid's ``treeColumnOptions`` draws a parent row's toggle as an empty
    ``<button class="tui-grid-btn-tree">`` before the row's words: it reads ``collapsed
    button Documents``, not ``button (icon: tui grid tree)``; a press through its id
    opens the row, its children appear, and the toggle then reads ``expanded``."""
    await browser_env.goto("lib47_tuigrid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "tui grid tree" not in text, text
        toggle = find(snap, Role.BUTTON, "Documents")
        assert State.COLLAPSED in toggle.states, text
        assert State.COLLAPSED in find(snap, Role.BUTTON, "Photos").states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=toggle.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["expand 0"]
        snap = await s.observe(q)
        find(snap, Role.CELL, "report.pdf")
        assert State.EXPANDED in find(snap, Role.BUTTON, "Documents").states, format_snapshot(snap)
        assert State.COLLAPSED in find(snap, Role.BUTTON, "Photos").states


async def test_a_grids_records_read_one_line_each_with_their_cells(
    browser_env: BrowserEnv,
) -> None:
    """TOAST UI Grid and w2ui draw their records as rows of a table Chromium takes for
    layout (no header cell in it), unnamed: each cell read on a line of its own, no line
    saying which record they make. Each record reads as one row line holding its cells
    (``row | e29 clickable Alice | e30 clickable Oslo | …``), and a press on a record
    through its id still lands."""
    await browser_env.goto("lib47_tuigrid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        text = format_snapshot(await s.observe(q))
        lines = _row_lines(text)
        assert "row | Alice | Oslo | 10.00" in lines, text
        assert "row | Dave | Oslo | 50.50" in lines, text
    await browser_env.goto("lib47_w2grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "row | Bo Chen | bo@x.org | Web" in _row_lines(text), text
        row = find(snap, Role.ROW, "Bo Chen bo@x.org Web")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))
        assert r.ok, r
        assert await browser_env.value("grid.getSelection()") == [2]


async def test_a_grids_pager_reads_its_pages_without_class_words(
    browser_env: BrowserEnv,
) -> None:
    """tui-pagination's ``div.tui-pagination`` listens for its pages' clicks, so its own
    words (the disabled *first* and *prev*, the page shown) read as one clickable element,
    ``clickable first prev 1``, and page *2*, named by its number alone, took its class
    words as a hint (``link 2 (icon: tui page last child)``). The pager holds its pages:
    no control of its own (its words read each on its own, the page shown ``current``:
    ``test_browser_lib50_grids.py``); a page's number is all its name. A press on page 2
    through its id shows the next records."""
    await browser_env.goto("lib47_tuigrid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "clickable first prev" not in text, text
        assert any(ln.endswith(" current 1") for ln in text.splitlines()), text
        assert "tui page" not in text, text
        page = find(snap, Role.LINK, "2")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=page.id))
        assert r.ok, r
        assert "row | Erin | Lima | 64.00" in _row_lines(format_snapshot(await s.observe(q)))


async def test_a_grids_records_area_listening_for_their_clicks_is_no_control(
    browser_env: BrowserEnv,
) -> None:
    """w2ui listens for its records' clicks on the ``div`` around their table: it read
    as a line of its own, ``clickable``, with no name, whose press lands on whichever
    record lies at its centre. It holds the records and is no control of its own; a
    record's row, pressed through its id, still selects it."""
    await browser_env.goto("lib47_w2grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not any(re.fullmatch(r"e\d+ clickable", ln.strip()) for ln in text.splitlines()), (
            text
        )
        row = find(snap, Role.ROW, "Cy Diaz cy@x.org Ops")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))
        assert r.ok, r
        assert await browser_env.value("grid.getSelection()") == [3]
