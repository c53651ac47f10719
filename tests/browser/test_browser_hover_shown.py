"""A read says which controls a pointer resting on a row would show.

Mail and file lists hide a row's *Archive* and *Delete* until it is hovered
(``.row:hover .acts { visibility: visible }``): they are in no accessibility tree until
then, and nothing in a read said they were there. A row now says what its hover shows
(``(hover shows: Archive, Delete)``), a plain container (a comment's ``<div>``) says it
on its first named element, and after ``act hover`` the controls are read with ids of
their own and pressed. An icon drawn to be pressed (where a pointer cursor starts) counts
as a control; a tooltip the hover shows does not, nor does a rule on the element itself,
on a sibling, or one that shows nothing.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


def _named(snap: Snapshot, name: str) -> Element:
    return next(e for e in snap.elements if e.name == name)


async def test_rows_say_what_their_hover_shows(browser_env: BrowserEnv) -> None:
    await browser_env.goto("hovershown.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        shown = {e.name: e.hover for e in snap.elements if e.hover}
        assert shown == {
            "Alice Lunch on Friday": ("Archive", "Delete"),
            "Bob Quarterly numbers": ("Archive", "Delete forever"),
            "A comment by Carol": ("Reply", "Edit"),
            "Products": ("Phones", "Tablets"),
            "Report.pdf": ("Download",),
            "GitHub Run failed: CI Yesterday": ("Delete", "Flag this message"),
        }, shown
        assert not [e for e in snap.elements if e.name in ("Archive", "Reply", "Phones")]
        lines = format_snapshot(snap).splitlines()
        row = next(ln for ln in lines if "Alice" in ln)
        assert row.endswith("clickable Alice Lunch on Friday (hover shows: Archive, Delete)"), row
        assert _named(snap, "Alice Lunch on Friday").to_json()["hover"] == ["Archive", "Delete"]


async def test_hovering_the_row_gives_its_controls_ids_to_press(browser_env: BrowserEnv) -> None:
    await browser_env.goto("hovershown.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        row = _named(snap, "Bob Quarterly numbers")
        assert (await s.act(q, Action(kind=ActionKind.HOVER, element_id=row.id))).ok
        snap = await s.observe(q)
        delete = _named(snap, "Delete forever")
        assert delete.role is Role.BUTTON
        assert _named(snap, "Bob Quarterly numbers").hover == ()
        assert _named(snap, "Alice Lunch on Friday").hover == ("Archive", "Delete")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=delete.id))).ok
    assert await browser_env.value("window.__did") == ["delete:r2"]


async def test_an_option_keeps_its_name_and_id_when_its_hover_draws_icons_in_it(
    browser_env: BrowserEnv,
) -> None:
    # Chromium names the option by its contents, the glyphs its hover draws too
    # (``… Yesterday 🗑 ⚑``): its name, and so its id, changed under the pointer.
    await browser_env.goto("hovershown.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        before = _named(await s.observe(q), "GitHub Run failed: CI Yesterday")
        assert (await s.act(q, Action(kind=ActionKind.HOVER, element_id=before.id))).ok
        snap = await s.observe(q)
        after = next(e for e in snap.elements if e.role is Role.OPTION)
        assert (after.id, after.name) == (before.id, before.name)
        icons = [e for e in snap.elements if e.parent == after.id or e.hint == "delete"]
        delete = next(e for e in icons if e.hint == "delete")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=delete.id))).ok
    assert await browser_env.value("window.__did") == ["delete:m1"]
