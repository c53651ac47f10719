"""``hover`` on the desktop: the pointer rests on the element's centre and nothing is pressed."""

from __future__ import annotations

from typing import Any

import pytest
from atspi_support import find

from handrail.actions import Action, ActionKind, Mode, Via
from handrail.errors import ActionFailed
from handrail.model import TargetQuery
from handrail.session import Session
from handrail.vocab import Role
from handrail.x11 import XConnection

pytestmark = pytest.mark.desktop


async def _pointer(display: str) -> tuple[int, int]:
    conn = XConnection(display, timeout=5.0)
    try:

        def where(d: Any) -> tuple[int, int]:
            reply = d.screen().root.query_pointer()
            return int(reply.root_x), int(reply.root_y)

        return await conn.call(where)
    finally:
        conn.close()


async def test_hover_rests_the_pointer_on_a_button_and_presses_nothing(
    session: Session, desktop, launch_app
) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--question", "--text", "Hover here"])
    q = TargetQuery(pid=app.pid)
    snap = await session.observe(q)
    yes, no = find(snap, Role.BUTTON, "Yes"), find(snap, Role.BUTTON, "No")
    assert yes.bounds is not None and no.bounds is not None
    with pytest.raises(ActionFailed, match="pointer input only"):
        await session.act(q, Action(kind=ActionKind.HOVER, element_id=yes.id), via=Via.AX)
    for button in (no, yes):
        done = await session.act(q, Action(kind=ActionKind.HOVER, element_id=button.id))
        assert done.receipt.ok and done.receipt.mode is Mode.INPUT, done
        assert await _pointer(desktop.env["DISPLAY"]) == button.bounds.center
    # Nothing was pressed: a press of Yes or No would have ended the question.
    after = await session.observe(q)
    assert find(after, Role.BUTTON, "Yes").bounds == yes.bounds
