"""Data grids and a Quasar rating read as a person uses them: TOAST UI Grid's pager,
its header row of a select-all box, its tree rows under their parents, w2ui's column
headers in one sortable row, and a star rating named by the caption beside it."""

from __future__ import annotations

import re

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


def _ancestors(snap: Snapshot, e: Element) -> list[Element]:
    """The elements ``e`` reads under, nearest first."""
    by_id = {x.id: x for x in snap.elements}
    out: list[Element] = []
    up = e.parent
    while up is not None and up in by_id:
        out.append(by_id[up])
        up = by_id[up].parent
    return out


def _named(snap: Snapshot, name: str) -> Element:
    """The element named ``name``, whatever its role."""
    for e in snap.elements:
        if e.name == name:
            return e
    raise AssertionError(f"nothing named {name!r} in:\n{format_snapshot(snap)}")


async def test_a_grid_pagers_ends_and_current_page_read_each_on_their_own(
    browser_env: BrowserEnv,
) -> None:
    """tui-pagination draws its disabled *first* and *prev* as ``span.tui-is-disabled``
    and the page shown as ``<strong class="tui-is-selected">1</strong>``, in a ``div``
    listening for its pages' clicks: they read folded into one text, ``first prev 1``.
    Each reads on its own, *first* and *prev* ``disabled``, page *1* ``current``; a press
    on page 3 through its id shows that page, which then reads ``current``."""
    await browser_env.goto("lib50_tuigrid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "first prev" not in text, text
        assert State.DISABLED in _named(snap, "first").states, text
        assert State.DISABLED in _named(snap, "prev").states, text
        assert State.CURRENT in _named(snap, "1").states, text
        page = find(snap, Role.LINK, "3")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=page.id))
        assert r.ok, r
        assert await browser_env.value("grid.getPagination().getCurrentPage()") == 3
        snap = await s.observe(q)
        assert State.CURRENT in _named(snap, "3").states, format_snapshot(snap)
        assert State.DISABLED not in _named(snap, "first").states, format_snapshot(snap)
        first = _named(snap, "first")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=first.id))
        assert r.ok, r
        assert await browser_env.value("grid.getPagination().getCurrentPage()") == 1


async def test_a_header_row_of_a_select_all_box_is_no_clickable_row(
    browser_env: BrowserEnv,
) -> None:
    """TOAST UI Grid draws its row boxes' header as a table of one ``<tr>`` holding one
    ``<th>`` with the bare box; the grid listens on it, and it read ``clickable row``
    over ``checkbox Select all``. A row of header cells is no control of its own: no
    header row reads ``clickable``; the box in it, pressed through its id, ticks the
    page's rows."""
    await browser_env.goto("lib50_tuigrid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        box = find(snap, Role.CHECKBOX, "Select all")
        rows = [a for a in _ancestors(snap, box) if a.role is Role.ROW]
        assert rows and State.CLICKABLE not in rows[0].states, text
        heads = [e for e in snap.elements if e.role is Role.COLUMNHEADER]
        for head in heads:
            for a in _ancestors(snap, head):
                assert a.role is not Role.ROW or State.CLICKABLE not in a.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["checkAll"]
        assert await browser_env.value("grid.getCheckedRowKeys()") == [0, 1, 2]


async def test_a_tree_columns_child_rows_read_under_their_parent_row(
    browser_env: BrowserEnv,
) -> None:
    """TOAST UI Grid's tree column draws each row's depth as empty
    ``span.tui-grid-tree-depth`` boxes before its words, in one flat table: a file two
    levels down read as a peer of its folders. Each child row reads under its parent
    row (``march.pdf`` under *Invoices* under *Documents*), and a press on an opened
    parent's toggle through its id shuts it."""
    await browser_env.goto("lib50_tuigrid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        leaf = [a.name for a in _ancestors(snap, _named(snap, "march.pdf"))]
        assert any("Invoices" in n for n in leaf), text
        assert any("Documents" in n for n in leaf), text
        notes = [a.name for a in _ancestors(snap, _named(snap, "notes.txt"))]
        assert any("Documents" in n for n in notes), text
        assert not any("Invoices" in n for n in notes), text
        todo = [a.name for a in _ancestors(snap, _named(snap, "todo.md"))]
        assert not any("Documents" in n or "Photos" in n for n in todo), text
        toggle = find(snap, Role.BUTTON, "Invoices")
        assert State.EXPANDED in toggle.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=toggle.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["collapse 1"]


async def test_a_w2ui_grids_column_headers_read_as_one_sortable_row(
    browser_env: BrowserEnv,
) -> None:
    """w2ui draws its column headers as ``td.w2ui-head`` cells of a layout table apart
    from the records', after them in the page: they read as loose ``columnheader`` lines
    after the records. They read as one row of column headers before the records, and a
    press on *Email* through its id sorts the grid by it, the header then ``ascending``."""
    await browser_env.goto("lib50_w2grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        heads = [find(snap, Role.COLUMNHEADER, n) for n in ("Name", "Email", "Team")]
        parents = {h.parent for h in heads}
        assert len(parents) == 1, text
        up = parents.pop()
        row = next(e for e in snap.elements if e.id == up)
        assert row.role is Role.ROW, text
        heads_line = r"\| ".join(rf"e\d+ columnheader {n} " for n in ("Name", "Email", "Team"))
        heading = rf"e\d+ row \| {heads_line.rstrip()}"
        assert re.search(rf"^{heading}$", text, re.MULTILINE), text
        order = [e.id for e in snap.elements]
        first_record = find(snap, Role.ROW, "Cy Diaz cy@x.org Ops")
        assert order.index(row.id) < order.index(first_record.id), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=heads[1].id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["sort email"]
        assert await browser_env.value("grid.sortData.map(s => s.field)") == ["email"]
        snap = await s.observe(q)
        email = find(snap, Role.COLUMNHEADER, "Email")
        assert State.ASCENDING in email.states, format_snapshot(snap)


async def test_a_rating_is_named_by_the_caption_beside_it(browser_env: BrowserEnv) -> None:
    """Quasar's ``q-rating`` is a ``role=radiogroup`` the page names by nothing, its
    caption a plain text right before it (beside it on its line, or above it): the
    stars read loose, which rating they set left to guess. Each group reads named by
    its caption (``group Quality``) holding its stars, and a press on a star through
    its id sets that rating."""
    await browser_env.goto("lib50_qrating.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        for caption in ("Quality", "Delivery"):
            group = find(snap, Role.GROUP, caption)
            stars = [e for e in snap.elements if e.parent == group.id and e.role is Role.RADIO]
            assert [e.name for e in stars] == ["1 star", *(f"{k} stars" for k in range(2, 6))]
        assert not re.search(r"^e\d+ (Quality|Delivery)$", text, re.MULTILINE), text
        group = find(snap, Role.GROUP, "Quality")
        star = next(e for e in snap.elements if e.parent == group.id and e.name == "4 stars")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=star.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["quality 4"]
