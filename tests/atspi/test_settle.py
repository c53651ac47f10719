"""Settling after an action: the backend's settled tree is the one the session keeps."""

from __future__ import annotations

import pytest
from atspi_support import find

from handrail.actions import Action, ActionKind, Mode
from handrail.model import Snapshot, TargetQuery
from handrail.session import Session
from handrail.vocab import Role, State

pytestmark = pytest.mark.desktop


async def test_settled_tree_shows_the_result_and_matches_a_fresh_read(
    session: Session,
    launch_app,  # type: ignore[no-untyped-def]
) -> None:
    app = await launch_app(["gnome-calculator"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    for label in ("9", "×", "8", "="):
        done = await session.act(
            query, Action(kind=ActionKind.CLICK, element_id=find(snap, Role.BUTTON, label).id)
        )
        assert done.after is not None and done.changed, label
        # Nothing was still on its way: a read now sees the same screen.
        fresh = await session.observe(query)
        assert done.after.signature == fresh.signature, (label, _differences(done.after, fresh))
        snap = fresh
    values = [e.value for e in snap.elements if e.role is Role.TEXTBOX]
    assert values and values[0] == "72", values


def _differences(settled: Snapshot, fresh: Snapshot) -> list[str]:
    """The elements the two reads show differently, for the failure message."""
    before = {e.id: e for e in settled.elements}
    after = {e.id: e for e in fresh.elements}
    return [
        f"{key}: {before.get(key)!r} -> {after.get(key)!r}"
        for key in sorted(before.keys() | after.keys())
        if before.get(key) != after.get(key)
    ]


async def test_gtk3_check_box_settles_on_its_event(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gtk3-widget-factory"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    box = next(
        e
        for e in snap.elements
        if e.role is Role.CHECKBOX and not {State.DISABLED, State.MIXED} & e.states
    )
    for _ in range(2):
        was = State.CHECKED in snap.by_id[box.id].states
        done = await session.act(query, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert done.after is not None
        assert (State.CHECKED in done.after.by_id[box.id].states) is not was
        snap = await session.observe(query)
        assert (State.CHECKED in snap.by_id[box.id].states) is not was


async def test_an_action_without_effect_settles_unchanged(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--entry", "--text", "Name"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    field = find(snap, Role.TEXTBOX, "Name")
    await session.act(query, Action(kind=ActionKind.FOCUS, element_id=field.id))
    snap = await session.observe(query)
    assert State.FOCUSED in snap.by_id[field.id].states
    # Focusing the focused field again changes nothing: no event comes, one read says so.
    done = await session.act(query, Action(kind=ActionKind.FOCUS, element_id=field.id), before=snap)
    assert done.receipt.mode is Mode.AX and done.after is not None
    assert not done.changed


async def test_a_key_settles_on_the_applications_answer_not_on_its_own_focusing(
    session: Session,
    launch_app,  # type: ignore[no-untyped-def]
) -> None:
    # gnome-calculator computes after Return in a thread and shows the answer some tens
    # of milliseconds later. Focusing the window that already has the focus must not
    # make the toolkit announce a focus change that would pass for the key's effect.
    app = await launch_app(["gnome-calculator"])
    query = TargetQuery(pid=app.pid)
    snap = await session.observe(query)
    display = next(e for e in snap.elements if e.role is Role.TEXTBOX)
    total = 12
    typed = await session.act(
        query, Action(kind=ActionKind.TYPE, element_id=display.id, text="12+30"), before=snap
    )
    assert typed.ok
    for n in range(6):
        done = await session.act(
            query, Action(kind=ActionKind.KEY, element_id=display.id, keys="Return")
        )
        want = str(total + 30) if n == 0 else str(total + 1)
        values = [
            e.value for e in (done.after.elements if done.after else ()) if e.role is Role.TEXTBOX
        ]
        assert done.changed and values == [want], (n, values)
        total = int(want)
        more = await session.act(
            query, Action(kind=ActionKind.TYPE, element_id=display.id, text="+1")
        )
        assert more.ok
