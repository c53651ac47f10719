"""Clickable boxes Chromium's accessibility tree leaves out are elements all the same.

A row's check box drawn as an empty ``<span>`` with a pointer cursor has no text and no
role, and Chromium prunes it from its tree: it is drafted from the DOM snapshot where it
is drawn, a check box by its class (``cb``) or hinted by its handler's mark
(``data-expand``), and pressed by its id.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


def _hinted(snap: Snapshot, hint: str) -> list[Element]:
    return [e for e in snap.elements if State.CLICKABLE in e.states and e.hint == hint]


async def test_empty_row_check_boxes_are_listed_in_their_rows_and_pressed(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("checkrows.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        # A check box by its look, not ticked while its class says nothing of it.
        boxes = [e for e in snap.elements if e.role is Role.CHECKBOX]
        assert len(boxes) == 2, format_snapshot(snap)
        assert all(State.CLICKABLE in b.states and State.CHECKED not in b.states for b in boxes)
        order = [e.id for e in snap.elements]
        subjects = [e for e in snap.elements if e.name in ("Master agreement", "Offer letter")]
        # Each box reads in its row, before the row's subject.
        assert order.index(boxes[0].id) < order.index(subjects[0].id)
        assert order.index(subjects[0].id) < order.index(boxes[1].id)
        assert order.index(boxes[1].id) < order.index(subjects[1].id)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=boxes[1].id))
        assert r.ok, r
        chevrons = _hinted(snap, "expand")
        assert len(chevrons) == 2, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=chevrons[0].id))
        assert r.ok, r
        swatch = [e for e in snap.elements if "teal" in e.hint.split()]
        assert len(swatch) == 1, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=swatch[0].id))
        assert r.ok, r
        # Ticked (its class says checked), it is the same check box: same id, checked.
        snap = await s.observe(q)
        ticked = next(e for e in snap.elements if e.id == boxes[1].id)
        assert ticked.role is Role.CHECKBOX and State.CHECKED in ticked.states, ticked
    assert await browser_env.value("window.__log") == ["select:B2", "expand:A1", "colour:teal"]
    assert await browser_env.value("document.querySelectorAll('.cb.checked').length") == 1


async def test_boxes_too_small_to_aim_at_are_not_listed(browser_env: BrowserEnv) -> None:
    await browser_env.goto("checkrows.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    # The dot (of no size) and the 3-pixel pin have a pointer cursor, but no one aims there.
    clickable = [e for e in snap.elements if State.CLICKABLE in e.states]
    # Two check boxes, two chevrons and the swatch (the subjects have no sign of a click).
    assert len(clickable) == 5, format_snapshot(snap)


async def test_an_icon_whose_empty_wrapper_is_aria_hidden_is_listed_and_pressed(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("gridmenu.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        menus = _hinted(snap, "menu")
        # One per column, each read under its header, in the header's order.
        assert len(menus) == 2, text
        order = [e.id for e in snap.elements]
        heads = [e for e in snap.elements if e.role is Role.COLUMNHEADER]
        assert [h.name for h in heads] == ["Athlete", "Country"], text
        assert order.index(heads[0].id) < order.index(menus[0].id) < order.index(heads[1].id)
        # A box the page hid together with its text stays out.
        assert not _hinted(snap, "swatch"), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=menus[1].id))
        assert r.ok, r
    assert await browser_env.value("window.__did") == ["menu-country"]
