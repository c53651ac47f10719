"""The managed desktop for real: Xvfb, D-Bus and AT-SPI processes, through the CLI and API."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import pytest

from handrail import desktop as hdesktop
from handrail.config import Settings
from handrail.desktop.state import DesktopState, save_state
from handrail.errors import BackendUnavailable, UsageError
from handrail.liveness import alive

pytestmark = pytest.mark.desktop


def _cli(env: dict[str, str], *args: str, timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def test_cli_lifecycle_in_a_private_state_dir(desktop, tmp_path: Path) -> None:
    # A second desktop, alongside the session's one, shows that displays do not collide.
    env = desktop.cli_env()
    env["HANDRAIL_STATE_DIR"] = str(tmp_path / "s")

    r = _cli(env, "desktop", "status")
    assert r.returncode == 4, r.stderr
    assert "no managed desktop" in r.stdout

    r = _cli(env, "desktop", "start", "--format", "json")
    assert r.returncode == 0, r.stderr
    started = json.loads(r.stdout)
    assert started["running"] is True and started["already_running"] is False
    assert started["display"] != desktop.state.display
    assert started["a11y_bus"]
    pids = started["pids"]
    assert set(pids) == {"xvfb", "dbus", "atspi"}
    assert all(alive(p) for p in pids.values())

    r = _cli(env, "desktop", "start", "--format", "json")
    assert json.loads(r.stdout)["already_running"] is True
    assert json.loads(r.stdout)["pids"] == pids

    r = _cli(env, "desktop", "run", "--wait", "30", "--format", "json", "zenity", "--info")
    assert r.returncode == 0, r.stderr
    ran = json.loads(r.stdout)
    assert ran["app"] == "zenity"
    assert alive(ran["pid"])

    r = _cli(env, "desktop", "status", "--format", "json")
    assert r.returncode == 0, r.stderr
    st = json.loads(r.stdout)
    assert st["running"] is True and st["using"] == "managed"
    assert st["processes"] == {"xvfb": True, "dbus": True, "atspi": True}
    assert ran["pid"] in st["running_apps"]

    r = _cli(env, "desktop", "stop")
    assert r.returncode == 0 and "desktop stopped" in r.stdout
    assert not any(alive(p) for p in [*pids.values(), ran["pid"]])
    assert not (tmp_path / "s" / "desktop.json").exists()

    r = _cli(env, "desktop", "status", "--format", "json")
    assert r.returncode == 4
    assert json.loads(r.stdout)["running"] is False
    r = _cli(env, "desktop", "stop")
    assert r.returncode == 0 and "no managed desktop" in r.stdout


def test_cli_run_errors(desktop) -> None:
    env = desktop.cli_env()
    r = _cli(env, "desktop", "run", "no-such-program-here")
    assert r.returncode == 2
    assert r.stderr.strip() == "handrail: desktop run: program not found: no-such-program-here"
    r = _cli(env, "desktop", "run")
    assert r.returncode == 2 and r.stderr.count("\n") == 1


async def test_start_is_idempotent(desktop) -> None:
    again = await hdesktop.start(desktop.settings)
    assert again.display == desktop.state.display
    assert again.pids == desktop.state.pids


async def test_bad_screen_is_usage_error(tmp_path: Path) -> None:
    with pytest.raises(UsageError, match="WIDTHxHEIGHTxDEPTH"):
        await hdesktop.start(Settings(state_dir=tmp_path), screen="big")


async def test_missing_xvfb_names_the_package(tmp_path: Path, monkeypatch) -> None:
    empty = tmp_path / "bin"
    empty.mkdir()
    monkeypatch.setenv("PATH", str(empty))
    with pytest.raises(BackendUnavailable, match=r"apt-get install xvfb"):
        await hdesktop.start(Settings(state_dir=tmp_path / "s"))
    assert not (tmp_path / "s" / "desktop.json").exists()


def test_environment_prefers_an_existing_desktop(desktop) -> None:
    existing = Settings(state_dir=desktop.state_dir, display=":77", session_bus="unix:path=/tmp/x")
    assert hdesktop.environment(existing) == {
        "DISPLAY": ":77",
        "DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/x",
    }
    assert not hdesktop.using_managed(existing)


def test_environment_falls_back_to_the_managed_desktop(desktop) -> None:
    env = hdesktop.environment(desktop.settings)
    assert env["DISPLAY"] == desktop.state.display
    assert env["DBUS_SESSION_BUS_ADDRESS"] == desktop.state.session_bus
    assert Path(env["XDG_RUNTIME_DIR"]).is_dir()
    assert hdesktop.using_managed(desktop.settings)


def test_environment_without_any_desktop(tmp_path: Path) -> None:
    with pytest.raises(BackendUnavailable, match="handrail desktop start"):
        hdesktop.environment(Settings(state_dir=tmp_path))
    with pytest.raises(BackendUnavailable, match="DBUS_SESSION_BUS_ADDRESS"):
        hdesktop.environment(Settings(state_dir=tmp_path, display=":0"))


def test_environment_with_a_dead_managed_desktop(tmp_path: Path) -> None:
    dead = DesktopState(
        display=":99",
        session_bus="unix:path=/nonexistent",
        a11y_bus=None,
        screen="1280x800x24",
        runtime_dir=str(tmp_path),
        pids={"xvfb": 2**22 + 17, "dbus": 2**22 + 18},
    )
    save_state(tmp_path, dead)
    with pytest.raises(BackendUnavailable, match="has stopped"):
        hdesktop.environment(Settings(state_dir=tmp_path))


def test_state_round_trip(desktop) -> None:
    state = hdesktop.load_state(desktop.state_dir)
    assert state is not None
    assert DesktopState.from_json(json.loads(json.dumps(state.to_json()))) == state
    assert state.size == (1280, 800)


def test_app_environment_turns_accessibility_on(desktop) -> None:
    env = hdesktop.app_environment(
        desktop.settings, base={"NO_AT_BRIDGE": "1", "WAYLAND_DISPLAY": "w-0", "HOME": "/h"}
    )
    assert "NO_AT_BRIDGE" not in env and "WAYLAND_DISPLAY" not in env
    assert env["HOME"] == "/h"
    assert env["GTK_A11Y"] == "atspi"
    assert env["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] == "1"
    assert env["DISPLAY"] == desktop.state.display


async def test_launched_apps_show_up_on_the_a11y_bus(launch_app, desktop) -> None:
    calc = await launch_app(["gnome-calculator"])
    factory = await launch_app(["gtk3-widget-factory"])
    apps = {a.pid: a for a in await hdesktop.list_a11y_apps(desktop.a11y_bus)}
    assert apps[calc.pid].name == "gnome-calculator" and apps[calc.pid].children >= 1
    assert apps[factory.pid].name == "gtk3-widget-factory"
    assert hdesktop.status(desktop.settings).apps[-2:] == (calc.pid, factory.pid)


async def test_wait_for_app_gives_up_on_a_process_that_exits(desktop) -> None:
    pid = hdesktop.run(desktop.settings, ["true"])
    with pytest.raises(BackendUnavailable, match="exited"):
        await hdesktop.wait_for_app(desktop.settings, pid, timeout=10)


def test_deep_state_dir_gets_a_short_runtime_dir(tmp_path: Path) -> None:
    deep = tmp_path / ("d" * 60) / ("e" * 40)
    settings = Settings(state_dir=deep)
    state = asyncio.run(hdesktop.start(settings))
    try:
        runtime = Path(state.runtime_dir)
        assert runtime.is_dir() and len(str(runtime)) < 60
        assert state.a11y_bus
    finally:
        asyncio.run(hdesktop.stop(settings))
    assert not runtime.exists()
