"""A Qt 5 program (a small PyQt5 window): listed without harm, observed and operated."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from atspi_support import find
from desktop_apps import qt_form

from handrail import desktop as hdesktop
from handrail.actions import Action, ActionKind
from handrail.backends.atspi import AtspiBackend
from handrail.desktop.procs import alive, terminate
from handrail.model import TargetQuery
from handrail.session import Session
from handrail.vocab import Role, State

pytestmark = pytest.mark.desktop


@pytest.fixture
async def qt_app(desktop, tmp_path: Path):  # type: ignore[no-untyped-def]
    """The Qt window, its stdout in a file: ``(pid, output path)``."""
    out = tmp_path / "qt.out"
    pid = hdesktop.run(desktop.settings, qt_form(), log=out)
    try:
        await hdesktop.wait_for_app(desktop.settings, pid, timeout=30)
        yield pid, out
    finally:
        terminate(pid, timeout=3.0)


async def _printed(out: Path, line: str, timeout: float = 10.0) -> bool:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        text = await asyncio.to_thread(out.read_text, encoding="utf-8", errors="replace")
        if line in text.splitlines():
            return True
        await asyncio.sleep(0.05)
    return False


async def test_listing_leaves_a_qt_program_running(desktop, qt_app) -> None:  # type: ignore[no-untyped-def]
    pid, _ = qt_app
    async with AtspiBackend(desktop.settings) as backend:
        targets = await backend.list_targets()
        listed = [t for t in targets if t.pid == pid]
        assert [(t.app, t.window) for t in listed] == [("qtform", "Qt form")]
        # Listed twice, and still there: the listing asked nothing it crashes on.
        await backend.list_targets()
    assert alive(pid)


async def test_qt_widgets_are_observed_and_operated(session: Session, qt_app) -> None:  # type: ignore[no-untyped-def]
    pid, out = qt_app
    query = TargetQuery(pid=pid)
    snap = await session.observe(query)
    field = find(snap, Role.TEXTBOX, "Name")
    box = find(snap, Role.CHECKBOX, "Subscribe")
    apply = find(snap, Role.BUTTON, "Apply")
    menu = find(snap, Role.MENUITEM, "File")

    await session.act(query, Action(kind=ActionKind.TYPE, element_id=field.id, text="Qt here"))
    done = await session.act(query, Action(kind=ActionKind.CLICK, element_id=box.id))
    assert done.after is not None and State.CHECKED in done.after.by_id[box.id].states
    await session.act(query, Action(kind=ActionKind.CLICK, element_id=apply.id))
    assert await _printed(out, "applied 'Qt here' True")

    done = await session.act(query, Action(kind=ActionKind.CLICK, element_id=menu.id))
    assert done.after is not None
    hello = find(await session.observe(query), Role.MENUITEM, "Say hello")
    await session.act(query, Action(kind=ActionKind.CLICK, element_id=hello.id))
    assert await _printed(out, "hello")
    assert alive(pid)
