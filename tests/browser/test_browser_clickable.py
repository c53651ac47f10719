"""Pages built the way web apps are (rows, icons and tabs of plain elements with handlers),
acted on through the ids ``observe`` gives, checked by the state the page's own handlers set."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def _page(env: BrowserEnv, expression: str) -> object:
    """The value of ``expression`` in the page: the state its own handlers left."""
    return await env.value(expression)


def _clickable(
    snap: Snapshot, start: str = "", hint: str = "", parent: str | None = None
) -> Element:
    """The clickable element whose name starts with ``start`` (or whose hint has ``hint``)."""
    for e in snap.elements:
        if State.CLICKABLE not in e.states or (parent is not None and e.parent != parent):
            continue
        if (start and e.name.startswith(start)) or (hint and hint in e.hint.split()):
            return e
    raise AssertionError(f"no clickable {start or hint!r} in:\n{format_snapshot(snap)}")


async def _click(env: BrowserEnv, element: Element) -> None:
    q = env.query()
    async with session(env) as s:
        await s.observe(q)  # the ids of this session's snapshot
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=element.id))
    assert r.ok, r


async def test_inbox_rows_with_click_handlers_are_elements_named_by_their_text(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("inbox.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        row = _clickable(snap, "Othilie Quarterly report #1")
        assert "Lissie" not in row.name  # one row, not the list's whole text
        # The row's texts folded into it: none stands apart.
        assert not [e for e in snap.elements if e.role is Role.TEXT and "Othilie" in e.name]
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))
    assert r.ok
    assert await _page(browser_env, "document.body.dataset.opened") == "1"


async def test_star_reply_and_trash_icons_of_a_row_are_clicked_by_their_ids(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("inbox.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        row = _clickable(snap, "Catharina Lunch on Friday? #2")
        star = _clickable(snap, hint="star", parent=row.id)
        reply = _clickable(snap, hint="reply", parent=row.id)  # a mousedown listener
        trash = _clickable(snap, hint="trash", parent=row.id)  # only a pointerdown one
        for icon in (star, reply, trash):
            assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=icon.id))).ok
    state = await _page(browser_env, "JSON.stringify(document.body.dataset)")
    assert state == '{"starred":"2","replied":"2","trashed":"2"}'


async def test_a_row_scrolled_out_of_the_inner_list_is_clicked_after_it_scrolls(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("inbox.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        row = _clickable(snap, "Casimir Your parcel #23")
        trash = _clickable(snap, hint="trash", parent=row.id)
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=trash.id))).ok
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))).ok
    state = await _page(browser_env, "JSON.stringify(document.body.dataset)")
    assert state == '{"trashed":"23","opened":"23"}'
    assert await _page(browser_env, "document.getElementById('threads').scrollTop > 0")


async def test_an_unnamed_toolbar_icon_shows_its_hint_apart_from_a_name(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("inbox.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
    trash = _clickable(snap, hint="trash")
    assert trash.name == ""
    assert f"{trash.id} clickable (icon: trash bulk)" in format_snapshot(snap)


async def test_tabs_made_of_spans_are_each_clickable(browser_env: BrowserEnv) -> None:
    await browser_env.goto("widgets.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        tabs = [e for e in snap.elements if e.name in ("Overview", "Activity", "Settings")]
        assert [e.name for e in tabs] == ["Overview", "Activity", "Settings"]
        assert all(State.CLICKABLE in e.states for e in tabs)
        # The strip whose one listener serves them is no element of its own.
        assert not [e for e in snap.elements if "Activity" in e.name and e not in tabs]
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=tabs[1].id))
        assert r.ok
        assert await _page(browser_env, "document.body.dataset.tab") == "Activity"
        again = await s.observe(q)
    assert [e for e in again.elements if e.role is Role.TEXT and e.name == "Activity panel"]


async def test_a_tree_view_opens_by_a_click_on_its_label(browser_env: BrowserEnv) -> None:
    await browser_env.goto("widgets.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        assert not [e for e in snap.elements if e.name == "main.py"]
        src = _clickable(snap, "src")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=src.id))).ok
        opened = await s.observe(q)
        main = _clickable(opened, "main.py")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=main.id))).ok
    assert await _page(browser_env, "document.body.dataset.opened") == "src/main.py"


async def test_an_autocomplete_suggestion_with_a_mousedown_handler_is_picked(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("widgets.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        fruit = next(e for e in snap.elements if e.role is Role.TEXTBOX and e.name == "Fruit")
        typed = Action(kind=ActionKind.TYPE, element_id=fruit.id, text="ap")
        assert (await s.act(q, typed)).ok
        shown = await s.observe(q)
        apricot = _clickable(shown, "Apricot")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=apricot.id))).ok
    assert await _page(browser_env, "document.body.dataset.chosen") == "Apricot"
    assert await _page(browser_env, "document.getElementById('fruit').value") == "Apricot"


async def test_a_focusable_div_is_an_element_named_by_its_text(browser_env: BrowserEnv) -> None:
    await browser_env.goto("widgets.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
    _clickable(snap, "Focusable note")
    assert not [e for e in snap.elements if e.role is Role.TEXT and e.name == "Focusable note"]


async def test_feed_author_and_icon_buttons_act_through_their_ids(browser_env: BrowserEnv) -> None:
    await browser_env.goto("feed.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        author = _clickable(snap, "Poster 1")
        like = [e for e in snap.elements if e.role is Role.BUTTON and "heart" in e.hint.split()]
        assert len(like) == 3 and all(not e.name for e in like)
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=author.id))).ok
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=like[1].id))).ok
    state = await _page(browser_env, "JSON.stringify(document.body.dataset)")
    assert state == '{"profile":"1","liked":"1"}'


async def test_a_root_with_a_delegated_handler_gets_no_hint_from_the_words_inside_it(
    browser_env: BrowserEnv,
) -> None:
    # A framework's one listener at the app's root makes the root clickable; the class
    # words of everything inside it (here "icon-trash" of a message) are not its look,
    # and a hint made of them would name it "trash" to the risk policy. Holding a
    # control of its own (the switch), the root is their container, no control at all.
    await browser_env.goto("delegated.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        roots = [e for e in snap.elements if State.CLICKABLE in e.states and not e.name]
        assert all(not e.hint for e in roots), text
        assert "trash" not in text and "send" not in text, text
        by_id = {e.id: e for e in snap.elements}
        up = next(e for e in snap.elements if e.role is Role.SWITCH).parent
        while up is not None:
            assert State.CLICKABLE not in by_id[up].states, text
            up = by_id[up].parent
        channel = next(e for e in snap.elements if e.name == "# random")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=channel.id))
        assert r.ok, r
        assert await _page(browser_env, "log.join()") == "chan:random"
        switch = next(e for e in snap.elements if e.role is Role.SWITCH)
        assert State.CHECKED not in switch.states
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=switch.id))
        assert r.ok, r
        after = await s.observe(q)
    assert await _page(browser_env, "log.join()") == "chan:random,notif"
    assert State.CHECKED in next(e for e in after.elements if e.role is Role.SWITCH).states


async def test_checkboxes_drawn_by_their_labels_are_in_view_and_pressed_there(
    browser_env: BrowserEnv,
) -> None:
    # A checkbox of no size or of one clipped pixel, drawn by its styled label, is
    # where its label is: in view, not covered, and pressed through the label.
    await browser_env.goto("toggles.html")
    q = browser_env.query()
    names = ("Dark mode", "Compact view", "Beta features")
    async with session(browser_env) as s:
        snap = await s.observe(q)
        boxes = {e.name: e for e in snap.elements if e.role is Role.CHECKBOX}
        assert set(boxes) == set(names), format_snapshot(snap)
        for name in names:
            e = boxes[name]
            assert not {State.OFFSCREEN, State.COVERED} & e.states, format_snapshot(snap)
            assert e.bounds is not None and min(e.bounds.w, e.bounds.h) >= 4, e
            r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=e.id))
            assert r.ok, r
        after = await s.observe(q)
    assert await _page(browser_env, "log.join()") == "a:true,b:true,c:true"
    checked = {e.name for e in after.elements if State.CHECKED in e.states}
    assert checked == set(names), format_snapshot(after)


async def test_a_custom_element_named_by_its_slotted_text_is_clicked(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("toggles.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        refresh = _clickable(snap, "Refresh")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=refresh.id))
        assert r.ok, r
    assert await _page(browser_env, "log.join()") == "refresh"


async def test_a_cell_edited_on_a_double_click_and_a_row_with_its_own_menu_are_clickable(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("presses.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        cell = _clickable(snap, "Alpha")
        row = _clickable(snap, "report.pdf")
        # Only the elements with a listener of their own.
        others = [e for e in snap.elements if e.name in ("Beta", "notes.txt")]
        assert len(others) == 2 and not [e for e in others if State.CLICKABLE in e.states]
        assert (await s.act(q, Action(kind=ActionKind.DOUBLECLICK, element_id=cell.id))).ok
        assert (await s.act(q, Action(kind=ActionKind.RIGHTCLICK, element_id=row.id))).ok
    assert await _page(browser_env, "document.body.dataset.editing") == "Alpha"
    assert await _page(browser_env, "document.body.dataset.menu") == "report.pdf"


async def test_icons_drawn_by_a_css_image_or_mask_are_hinted_by_its_file_name(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("cssicons.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
    buttons = [e for e in snap.elements if e.role is Role.BUTTON]
    assert [(b.name, b.hint) for b in buttons] == [
        ("", "trash can"),
        ("", "paper plane"),
        ("", ""),  # a gradient names nothing
    ], format_snapshot(snap)
    assert f"{buttons[0].id} button (icon: trash can)" in format_snapshot(snap)
    await _click(browser_env, buttons[1])
    assert await _page(browser_env, "document.body.dataset.pressed") == "second"
