"""Stale ids, gone applications, unknown targets: one clear error each, nothing sent."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
import signal

import pytest
from atspi_support import find

from handrail.actions import Action, ActionKind, Via
from handrail.backends.atspi import AtspiBackend
from handrail.errors import (
    ElementNotFound,
    NoAccessibilityTree,
    OperationTimeout,
    StaleElement,
    TargetNotFound,
    UsageError,
)
from handrail.model import TargetQuery
from handrail.session import Session
from handrail.vocab import Role

pytestmark = pytest.mark.desktop


async def test_stale_when_the_element_changed(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--entry", "--text", "Your name"])
    snap = await session.observe(TargetQuery(pid=app.pid))
    ok = find(snap, Role.BUTTON, "OK")
    field = find(snap, Role.TEXTBOX, "Your name")
    click = Action(kind=ActionKind.CLICK, element_id=ok.id)
    backend = session.backend
    forged = [
        dataclasses.replace(ok, name="Cancel"),  # same object, another name
        dataclasses.replace(ok, role=Role.CHECKBOX),  # same object, another role
        dataclasses.replace(ok, locator=field.locator),  # another object
        dataclasses.replace(ok, locator=ok.locator + "99999"),  # no object
        dataclasses.replace(ok, locator=":1.9999:/org/a11y/atspi/accessible/1"),  # other bus
        dataclasses.replace(ok, locator="garbage"),
    ]
    for element in forged:
        with pytest.raises(StaleElement):
            await backend.perform(snap.target, element, click, Via.AUTO)
    after = await session.observe(TargetQuery(pid=app.pid))
    assert after.signature == snap.signature, "a stale action changed the dialog"


async def test_stale_when_the_application_quit(session: Session, launch_app, desktop) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--entry", "--text", "Your name"])
    query = TargetQuery(pid=app.pid)
    before = await session.observe(query)
    ok = find(before, Role.BUTTON, "OK")
    desktop.end(app.pid)
    with pytest.raises(StaleElement):
        await session.act(query, Action(kind=ActionKind.CLICK, element_id=ok.id), before=before)
    with pytest.raises(TargetNotFound):
        await session.observe(before.target)
    with pytest.raises(TargetNotFound, match="no process with pid"):
        await session.observe(query)


async def test_unknown_ids_and_targets(session: Session, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--entry", "--text", "Your name"])
    query = TargetQuery(pid=app.pid)
    with pytest.raises(ElementNotFound) as err:
        await session.act(query, Action(kind=ActionKind.CLICK, element_id="e99999"))
    assert not isinstance(err.value, StaleElement)
    with pytest.raises(TargetNotFound, match=r"no application matches .*running: .*zenity"):
        await session.observe(TargetQuery(app="no-such-program"))
    with pytest.raises(UsageError):
        await session.observe(TargetQuery())
    with pytest.raises(TargetNotFound, match="has no window"):
        await session.observe(TargetQuery(pid=app.pid, window="no such title"))
    by_title = await session.observe(TargetQuery(pid=app.pid, window="new entry"))
    assert by_title.target.window == "Add a new entry"


async def test_dead_pid_and_app_without_tree(desktop) -> None:  # type: ignore[no-untyped-def]
    async with AtspiBackend(desktop.settings) as backend:
        proc = os.fork()
        if proc == 0:
            os._exit(0)
        os.waitpid(proc, 0)  # noqa: ASYNC222 - a child that exits at once
        with pytest.raises(TargetNotFound, match=f"no process with pid {proc}"):
            await backend.resolve(TargetQuery(pid=proc))
        # A live process that is not on the accessibility bus at all (this test's own).
        with pytest.raises(NoAccessibilityTree, match="not on the AT-SPI bus"):
            await backend.resolve(TargetQuery(pid=os.getpid()))


async def test_gone_bus_is_backend_unavailable(desktop) -> None:  # type: ignore[no-untyped-def]
    from handrail.errors import BackendUnavailable

    async with AtspiBackend(desktop.settings) as backend:
        await backend.list_targets()
        assert backend._bus is not None
        backend._bus.bus.disconnect()  # the bus connection drops under the backend
        await backend._bus.bus.wait_for_disconnect()
        with pytest.raises(BackendUnavailable):
            await backend._bus.call(
                "org.a11y.atspi.Registry",
                "/org/a11y/atspi/accessible/root",
                "org.a11y.atspi.Accessible",
                "GetChildren",
            )
        # The next call reconnects.
        assert await backend.list_targets() is not None


async def test_a_frozen_app_does_not_stall_the_others(  # type: ignore[no-untyped-def]
    session: Session, launch_app, desktop
) -> None:
    calc = await launch_app(["gnome-calculator"])
    frozen = await launch_app(["zenity", "--entry", "--text", "Your name"])
    os.kill(frozen.pid, signal.SIGSTOP)
    try:
        # Calls to the frozen app may take 120 s here; listing gives it one short timeout.
        patient = dataclasses.replace(desktop.settings, ipc_timeout=120.0)
        async with Session(AtspiBackend(patient), settle_timeout=2.0) as other:
            snap = await asyncio.wait_for(other.observe(TargetQuery(pid=calc.pid)), 60)
        assert find(snap, Role.BUTTON, "7")
        with pytest.raises(OperationTimeout, match="does not answer"):
            await session.observe(TargetQuery(pid=frozen.pid))
    finally:
        os.kill(frozen.pid, signal.SIGCONT)
    assert (await session.observe(TargetQuery(pid=frozen.pid))).elements


async def test_the_listing_timeout_is_a_setting_and_a_slow_app_is_named(  # type: ignore[no-untyped-def]
    launch_app, desktop, caplog
) -> None:
    slow = await launch_app(["zenity", "--entry", "--text", "Slow one"])
    settings = dataclasses.replace(desktop.settings, list_timeout=0.3)
    os.kill(slow.pid, signal.SIGSTOP)
    try:
        async with Session(AtspiBackend(settings), settle_timeout=2.0) as s:
            with caplog.at_level(logging.WARNING, logger="handrail"):
                targets = await s.targets()
            assert all(t.pid != slow.pid for t in targets)
            said = [r.getMessage() for r in caplog.records if str(slow.pid) in r.getMessage()]
            assert said and "0.3s" in said[0] and "HANDRAIL_LIST_TIMEOUT" in said[0], said
            with pytest.raises(OperationTimeout, match=r"within 0\.3s"):
                await s.observe(TargetQuery(pid=slow.pid))
    finally:
        os.kill(slow.pid, signal.SIGCONT)
