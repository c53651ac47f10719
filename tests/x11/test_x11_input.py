"""XTEST input on a real Xvfb with real GTK dialogs, checked through AT-SPI and the app's output."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from atspi_probe import extents, find, value, wait_text, walk

from handrail import desktop as hdesktop
from handrail.desktop.procs import terminate
from handrail.errors import ActionFailed, BackendUnavailable, UsageError
from handrail.liveness import alive
from handrail.x11 import X11Input

pytestmark = pytest.mark.desktop


@pytest.fixture
async def xinput(desktop):
    inp = X11Input(hdesktop.display(desktop.settings), timeout=desktop.settings.ipc_timeout)
    yield inp
    await inp.close()


@pytest.fixture
def zenity(desktop, tmp_path: Path):
    """Start a zenity dialog whose stdout goes to a file; end it after the test."""
    started: list[int] = []

    async def start(*args: str) -> tuple[int, str, Path]:
        out = tmp_path / f"zenity{len(started)}.out"
        pid = hdesktop.run(desktop.settings, ["zenity", *args], log=out)
        started.append(pid)
        app = await hdesktop.wait_for_app(desktop.settings, pid, timeout=30)
        return pid, app.bus_name, out

    yield start
    for pid in started:
        terminate(pid, timeout=3.0)


async def _exited(pid: int, timeout: float = 10.0) -> bool:
    for _ in range(int(timeout / 0.05)):
        if not alive(pid):
            return True
        await asyncio.sleep(0.05)
    return False


async def test_type_unicode_text_into_an_entry(desktop, xinput, zenity) -> None:
    pid, bus_name, out = await zenity("--entry", "--text=Name:")
    entry = await find(desktop.a11y_bus, bus_name, lambda o: o.role == "text")
    box = await extents(desktop.a11y_bus, entry)
    await xinput.click(*box.center)
    typed = "Hello, wörld € 日本語 ñ!@#$%^&*()_+{}|:<>?"
    await xinput.type_text(typed)
    assert await wait_text(desktop.a11y_bus, entry, typed) == typed

    await xinput.key("ctrl+a")
    await xinput.key("BackSpace")
    assert await wait_text(desktop.a11y_bus, entry, "") == ""

    await xinput.type_text("second try")
    await xinput.key("Return")
    assert await _exited(pid)
    assert out.read_text(encoding="utf-8").splitlines()[-1] == "second try"


async def test_focus_window_at_lets_keys_reach_a_window_away_from_the_pointer(
    desktop, xinput, zenity
) -> None:
    _pid, bus_name, _ = await zenity("--entry", "--text=Name:")
    entry = await find(desktop.a11y_bus, bus_name, lambda o: o.role == "text")
    box = await extents(desktop.a11y_bus, entry)
    await xinput.move(0, 0)
    await xinput.focus_window_at(*box.center)
    await xinput.type_text("abc")
    assert await wait_text(desktop.a11y_bus, entry, "abc") == "abc"
    with pytest.raises(ActionFailed, match="no window"):
        await xinput.focus_window_at(1, 1)


async def test_click_a_button_at_its_centre(desktop, xinput, zenity) -> None:
    pid, bus_name, _out = await zenity("--question", "--text=Proceed?")
    yes = await find(
        desktop.a11y_bus, bus_name, lambda o: o.role == "push button" and o.name == "Yes"
    )
    await xinput.click(*(await extents(desktop.a11y_bus, yes)).center)
    assert await _exited(pid)


async def test_double_click_a_list_row(desktop, xinput, zenity) -> None:
    pid, bus_name, out = await zenity("--list", "--column=Fruit", "apple", "banana", "cherry")
    cell = await find(
        desktop.a11y_bus, bus_name, lambda o: o.role == "table cell" and o.name == "banana"
    )
    await xinput.double_click(*(await extents(desktop.a11y_bus, cell)).center)
    assert await _exited(pid)
    assert out.read_text(encoding="utf-8").splitlines()[-1] == "banana"


async def test_scroll_moves_a_long_list(desktop, xinput, zenity) -> None:
    rows = [f"row {i}" for i in range(200)]
    _pid, bus_name, _ = await zenity("--list", "--column=Row", "--height=300", *rows)
    table = await find(desktop.a11y_bus, bus_name, lambda o: o.role == "table")
    bars = [o for o in await walk(desktop.a11y_bus, bus_name) if o.role == "scroll bar"]
    before = [await value(desktop.a11y_bus, b) for b in bars]
    await xinput.scroll(
        0,
        5,
        x=(await extents(desktop.a11y_bus, table)).center[0],
        y=(await extents(desktop.a11y_bus, table)).center[1],
    )
    after = before
    for _ in range(40):
        after = [await value(desktop.a11y_bus, b) for b in bars]
        if after != before:
            break
        await asyncio.sleep(0.05)
    assert max(a - b for a, b in zip(after, before, strict=True)) > 0


async def test_right_click_opens_the_entry_context_menu(desktop, xinput, zenity) -> None:
    _pid, bus_name, _ = await zenity("--entry", "--text=Name:")
    entry = await find(desktop.a11y_bus, bus_name, lambda o: o.role == "text")
    assert not [o for o in await walk(desktop.a11y_bus, bus_name) if o.role == "menu item"]
    await xinput.right_click(*(await extents(desktop.a11y_bus, entry)).center)
    menu = await find(
        desktop.a11y_bus, bus_name, lambda o: o.role == "menu item" and "Paste" in o.name
    )
    assert menu.name
    await xinput.key("Escape")


async def test_pointer_moves_where_asked(xinput) -> None:
    await xinput.move(123, 45)
    assert await xinput.pointer_position() == (123, 45)


async def test_point_off_screen_is_refused(xinput) -> None:
    with pytest.raises(ActionFailed, match="outside the 1280x800 screen"):
        await xinput.click(5000, 10)


async def test_malformed_combo_is_a_usage_error(xinput) -> None:
    with pytest.raises(UsageError):
        await xinput.key("ctrl+nosuchkey")


async def test_missing_display_is_backend_unavailable() -> None:
    inp = X11Input(":987", timeout=3)
    with pytest.raises(BackendUnavailable, match=":987"):
        await inp.move(1, 1)
    await inp.close()


def _spare_keycodes(display: str) -> int:
    from Xlib import display as xdisplay

    d = xdisplay.Display(display)
    try:
        first = d.display.info.min_keycode
        rows = d.get_keyboard_mapping(first, d.display.info.max_keycode - first + 1)
        return sum(1 for row in rows if not any(row))
    finally:
        d.close()


async def test_more_foreign_characters_than_spare_keycodes(desktop, zenity) -> None:
    spare = _spare_keycodes(desktop.state.display)
    # Three times as many distinct characters as there are free keycodes, repeated out of
    # order, so keycodes are recycled while earlier characters are still being read.
    chars = [chr(0x4E00 + i) for i in range(3 * spare)]
    typed = "".join(chars) + "ok " + "".join(reversed(chars[: spare + 5]))
    _pid, bus_name, _ = await zenity("--entry", "--text=Name:")
    entry = await find(desktop.a11y_bus, bus_name, lambda o: o.role == "text")
    inp = X11Input(hdesktop.display(desktop.settings), timeout=desktop.settings.ipc_timeout)
    try:
        await inp.click(*(await extents(desktop.a11y_bus, entry)).center)
        await inp.type_text(typed)
        assert await wait_text(desktop.a11y_bus, entry, typed) == typed
    finally:
        await inp.close()
    assert _spare_keycodes(desktop.state.display) == spare


async def test_a_stop_ends_typing_between_keys(desktop, xinput, zenity) -> None:
    from handrail.errors import Stopped
    from handrail.stop import watching

    _pid, bus_name, _out = await zenity("--entry", "--text=Name:")
    entry = await find(desktop.a11y_bus, bus_name, lambda o: o.role == "text")
    await xinput.click(*(await extents(desktop.a11y_bus, entry)).center)
    calls = 0

    def stop_on_third_check() -> None:
        nonlocal calls
        calls += 1
        if calls >= 3:
            raise Stopped("stopped: test")

    with watching(stop_on_third_check), pytest.raises(Stopped):
        await xinput.type_text("a" * 400)
    await xinput.type_text("|")  # a marker: everything sent before it has arrived
    typed = await wait_text(desktop.a11y_bus, entry, "a" * 8 + "|")
    assert typed == "a" * 8 + "|"  # two checks' worth of keys, then nothing


async def test_scroll_amounts_are_bounded(xinput) -> None:
    with pytest.raises(UsageError, match="at most 100"):
        await xinput.scroll(0, 40000)
