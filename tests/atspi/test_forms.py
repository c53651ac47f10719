"""zenity and gtk3-widget-factory (GTK 3): text fields, check boxes, a big tree, visibility."""

from __future__ import annotations

import pytest
from atspi_support import find

from handrail.actions import Action, ActionKind, Mode, Via
from handrail.geometry import Rect
from handrail.model import ObserveOptions, TargetQuery
from handrail.session import Session
from handrail.vocab import Role, State

pytestmark = pytest.mark.desktop


async def test_zenity_entry_set_value_and_type(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--entry", "--text", "Your name"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    assert find(snap, Role.DIALOG, "Add a new entry")
    field = find(snap, Role.TEXTBOX, "Your name")  # named by its label
    find(snap, Role.BUTTON, "OK")

    done = await session.act(
        query, Action(kind=ActionKind.SET_VALUE, element_id=field.id, text="Ada")
    )
    assert done.receipt.mode is Mode.AX
    done = await session.act(query, Action(kind=ActionKind.TYPE, element_id=field.id, text=" L."))
    assert done.receipt.mode is Mode.AX
    fresh = await session.observe(query)
    assert fresh.by_id[field.id].value == "Ada L."

    # The same through the keyboard: focus, select all, type (Unicode included).
    done = await session.act(
        query, Action(kind=ActionKind.SET_VALUE, element_id=field.id, text="Zoë 😀"), via=Via.INPUT
    )
    assert done.receipt.mode is Mode.KEYBOARD
    fresh = await session.observe(query)
    assert fresh.by_id[field.id].value == "Zoë 😀"
    assert State.FOCUSED in fresh.by_id[field.id].states


async def test_key_combo_goes_to_the_element(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--entry", "--text", "Name", "--entry-text", "abc"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    field = find(snap, Role.TEXTBOX, "Name")
    assert field.value == "abc"
    done = await session.act(query, Action(kind=ActionKind.KEY, element_id=field.id, keys="End"))
    assert done.receipt.mode is Mode.KEYBOARD
    await session.act(query, Action(kind=ActionKind.KEY, element_id=field.id, keys="BackSpace"))
    fresh = await session.observe(query)
    assert fresh.by_id[field.id].value == "ab"


async def test_widget_factory_checkbox_toggles(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gtk3-widget-factory"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    boxes = [
        e
        for e in snap.elements
        if e.role is Role.CHECKBOX
        and State.DISABLED not in e.states
        and State.MIXED not in e.states
    ]
    assert boxes, "no enabled check box"
    box = boxes[0]
    was = State.CHECKED in box.states
    done = await session.act(query, Action(kind=ActionKind.CLICK, element_id=box.id))
    assert done.receipt.mode is Mode.AX and done.after is not None
    assert (State.CHECKED in done.after.by_id[box.id].states) is not was
    # And back, through the pointer this time.
    done = await session.act(query, Action(kind=ActionKind.CLICK, element_id=box.id), via=Via.INPUT)
    assert done.receipt.mode is Mode.INPUT and done.after is not None
    assert (State.CHECKED in done.after.by_id[box.id].states) is was


async def test_widget_factory_tree_and_visibility(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gtk3-widget-factory"])
    query = TargetQuery(pid=app.pid)
    everything = await session.observe(query, ObserveOptions(include_hidden=True))
    assert 200 <= len(everything.elements) <= 400, len(everything.elements)
    visible = await session.observe(query)
    assert 50 <= len(visible.elements) < len(everything.elements)
    hidden = [e for e in everything.elements if e.has(State.HIDDEN) or e.has(State.OFFSCREEN)]
    assert hidden, "--all marks nothing as hidden or off-window"
    visible_ids = {e.id for e in visible.elements}
    assert not visible_ids & {e.id for e in hidden}
    window = visible.elements[0]
    assert window.role is Role.WINDOW and window.bounds is not None
    screen = Rect(0, 0, visible.environment.screen_w, visible.environment.screen_h)
    assert not screen.empty
    for e in visible.elements:
        assert e.bounds is not None and not e.bounds.empty, e
        assert e.bounds.intersection(window.bounds) is not None, e
        assert e.bounds.intersection(screen) is not None, f"{e} is off the screen"
    # Every id of the default view names the same element in the --all view.
    by_id = everything.by_id
    for e in visible.elements:
        assert by_id[e.id].role is e.role and by_id[e.id].name == e.name
    # Tabs, sliders, columns: roles and values come through.
    assert any(e.role is Role.TAB and e.name == "page 1" for e in visible.elements)
    sliders = [e for e in visible.elements if e.role is Role.SLIDER]
    assert sliders and sliders[0].value is not None and float(sliders[0].value) >= 0
    assert any(e.role is Role.COLUMNHEADER for e in visible.elements)


async def test_window_screenshot_has_the_window_size(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    import io

    from PIL import Image

    app = await launch_app(["zenity", "--entry", "--text", "Your name"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    window = snap.elements[0].bounds
    assert window is not None
    png = await session.screenshot(query)
    with Image.open(io.BytesIO(png)) as img:
        assert (img.width, img.height) == (window.w, window.h)
        # A dialog is not one flat colour: its label, field and buttons are drawn.
        assert len(img.convert("L").getcolors(maxcolors=4096) or range(4097)) > 8


async def test_focus_moves_or_fails_without_pressing(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    from handrail.errors import ActionFailed

    dialog = await launch_app(["zenity", "--entry", "--text", "Your name"])
    query = TargetQuery(pid=dialog.pid)
    cancel = find(await session.observe(query), Role.BUTTON, "Cancel")
    done = await session.act(query, Action(kind=ActionKind.FOCUS, element_id=cancel.id))
    assert done.receipt.mode is Mode.AX and done.after is not None
    assert State.FOCUSED in done.after.by_id[cancel.id].states

    # GTK 4.8 refuses GrabFocus; clicking a button to focus it would press it.
    calc = await launch_app(["gnome-calculator"])
    query = TargetQuery(pid=calc.pid)
    before = await session.observe(query)
    seven = find(before, Role.BUTTON, "7")
    with pytest.raises(ActionFailed, match="would operate it"):
        await session.act(query, Action(kind=ActionKind.FOCUS, element_id=seven.id))
    after = await session.observe(query)
    assert [e.value for e in after.elements if e.role is Role.TEXTBOX] == [
        e.value for e in before.elements if e.role is Role.TEXTBOX
    ]


async def test_tab_selected_through_the_parent_selection(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gtk3-widget-factory"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    page2 = find(snap, Role.TAB, "page 2")
    assert State.SELECTED not in page2.states and not page2.actions
    done = await session.act(query, Action(kind=ActionKind.CLICK, element_id=page2.id))
    assert done.receipt.mode is Mode.AX and "selection" in done.receipt.diagnostic
    assert done.after is not None and State.SELECTED in done.after.by_id[page2.id].states
    assert State.SELECTED not in done.after.by_id[find(snap, Role.TAB, "page 1").id].states


async def test_scroll_moves_a_scrolled_view(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gtk3-widget-factory"])
    query = TargetQuery(pid=app.pid)
    everything = ObserveOptions(include_hidden=True)  # its scroll bar is off the screen
    snap = await session.observe(query, everything)
    text = next(
        e for e in snap.elements if e.role is Role.TEXTBOX and (e.value or "").startswith("Lorem")
    )
    bars = [
        e
        for e in snap.elements
        if e.role is Role.SCROLLBAR
        and e.parent == text.parent
        and e.bounds is not None
        and e.bounds.h > e.bounds.w > 1  # the vertical bar, not the hidden horizontal one
    ]
    assert len(bars) == 1 and bars[0].value == "0", bars
    done = await session.act(
        query, Action(kind=ActionKind.SCROLL, element_id=text.id, dy=5), options=everything
    )
    assert done.receipt.mode is Mode.INPUT and done.after is not None
    assert float(done.after.by_id[bars[0].id].value or 0) > 0
