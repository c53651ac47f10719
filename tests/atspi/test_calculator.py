"""gnome-calculator (GTK 4): observe finds its buttons; clicks by id compute."""

from __future__ import annotations

import pytest
from atspi_support import find

from handrail.actions import Action, ActionKind, Mode
from handrail.model import ObserveOptions, TargetQuery
from handrail.session import Session
from handrail.vocab import Role, State

pytestmark = pytest.mark.desktop


async def test_observe_finds_buttons_inside_the_window(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gnome-calculator"])
    snap = await session.observe(TargetQuery(pid=app.pid))
    assert snap.target.app == "gnome-calculator" and snap.target.pid == app.pid
    window = snap.elements[0]
    assert window.role is Role.WINDOW and window.name == "Calculator"
    assert window.bounds is not None and not window.bounds.empty
    for label in ("0", "1", "2", "3", "+", "−", "=", "("):
        button = find(snap, Role.BUTTON, label)
        assert button.bounds is not None and not button.bounds.empty, label
        assert window.bounds.contains(button.bounds), f"{label} at {button.bounds} outside"
        assert State.DISABLED not in button.states
        assert "click" in button.actions
    # The display is an editable text field, and it has the keyboard focus at start.
    display = [e for e in snap.elements if e.role is Role.TEXTBOX]
    assert display and State.EDITABLE in display[0].states
    assert snap.environment.screen_w > 0 and snap.environment.screen_h > 0


async def test_clicks_by_id_compute(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gnome-calculator"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    for label in ("2", "+", "3", "="):
        button = find(snap, Role.BUTTON, label)
        result = await session.act(query, Action(kind=ActionKind.CLICK, element_id=button.id))
        assert result.ok and result.receipt.mode is Mode.AX
        assert result.changed, f"clicking {label} changed nothing"
    fresh = await session.observe(query)
    values = [e.value for e in fresh.elements if e.role is Role.TEXTBOX]
    assert values and values[0] == "5", values


async def test_pointer_click_through_input(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    from handrail.actions import Via

    app = await launch_app(["gnome-calculator"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    seven = find(snap, Role.BUTTON, "7")
    result = await session.act(
        query, Action(kind=ActionKind.CLICK, element_id=seven.id), via=Via.INPUT
    )
    assert result.receipt.mode is Mode.INPUT and result.receipt.fallback_from is None
    assert result.after is not None
    values = [e.value for e in result.after.elements if e.role is Role.TEXTBOX]
    assert values[0] == "7", values


async def test_max_elements_truncates(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gnome-calculator"])
    snap = await session.observe(TargetQuery(pid=app.pid), ObserveOptions(max_elements=5))
    assert len(snap.elements) == 5 and snap.stats.truncated
    full = await session.observe(TargetQuery(pid=app.pid))
    assert not full.stats.truncated and len(full.elements) > 30


async def test_the_environment_names_the_application_locale(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    # zenity's text would be German under de_DE; the snapshot says which locale it runs in.
    app = await launch_app(["env", "LC_ALL=de_DE.UTF-8", "zenity", "--info", "--text", "x"])
    snap = await session.observe(TargetQuery(pid=app.pid))
    assert snap.environment.locale == "de_DE.UTF-8"
    assert snap.environment.to_json()["locale"] == "de_DE.UTF-8"
