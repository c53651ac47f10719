"""Web-app pages built the way apps build them, operated only through ids from observe.

Each page keeps what its handlers did in ``document.body.dataset``; every test acts on
elements found in a snapshot and then reads that state back from the page.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.errors import ElementCovered, StaleElement
from handrail.model import Element, Snapshot
from handrail.session import Session
from handrail.textformat import format_snapshot, parse_line
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def _flags(env: BrowserEnv) -> dict[str, str]:
    """What the page's own handlers recorded."""
    reply = await env.cdp(
        "Runtime.evaluate",
        {"expression": "({...document.body.dataset})", "returnByValue": True},
    )
    value = reply["result"].get("value")
    assert isinstance(value, dict)
    return value


async def _eval(env: BrowserEnv, expression: str) -> object:
    reply = await env.cdp("Runtime.evaluate", {"expression": expression, "returnByValue": True})
    return reply["result"].get("value")


def _one(snap: Snapshot, test: Callable[[Element], bool], what: str) -> Element:
    found = [e for e in snap.elements if test(e)]
    assert len(found) == 1, f"{len(found)} {what} in:\n{format_snapshot(snap)}"
    return found[0]


def _under(snap: Snapshot, parent: Element) -> list[Element]:
    """The elements inside ``parent`` (at any depth), in document order."""
    ids, out = {parent.id}, []
    for e in snap.elements:
        if e.parent in ids:
            ids.add(e.id)
            out.append(e)
    return out


async def _click(s: Session, env: BrowserEnv, element: Element) -> Snapshot:
    q = env.query()
    assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=element.id))).ok
    return await s.observe(q)


# -- a kanban board: cards as clickable divs, drag handles, menu buttons as divs ------------


async def test_kanban_card_menu_and_sheet_through_ids(browser_env: BrowserEnv) -> None:
    await browser_env.goto("apps/kanban.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        shown = [(e.role, e.name) for x in text.splitlines() for e in parse_line(x)]
        assert ("text", "Sprint 14") in shown, text  # the header's text, though the title has it
        card = _one(snap, lambda e: e.name.startswith("Fix login redirect"), "login cards")
        assert State.CLICKABLE in card.states
        kebab = next(e for e in _under(snap, card) if e.name == "Card actions")
        snap = await _click(s, browser_env, kebab)
        archive = find(snap, Role.GENERIC, "Archive")
        assert State.CLICKABLE in archive.states
        snap = await _click(s, browser_env, archive)
        assert (await _flags(browser_env))["menu"] == "Archive:c2"
        assert not [e for e in snap.elements if e.name.startswith("Fix login redirect")]
        # A card opens its sheet over a backdrop; its comment is saved from there.
        card = _one(snap, lambda e: e.name.startswith("Migrate billing"), "billing cards")
        snap = await _click(s, browser_env, card)
        assert (await _flags(browser_env))["opened"] == "c3"
        comment = find(snap, Role.TEXTBOX, "Comment")
        act = Action(kind=ActionKind.TYPE, element_id=comment.id, text="blocked on keys")
        assert (await s.act(q, act)).ok
        snap = await _click(s, browser_env, find(snap, Role.GENERIC, "Save comment"))
        assert (await _flags(browser_env))["comment"] == "c3:blocked on keys"
        # The icon-only "new card" control is named by its title, and its press lands.
        new = _one(snap, lambda e: e.hint == "new card" or e.name == "New card", "new-card icons")
        await _click(s, browser_env, new)
        assert (await _flags(browser_env))["added"] == "yes"


async def test_kanban_drag_handle_and_close_icon(browser_env: BrowserEnv) -> None:
    await browser_env.goto("apps/kanban.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
        card = _one(snap, lambda e: e.name.startswith("Dark mode"), "dark-mode cards")
        handle = next(e for e in _under(snap, card) if State.CLICKABLE in e.states)
        assert handle.name != "Card actions"
        await _click(s, browser_env, handle)
        assert (await _flags(browser_env)) == {"grabbed": "c4"}  # the card did not open
        snap = await _click(s, browser_env, card)
        close = _one(snap, lambda e: "close" in e.hint.split(), "close icons")
        assert f"{close.id} clickable ✕ (icon: close)" in format_snapshot(snap)
        await _click(s, browser_env, close)
        assert (await _flags(browser_env))["sheet"] == "closed"


# -- a settings page: role=switch divs, unlabelled class-only toggles, a segmented control --


async def test_settings_switches_toggles_and_segments(browser_env: BrowserEnv) -> None:
    await browser_env.goto("apps/settings.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        assert State.CHECKED in find(snap, Role.SWITCH, "Email digests").states
        push = find(snap, Role.SWITCH, "Push alerts")
        assert State.CHECKED not in push.states
        snap = await _click(s, browser_env, push)
        assert State.CHECKED in find(snap, Role.SWITCH, "Push alerts").states
        email = find(snap, Role.SWITCH, "Email digests")
        assert (await s.act(q, Action(kind=ActionKind.KEY, element_id=email.id, keys="space"))).ok
        # A toggle with nothing but a class: a switch by its look, named by its row's
        # label, checked where its class says on.
        beta = find(snap, Role.SWITCH, "Beta features")
        assert State.CLICKABLE in beta.states, format_snapshot(snap)
        assert State.CHECKED not in beta.states and not beta.hint, beta
        assert State.CHECKED in find(snap, Role.SWITCH, "Compact sidebar").states
        # Its class turning it on is a change the receipt reports; it keeps its id.
        flipped = await s.act(q, Action(kind=ActionKind.CLICK, element_id=beta.id))
        assert flipped.ok and flipped.changed and not flipped.focus_only, flipped.receipt
        snap = await s.observe(q)
        on = find(snap, Role.SWITCH, "Beta features")
        assert State.CHECKED in on.states and on.id == beta.id, format_snapshot(snap)
        # Segments are plain inline spans under one listener: each is its own click.
        dense = find(snap, Role.TEXT, "Dense")
        assert State.CLICKABLE in dense.states
        await _click(s, browser_env, dense)
    assert await _flags(browser_env) == {
        "push": "on",
        "email": "off",
        "beta": "on",
        "density": "dense",
    }


# -- autocompletes: an ARIA combobox with aria-activedescendant, a div select, a tag input --


async def _type(s: Session, env: BrowserEnv, element: Element, text: str) -> Snapshot:
    q = env.query()
    assert (await s.act(q, Action(kind=ActionKind.TYPE, element_id=element.id, text=text))).ok
    return await s.observe(q)


async def test_combobox_options_are_picked_by_click_and_by_keys(browser_env: BrowserEnv) -> None:
    await browser_env.goto("apps/combobox.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        country = find(snap, Role.COMBOBOX, "Destination country")
        snap = await _type(s, browser_env, country, "Ca")
        assert State.EXPANDED in find(snap, Role.COMBOBOX, "Destination country").states
        names = [e.name for e in snap.elements if e.role is Role.OPTION]
        assert names == ["Cambodia", "Cameroon", "Canada", "Cape Verde"], format_snapshot(snap)
        snap = await _click(s, browser_env, find(snap, Role.OPTION, "Canada"))
        assert (await _flags(browser_env))["country"] == "Canada"
        assert find(snap, Role.COMBOBOX, "Destination country").value == "Canada"
        # By keys: the active option (aria-activedescendant) shows as highlighted; its
        # aria-selected marks that highlight (the APG combobox pattern), no choice made.
        country = find(snap, Role.COMBOBOX, "Destination country")
        act = Action(kind=ActionKind.SET_VALUE, element_id=country.id, text="Ch")
        assert (await s.act(q, act)).ok
        for _ in range(2):
            down = Action(kind=ActionKind.KEY, element_id=country.id, keys="Down")
            assert (await s.act(q, down)).ok
        snap = await s.observe(q)
        chosen = [e.name for e in snap.elements if State.HIGHLIGHTED in e.states]
        assert chosen == ["China"], format_snapshot(snap)
        assert not [e for e in snap.elements if State.SELECTED in e.states], format_snapshot(snap)
        country = find(snap, Role.COMBOBOX, "Destination country")
        assert (
            await s.act(q, Action(kind=ActionKind.KEY, element_id=country.id, keys="Return"))
        ).ok
    assert (await _flags(browser_env))["country"] == "China"


async def test_a_select_and_tag_input_made_of_divs(browser_env: BrowserEnv) -> None:
    await browser_env.goto("apps/combobox.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
        # A focusable ``<div class=select>`` showing its choice is a drop-down.
        carrier = find(snap, Role.COMBOBOX, "Carrier")
        assert carrier.value == "Choose a carrier", format_snapshot(snap)
        snap = await _click(s, browser_env, carrier)
        ups = find(snap, Role.GENERIC, "UPS Standard")
        assert State.CLICKABLE in ups.states
        snap = await _click(s, browser_env, ups)
        assert find(snap, Role.COMBOBOX, "Carrier").value == "UPS Standard"  # the select reads it
        snap = await _type(s, browser_env, find(snap, Role.TEXTBOX, "Add a label"), "fr")
        snap = await _click(s, browser_env, find(snap, Role.GENERIC, "frozen"))
        remove = _one(snap, lambda e: "Remove frozen" in (e.name, e.description), "remove icons")
        await _click(s, browser_env, remove)
    flags = await _flags(browser_env)
    assert (flags["carrier"], flags["label"], flags["removed"]) == (
        "UPS Standard",
        "frozen",
        "frozen",
    )


# -- a rich-text editor: an icon toolbar (SVG titles, ligatures, icon fonts, sprites, images) --


async def test_editor_toolbar_icons_and_typing_read_back(browser_env: BrowserEnv) -> None:
    await browser_env.goto("apps/editor.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        bar = find(snap, Role.TOOLBAR, "Formatting")
        tools = [e for e in _under(snap, bar) if e.interactive]
        said = [e.name or e.hint for e in tools]
        # An icon font's glyph name is its look, not its name: a hint like any icon's,
        # after the command the page marks it with (``data-cmd="italic"``).
        assert said == ["Bold", "italic format", "underline", "link", "undo arrow"], said
        for tool in tools:
            assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=tool.id))).ok
        doc = _one(snap, lambda e: e.role is Role.TEXTBOX, "editors")
        assert doc.value == "Quarterly plan"
        assert format_snapshot(snap).count("Quarterly plan") == 1  # its paragraph is its value
        # Typed after its text, where a person's click past the text puts the caret.
        snap = await _type(s, browser_env, doc, " Draft:")
        assert "Draft:" in (_one(snap, lambda e: e.role is Role.TEXTBOX, "editors").value or "")
        assert find(snap, Role.TEXT, "3 words")
    flags = await _flags(browser_env)
    assert flags == {"cmd": "bold,italic,underline,link,undo", "edited": "yes"}
    typed = await _eval(browser_env, "document.getElementById('doc').innerText")
    assert isinstance(typed, str) and typed.strip().endswith("Quarterly plan Draft:"), typed


# -- a data grid with virtualized rows: only the rows in view exist, scrolled inside a box --


async def test_virtual_grid_is_scrolled_to_a_row_then_its_row_and_menu_clicked(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("apps/grid.html")
    q = browser_env.query()
    wanted = "INV-0420"
    async with session(browser_env) as s:
        snap = await s.observe(q)
        grid = find(snap, Role.TABLE, "Invoices")
        assert not [e for e in snap.elements if e.name == wanted]
        for _ in range(60):  # 3 notches: fewer rows than the grid draws, none skipped
            act = Action(kind=ActionKind.SCROLL, element_id=grid.id, dy=3)
            assert (await s.act(q, act)).ok
            snap = await s.observe(q)
            cells = [e for e in snap.elements if e.role is Role.CELL and e.name == wanted]
            if cells:
                break
            grid = find(snap, Role.TABLE, "Invoices")
        assert cells, "the grid never showed " + wanted
        row = next(e for e in snap.elements if e.id == cells[0].parent)
        assert row.role is Role.ROW and State.CLICKABLE in row.states
        line = next(x for x in format_snapshot(snap).splitlines() if f"{row.id} " in x)
        shown = parse_line(line)  # the row shares its line with its cells
        assert shown[0].id == row.id and shown[0].name == "", line
        assert line.count(wanted) == 1, line  # a row's name is its cells: said once, by them
        snap = await _click(s, browser_env, cells[0])
        assert find(snap, Role.TEXT, "Selected " + wanted)
        row = next(e for e in snap.elements if e.id == find(snap, Role.CELL, wanted).parent)
        more = next(e for e in _under(snap, row) if "vert" in e.hint.split())
        try:
            await _click(s, browser_env, more)
        except StaleElement:
            # Scrolled into view, the grid drew its rows again: as the receipt says,
            # observe again, and the row, now in view, takes the click.
            snap = await s.observe(q)
            row = next(e for e in snap.elements if e.id == find(snap, Role.CELL, wanted).parent)
            more = next(e for e in _under(snap, row) if "vert" in e.hint.split())
            await _click(s, browser_env, more)
    assert await _flags(browser_env) == {"selected": wanted, "menu": wanted}


async def test_virtual_grid_sorted_by_its_header(browser_env: BrowserEnv) -> None:
    await browser_env.goto("apps/grid.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
        header = find(snap, Role.COLUMNHEADER, "Number")
        assert State.CLICKABLE in header.states
        snap = await _click(s, browser_env, header)
        first = next(e for e in snap.elements if e.role is Role.CELL)
    assert first.name == "INV-1000"
    assert await _flags(browser_env) == {"sorted": "desc"}


# -- a date picker: a month of clickable day cells over a backdrop, glyph arrows to page ---


async def test_a_date_is_picked_from_the_calendar_after_paging_months(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("apps/calendar.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
        snap = await _click(s, browser_env, find(snap, Role.GENERIC, "Pick a date"))
        assert find(snap, Role.TEXT, "December 2026")
        # The page under the backdrop is covered: a press there is refused, not made.
        assert State.COVERED in find(snap, Role.BUTTON, "Book").states
        with pytest.raises(ElementCovered):
            await _click(s, browser_env, find(snap, Role.BUTTON, "Book"))
        for month in ("January 2027", "February 2027"):
            after = _one(snap, lambda e: "next" in e.hint.split(), "next-month arrows")
            assert after.name == "›"
            snap = await _click(s, browser_env, after)
            assert find(snap, Role.TEXT, month)
        snap = await _click(s, browser_env, find(snap, Role.CELL, "14"))
        assert find(snap, Role.GENERIC, "14 February 2027")
        await _click(s, browser_env, find(snap, Role.BUTTON, "Book"))
    assert await _flags(browser_env) == {"picked": "2027-02-14", "booked": "2027-02-14"}


async def test_a_scroll_that_moves_nothing_says_so_in_its_receipt(browser_env: BrowserEnv) -> None:
    await browser_env.goto("apps/grid.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        grid = find(await s.observe(q), Role.TABLE, "Invoices")
        r = await s.act(q, Action(kind=ActionKind.SCROLL, element_id=grid.id, dy=3))
        assert r.ok and "nothing scrolled" not in r.receipt.diagnostic, r.receipt
        assert await browser_env.value("document.getElementById('body').scrollTop") > 0
        # At the grid's end and the page's (a wheel goes on to the page), a scroll down
        # moves nothing.
        await browser_env.value(
            "document.getElementById('body').scrollTop = 1e9; window.scrollTo(0, 1e9)"
        )
        grid = find(await s.observe(q), Role.TABLE, "Invoices")
        # (the first wheel may still move the last fraction of a pixel)
        await s.act(q, Action(kind=ActionKind.SCROLL, element_id=grid.id, dy=3))
        grid = find(await s.observe(q), Role.TABLE, "Invoices")
        r = await s.act(q, Action(kind=ActionKind.SCROLL, element_id=grid.id, dy=3))
        assert r.ok and "nothing scrolled there" in r.receipt.diagnostic, r.receipt
        r = await s.act(q, Action(kind=ActionKind.SCROLL, element_id=grid.id, dy=-3))
        assert "nothing scrolled" not in r.receipt.diagnostic, r.receipt
