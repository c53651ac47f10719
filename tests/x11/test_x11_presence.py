"""The person watch on a real Xvfb with a real GTK application: Handrail's own XTEST
input is not a person's; a key from another input device is; a second X client taking
the focus is."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from handrail import desktop as hdesktop
from handrail.x11 import X11Input
from handrail.x11.presence import X11PresenceWatch
from person_x11 import OtherClient, person_presses

pytestmark = pytest.mark.desktop


@pytest.fixture
async def calculator(desktop, launch_app) -> AsyncIterator[tuple[str, int]]:  # type: ignore[no-untyped-def]
    app = await launch_app(["gnome-calculator"])
    yield hdesktop.display(desktop.settings), app.pid


async def test_own_xtest_input_is_not_a_person(calculator: tuple[str, int]) -> None:
    display, pid = calculator
    watch = X11PresenceWatch(display, [pid])
    inp = X11Input(display)
    try:
        await watch.mark()
        await inp.move(50, 50)
        await inp.key("shift")
        assert await watch.check() is None
    finally:
        await inp.close()
        await watch.close()


async def test_a_key_from_another_device_is_a_person(calculator: tuple[str, int]) -> None:
    display, pid = calculator
    watch = X11PresenceWatch(display, [pid])
    try:
        await watch.mark()
        device = await asyncio.to_thread(person_presses, display)
        await watch.mark()  # kept for the next check, not forgotten
        found = await watch.check()
        assert found is not None and found.kind == "input"
        assert found.device == "Xvfb keyboard"
        assert f"1 key press from device 'Xvfb keyboard' (id {device})" in found.detail
        assert await watch.check() is None  # reported once
    finally:
        await watch.close()


async def test_another_client_taking_the_focus_is_a_person(calculator: tuple[str, int]) -> None:
    display, pid = calculator
    watch = X11PresenceWatch(display, [pid])
    other = OtherClient(display, "Another program")
    try:
        await watch.mark()
        await asyncio.to_thread(other.take_focus)
        found = await watch.check()
        assert found is not None and found.kind in ("focus", "raised"), found
        assert "'Another program'" in found.detail, found
    finally:
        other.close()
        await watch.close()
