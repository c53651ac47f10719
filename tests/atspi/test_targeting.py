"""Input reaches the target's window or nothing is sent: two overlapping windows of two programs.

zenity's entry dialog lies under a mousepad window that covers it; input meant for the
dialog must either reach it or be refused, and never reach mousepad.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from atspi_support import find
from desktop_apps import mousepad
from Xlib import X

from handrail.actions import Action, ActionKind, Mode, Via
from handrail.errors import ActionFailed
from handrail.model import Snapshot, TargetQuery
from handrail.session import Session
from handrail.vocab import Role, State
from handrail.x11 import Aim, InputTargeting, X11Input, XConnection

pytestmark = pytest.mark.desktop


async def _cover(desktop, lower: int, upper: int) -> None:  # type: ignore[no-untyped-def]
    """Move and raise ``upper``'s window so that it covers ``lower``'s."""
    conn = XConnection(desktop.env["DISPLAY"], timeout=5.0)
    targeting = InputTargeting(conn)
    try:
        (low,) = await targeting.windows_of([lower])
        (up,) = await targeting.windows_of([upper])

        def move(d: Any) -> None:
            win = d.create_resource_object("window", up.id)
            win.configure(
                x=max(low.bounds.x - 20, 0),
                y=max(low.bounds.y - 20, 0),
                width=low.bounds.w + 40,
                height=low.bounds.h + 40,
            )
            win.configure(stack_mode=X.Above)
            d.sync()

        await conn.call(move)
        windows = await targeting.windows()
        top = next(w for w in windows if w.bounds.contains_point(*low.bounds.center))
        assert top.pid == upper, f"the covering window is not on top: {windows}"
    finally:
        conn.close()


def _text_of(snap: Snapshot) -> str:
    return " ".join(e.value or "" for e in snap.elements if e.value)


@pytest.fixture
async def covered(desktop, launch_app, tmp_path: Path):  # type: ignore[no-untyped-def]
    """``(zenity pid, mousepad pid)``, mousepad's window lying over zenity's."""
    lower = await launch_app(["zenity", "--entry", "--text", "Lower"])
    upper = await launch_app(mousepad(tmp_path))
    await _cover(desktop, lower.pid, upper.pid)
    return lower.pid, upper.pid


@pytest.mark.parametrize("via", [Via.INPUT, Via.AUTO])
async def test_typing_into_a_covered_window_never_reaches_the_one_on_top(
    session: Session, covered, via: Via
) -> None:  # type: ignore[no-untyped-def]
    lower, upper = covered
    low_q, up_q = TargetQuery(pid=lower), TargetQuery(pid=upper)
    field = find(await session.observe(low_q), Role.TEXTBOX, "Lower")
    before = _text_of(await session.observe(up_q))
    try:
        done = await session.act(
            low_q,
            Action(kind=ActionKind.TYPE, element_id=field.id, text="echo meant for zenity"),
            via=via,
        )
    except ActionFailed as exc:
        assert "mousepad" in str(exc) or "window" in str(exc)
    else:
        assert done.receipt.ok
        assert (await session.observe(low_q)).by_id[field.id].value == "echo meant for zenity"
    await session.act(
        low_q, Action(kind=ActionKind.KEY, element_id=field.id, keys="ctrl+a"), via=via
    )
    assert _text_of(await session.observe(up_q)) == before


async def test_keys_without_an_element_go_to_the_target_window(session: Session, covered) -> None:  # type: ignore[no-untyped-def]
    lower, upper = covered
    low_q, up_q = TargetQuery(pid=lower), TargetQuery(pid=upper)
    field = find(await session.observe(low_q), Role.TEXTBOX, "Lower")
    before = _text_of(await session.observe(up_q))
    try:
        await session.act(low_q, Action(kind=ActionKind.TYPE, text="rm -rf"))
    except ActionFailed as exc:
        assert "nothing was sent" in str(exc)
    else:
        assert (await session.observe(low_q)).by_id[field.id].value == "rm -rf"
    assert _text_of(await session.observe(up_q)) == before


async def test_a_click_on_a_covered_button_reaches_its_window_or_none(
    session: Session, covered
) -> None:  # type: ignore[no-untyped-def]
    lower, upper = covered
    low_q, up_q = TargetQuery(pid=lower), TargetQuery(pid=upper)
    snap = await session.observe(low_q)
    field = find(snap, Role.TEXTBOX, "Lower")
    done = await session.act(
        low_q, Action(kind=ActionKind.CLICK, element_id=field.id), via=Via.INPUT
    )
    assert done.receipt.mode is Mode.INPUT
    # The click went to zenity's field, which took the focus; mousepad lost it.
    low = await session.observe(low_q)
    assert State.FOCUSED in low.by_id[field.id].states
    assert State.ACTIVE in low.elements[0].states
    assert State.ACTIVE not in (await session.observe(up_q)).elements[0].states


async def test_targeting_refuses_what_it_cannot_aim_at(desktop, covered) -> None:  # type: ignore[no-untyped-def]
    lower, upper = covered
    x = X11Input(desktop.env["DISPLAY"], timeout=5.0)
    try:
        (low,) = await x.targeting.windows_of([lower])
        (up,) = await x.targeting.windows_of([upper])
        with pytest.raises(ActionFailed, match="no window on the X display"):
            await x.targeting.focus(Aim(pids=frozenset({1}), name="init"))
        # A point of mousepad's window outside zenity's: refused, naming mousepad.
        corner = (up.bounds.x + 2, up.bounds.y + 2)
        assert not low.bounds.contains_point(*corner)
        with pytest.raises(ActionFailed, match="mousepad"):
            await x.targeting.aim_pointer(Aim(pids=frozenset({lower}), name="zenity"), *corner)
        # The point inside both: zenity is raised, and then receives it.
        got = await x.targeting.aim_pointer(
            Aim(pids=frozenset({lower}), name="zenity"), *low.bounds.center
        )
        assert got.pid == lower
        focused = await x.targeting.focus(Aim(pids=frozenset({upper}), name="mousepad"))
        assert focused.pid == upper
    finally:
        await x.close()
