"""Popups outside the window list: a GTK 3 combo box's open menu is read and operated."""

from __future__ import annotations

import pytest
from atspi_support import find

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot, TargetQuery
from handrail.session import Session
from handrail.vocab import Role

pytestmark = pytest.mark.desktop


def _combo(snap: Snapshot) -> Element:
    return next(e for e in snap.elements if e.role is Role.COMBOBOX and e.name == "Left")


async def test_an_open_combo_box_popup_is_read_and_operated(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gtk3-widget-factory"])
    query = TargetQuery(pid=app.pid)
    combo = _combo(await session.observe(query))
    opened = await session.act(query, Action(kind=ActionKind.CLICK, element_id=combo.id))
    assert opened.after is not None
    snap = await session.observe(query)
    items = [e.name for e in snap.elements if e.role is Role.MENUITEM]
    assert {"Left", "Middle", "Right"} <= set(items)

    # Keys reach the popup (it holds the keyboard): Escape closes it.
    await session.act(query, Action(kind=ActionKind.KEY, keys="Escape"))
    closed = await session.observe(query)
    assert not [e for e in closed.elements if e.role is Role.MENUITEM and e.name == "Middle"]

    combo = _combo(closed)
    await session.act(query, Action(kind=ActionKind.CLICK, element_id=combo.id))
    middle = find(await session.observe(query), Role.MENUITEM, "Middle")
    await session.act(query, Action(kind=ActionKind.CLICK, element_id=middle.id))
    after = await session.observe(query)
    assert _named(after, "Middle") == _named(closed, "Middle") + 1
    assert _named(after, "Left") == _named(closed, "Left") - 1


def _named(snap: Snapshot, name: str) -> int:
    return sum(1 for e in snap.elements if e.role is Role.COMBOBOX and e.name == name)
