"""App screens built with real libraries, driven through ids from ``observe``: a
FullCalendar month whose day holds an event, an AG Grid's select cell editor, a Quill
toolbar of icon buttons."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.ids import MemoryIdStore
from handrail.safety import DenyApprover, RiskGate, RiskPolicy
from handrail.session import Session
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_calendar_day_holding_an_event_is_pressed_as_the_day(
    browser_env: BrowserEnv,
) -> None:
    """FullCalendar draws an event as an ``<a tabindex=0>`` (no ``href``) in its day's
    cell, where the cell's middle lies: a press on the day must not open the event."""
    await browser_env.goto("lib_calendar.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        day = find(snap, Role.CELL, "March 12, 2026")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=day.id))
        assert await browser_env.value("window.__did") == ["date 2026-03-12"], format_snapshot(snap)
        event = find(snap, Role.LINK, "Sprint review")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=event.id))
        assert await browser_env.value("window.__did") == ["date 2026-03-12", "event Sprint review"]


async def test_a_quill_toolbar_says_what_each_icon_button_does(browser_env: BrowserEnv) -> None:
    """Quill's toolbar buttons show only an SVG: their hint is the button's class word
    (``ql-bold``) and, for the two list buttons, the ``value`` Quill tells them apart by;
    the classes its SVG draws with (``ql-stroke``, ``ql-fill``, ``ql-thin``) say nothing."""
    await browser_env.goto("lib_editor.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        hints = [e.hint for e in snap.elements if e.role is Role.BUTTON]
        assert hints == ["bold", "italic", "link", "list ordered", "list bullet", "clean"], (
            format_snapshot(snap)
        )


async def test_an_ag_grid_select_cell_editor_opens_and_picks(browser_env: BrowserEnv) -> None:
    """AG Grid's select editor is a ``role=combobox`` box showing its choice: read named
    by it, it is the same box when pressed, where the live tree leaves it unnamed."""
    await browser_env.goto("lib_grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        cell = find(snap, Role.CELL, "Admin")
        r = await s.act(q, Action(kind=ActionKind.DOUBLECLICK, element_id=cell.id))
        box = next((e for e in r.after.elements if e.role is Role.COMBOBOX), None)
        assert box is not None and box.value == "Admin", format_snapshot(r.after)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        viewer = next(e for e in r.after.elements if e.name == "Viewer" and e.role is not Role.CELL)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=viewer.id))
        assert await browser_env.value("window.__did") == ["edit role Viewer"]


async def test_an_ag_grid_focus_guard_is_no_control(browser_env: BrowserEnv) -> None:
    """AG Grid keeps an empty ``<div tabindex=0>`` of no size before and after the grid
    (a tab guard, where the focus lands on its way in or out): nothing a person can see
    or press, so nothing to list."""
    await browser_env.goto("lib_grid.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        empty = [
            e
            for e in snap.elements
            if e.role is Role.GENERIC and not e.name and e.bounds and not e.bounds.w
        ]
        assert not empty, format_snapshot(snap)
        assert find(snap, Role.COLUMNHEADER, "Role")


async def test_an_ag_grid_row_check_box_keeps_its_id_when_ticked(browser_env: BrowserEnv) -> None:
    """AG Grid labels a row's check box with its state, ``Press Space to toggle row
    selection (unchecked)``: ticking it renamed it, so it had a new id once ticked, and its
    name said twice what its state says. The state is read as a state; the name keeps the
    rest, the same before and after."""
    await browser_env.goto("lib_grid_select.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        boxes = [e for e in snap.elements if e.role is Role.CHECKBOX and not e.has(State.CHECKED)]
        assert len(boxes) == 4, format_snapshot(snap)
        second = boxes[2]
        assert "unchecked" not in second.name.lower(), format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=second.id))
        assert await browser_env.value("window.__did") == ["select Bob Stone"]
        after = next(e for e in r.after.elements if e.id == second.id)
        assert after.has(State.CHECKED) and after.name == second.name, format_snapshot(r.after)


async def test_quill_formatting_buttons_beside_typed_text_are_not_held(
    browser_env: BrowserEnv,
) -> None:
    """An unnamed button beside text just typed may send it, and is held; Quill's toolbar
    buttons are unnamed, and each says by its hint what it formats. *list bullet* was held
    as a send, where *bold* passed: none of them sends anything."""
    await browser_env.goto("lib_editor.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with Session(
        browser_env.backend(), ids=MemoryIdStore(), gate=RiskGate(RiskPolicy(), DenyApprover())
    ) as s:
        snap = await s.observe(q)
        editor = next(e for e in snap.elements if e.has(State.EDITABLE))
        r = await s.act(q, Action(kind=ActionKind.TYPE, element_id=editor.id, text=" again"))
        assert r.ok, r.error
        bullet = next(e for e in r.after.elements if e.hint == "list bullet")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=bullet.id))
        assert r.ok, r.error
        assert await browser_env.value("quill.getFormat(0).list") == "bullet"
