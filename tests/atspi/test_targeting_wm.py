"""Input targeting under a window manager (openbox): it goes through ``_NET_ACTIVE_WINDOW``.

The same checks as without one (tests/atspi/test_targeting.py, test_keyfocus.py run on
the plain desktop): the focus moves to the target, which the X server and the toolkit
both confirm, and nothing reaches the program that held the focus.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
from atspi_support import find
from Xlib import X

from handrail.actions import Action, ActionKind, Via
from handrail.backends.atspi import AtspiBackend
from handrail.desktop import status
from handrail.desktop.wm import wm_ready
from handrail.gate import AllowAll
from handrail.model import Snapshot, TargetQuery
from handrail.session import Session
from handrail.vocab import Role, State
from handrail.x11 import Aim, X11Input, XConnection

pytestmark = pytest.mark.desktop


@pytest.fixture
async def wm_session(wm_desktop) -> AsyncIterator[Session]:  # type: ignore[no-untyped-def]
    async with Session(AtspiBackend(wm_desktop.settings), settle_timeout=2.0, gate=AllowAll()) as s:
        yield s


def _display(snap: Snapshot) -> str:
    return " ".join(e.value or "" for e in snap.elements if e.role is Role.TEXTBOX)


async def _active_window(display: str) -> int:
    """The root's ``_NET_ACTIVE_WINDOW``: set by the window manager only."""
    conn = XConnection(display, timeout=5.0)

    def read(d: Any) -> int:
        prop = d.screen().root.get_full_property(
            d.intern_atom("_NET_ACTIVE_WINDOW"), X.AnyPropertyType
        )
        return int(prop.value[0]) if prop is not None and len(prop.value) else 0

    try:
        return int(await conn.call(read))
    finally:
        conn.close()


def test_the_desktop_runs_its_window_manager(wm_desktop) -> None:  # type: ignore[no-untyped-def]
    st = status(wm_desktop.settings)
    assert st.running and st.processes.get("wm") is True
    assert wm_ready(wm_desktop.env["DISPLAY"])


async def test_keys_reach_the_target_through_the_window_manager(
    wm_desktop, wm_session: Session, launch_wm_app
) -> None:  # type: ignore[no-untyped-def]
    zenity = await launch_wm_app(["zenity", "--entry", "--text", "Lower"])
    calc = await launch_wm_app(["gnome-calculator"])
    display = wm_desktop.env["DISPLAY"]
    x = X11Input(display, timeout=5.0)
    try:
        held = await x.targeting.focus(Aim(pids=frozenset({calc.pid}), name="calculator"))
        assert held.pid == calc.pid
        (z_win,) = await x.targeting.windows_of([zenity.pid])
        assert z_win.client != z_win.id, "openbox did not frame the dialog"
    finally:
        await x.close()
    z_q, c_q = TargetQuery(pid=zenity.pid), TargetQuery(pid=calc.pid)
    before = _display(await wm_session.observe(c_q))
    field = find(await wm_session.observe(z_q), Role.TEXTBOX, "Lower")
    # Keys without an element: only the window's focus decides where they go.
    done = await wm_session.act(z_q, Action(kind=ActionKind.TYPE, text="4321"), via=Via.INPUT)
    assert done.receipt.ok
    after = await wm_session.observe(z_q)
    assert after.by_id[field.id].value == "4321"
    assert State.ACTIVE in after.elements[0].states
    assert await _active_window(display) == z_win.client
    assert _display(await wm_session.observe(c_q)) == before
    # A click on the field goes to the dialog as well.
    done = await wm_session.act(
        z_q, Action(kind=ActionKind.CLICK, element_id=field.id), via=Via.INPUT
    )
    assert done.receipt.ok
    assert State.FOCUSED in (await wm_session.observe(z_q)).by_id[field.id].states
