"""``handrail launch``: programs found by desktop entry or command, waited for on the bus."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys

import pytest

from handrail.desktop.a11y import a11y_bus_address, list_a11y_apps, window_shown
from handrail.desktop.launch import find_command
from handrail.desktop.procs import terminate
from handrail.errors import UsageError

pytestmark = pytest.mark.desktop


async def _cli(desktop, *args: str) -> subprocess.CompletedProcess[str]:  # type: ignore[no-untyped-def]
    return await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "handrail.cli.main", *args],
        env=desktop.cli_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_programs_are_found_by_entry_name_or_command() -> None:
    assert find_command("gtk3-widget-factory")[0] == "gtk3-widget-factory"
    assert find_command("calculator")[0] == "gnome-calculator"  # org.gnome.Calculator
    assert find_command("zenity") == ["zenity"]
    with pytest.raises(UsageError, match="no desktop entry or program"):
        find_command("no-such-program-anywhere")


async def test_launch_reports_the_new_application_and_its_window(desktop) -> None:  # type: ignore[no-untyped-def]
    done = await _cli(desktop, "launch", "--format", "json", "zenity", "--entry", "--text", "Hi")
    assert done.returncode == 0, done.stderr
    got = json.loads(done.stdout)
    try:
        assert got["app"] == "zenity"
        assert got["pid"] == got["started_pid"]
        assert got["windows"] == ["Add a new entry"]
    finally:
        terminate(got["pid"], timeout=3.0)


async def test_a_program_without_a_tree_is_said_to_have_none(desktop) -> None:  # type: ignore[no-untyped-def]
    if not await asyncio.to_thread(lambda: find_command("xterm")):
        pytest.skip("xterm is not installed")
    done = await _cli(desktop, "launch", "--timeout", "3", "xterm")
    assert done.returncode == 4, done.stderr
    assert "no new accessible window" in done.stderr and "xterm" in done.stderr
    assert "QT_LINUX_ACCESSIBILITY" not in done.stderr  # no advice to set what is set
    assert done.stderr.count("\n") == 1
    terminate(int(re.search(r"\(pid (\d+)\)", done.stderr).group(1)), timeout=3.0)  # type: ignore[union-attr]
    done = await _cli(desktop, "launch", "no-such-program-anywhere")
    assert done.returncode == 2 and done.stderr.startswith("handrail: launch: ")


async def test_launch_returns_with_its_window_shown_at_a_steady_size(launch_app, desktop) -> None:  # type: ignore[no-untyped-def]
    for argv in (["zenity", "--entry", "--text", "Hi"], ["gnome-calculator"]):
        app = await launch_app(argv)
        a11y = await a11y_bus_address(desktop.env["DBUS_SESSION_BUS_ADDRESS"], timeout=5.0)
        registered = next(a for a in await list_a11y_apps(a11y) if a.pid == app.pid)
        # GTK 3 and GTK 4 both say when a window is shown: the launch waited for it,
        # and a wait now finds it so.
        assert await window_shown(a11y, registered, timeout=5.0), argv
