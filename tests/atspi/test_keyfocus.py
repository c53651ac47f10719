"""Keys reach the target only when its toolkit, too, says it has the focus.

Two real GTK programs: zenity's entry dialog is the target, gnome-calculator holds the
keyboard focus. The X side moves the focus to zenity and checks it; when that goes
wrong (a window manager refusing the focus, the focus taken back between the check and
the keys: here the X focus is left where it was), the AT-SPI states still tell — the
dialog is not ``active`` and its field not ``focused`` — and nothing is typed into the
calculator.
"""

from __future__ import annotations

from typing import Any

import pytest
from atspi_support import find
from desktop_apps import need

from handrail.actions import Action, ActionKind, Via
from handrail.errors import ActionFailed
from handrail.model import Snapshot, TargetQuery
from handrail.session import Session
from handrail.vocab import Role, State
from handrail.x11 import Aim, InputTargeting, X11Input, XWindow

pytestmark = pytest.mark.desktop


def _display(snap: Snapshot) -> str:
    return " ".join(e.value or "" for e in snap.elements if e.role is Role.TEXTBOX)


@pytest.fixture
async def calculator_focused(desktop, launch_app):  # type: ignore[no-untyped-def]
    """``(zenity pid, gnome-calculator pid)``, the calculator holding the keyboard focus."""
    zenity = await launch_app(["zenity", "--entry", "--text", "Lower"])
    calc = await launch_app(["gnome-calculator"])
    x = X11Input(desktop.env["DISPLAY"], timeout=5.0)
    try:
        await x.targeting.focus(Aim(pids=frozenset({calc.pid}), name="gnome-calculator"))
    finally:
        await x.close()
    return zenity.pid, calc.pid


async def _wait_active(session: Session, query: TargetQuery) -> Snapshot:
    """The target's snapshot once its window reports ``active`` (AT-SPI events are late)."""
    for _ in range(200):
        snap = await session.observe(query)
        if State.ACTIVE in snap.elements[0].states:
            return snap
    raise AssertionError(f"{query} never became active")


@pytest.fixture
def x_focus_unmoved(monkeypatch: pytest.MonkeyPatch) -> None:
    """The X side reports success without moving the focus (what a racing focus does)."""

    async def focus(self: InputTargeting, aim: Aim, point: Any = None) -> XWindow:
        (win,) = [w for w in await self.windows() if aim.owns(w)][:1]
        return win

    monkeypatch.setattr(InputTargeting, "focus", focus)


async def test_keys_are_refused_when_the_toolkit_shows_another_app_focused(
    session: Session, calculator_focused, x_focus_unmoved
) -> None:  # type: ignore[no-untyped-def]
    zenity, calc = calculator_focused
    z_q, c_q = TargetQuery(pid=zenity), TargetQuery(pid=calc)
    before = _display(await _wait_active(session, c_q))
    field = find(await session.observe(z_q), Role.TEXTBOX, "Lower")
    # Keys for whatever has the focus in the dialog (an element given the focus through
    # AT-SPI or a click would have GTK move the X focus itself).
    action = Action(kind=ActionKind.TYPE, text="12345")
    with pytest.raises(ActionFailed, match="nothing was sent") as caught:
        await session.act(z_q, action, via=Via.AUTO)
    assert "gnome-calculator" in str(caught.value)
    # Nothing reached the calculator, nor the dialog.
    assert _display(await session.observe(c_q)) == before
    assert (await session.observe(z_q)).by_id[field.id].value in ("", None)


async def test_keys_go_to_the_target_that_another_app_held_the_focus_from(
    session: Session, calculator_focused
) -> None:  # type: ignore[no-untyped-def]
    zenity, calc = calculator_focused
    z_q, c_q = TargetQuery(pid=zenity), TargetQuery(pid=calc)
    before = _display(await _wait_active(session, c_q))
    field = find(await session.observe(z_q), Role.TEXTBOX, "Lower")
    done = await session.act(
        z_q,
        Action(kind=ActionKind.TYPE, element_id=field.id, text="12345"),
        via=Via.INPUT,
    )
    assert done.receipt.ok
    after = await session.observe(z_q)
    assert after.by_id[field.id].value == "12345"
    assert State.ACTIVE in after.elements[0].states
    assert State.FOCUSED in after.by_id[field.id].states
    assert _display(await session.observe(c_q)) == before


def _what_shows(snap: Snapshot) -> list[tuple[object, ...]]:
    """Every element's role, name, value and check state: what a stray key would change."""
    checks = {State.CHECKED, State.MIXED, State.PRESSED, State.SELECTED, State.EXPANDED}
    return [(e.role, e.name, e.value, sorted(checks & e.states)) for e in snap.elements]


async def test_keys_for_an_element_that_did_not_take_the_focus_are_not_sent(
    session: Session, launch_app
) -> None:  # type: ignore[no-untyped-def]
    # A disabled GTK 3 check box accepts GrabFocus (it can focus, when enabled) but does
    # not take the focus: "space" would go to the widget that has it.
    app = await launch_app([need("gtk3-widget-factory")])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    box = next(
        e
        for e in snap.elements
        if e.role is Role.CHECKBOX and {State.DISABLED, State.FOCUSABLE} <= e.states
    )
    before = _what_shows(snap)
    with pytest.raises(ActionFailed, match="does not have the keyboard focus"):
        await session.act(query, Action(kind=ActionKind.KEY, element_id=box.id, keys="space"))
    assert _what_shows(await session.observe(query)) == before
