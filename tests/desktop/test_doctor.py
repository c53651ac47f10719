"""``handrail doctor`` on real setups: none, a dead one, a bus without AT-SPI, the test desktop."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from handrail import desktop as hdesktop
from handrail.desktop.a11y import A11yApp
from handrail.desktop.doctor import fix_for_app
from handrail.desktop.procs import read_line_from_fd, terminate
from handrail.x11 import X11Input

pytestmark = pytest.mark.desktop

_HIDDEN_GTK_WINDOW = (
    "import gi; gi.require_version('Gtk', '3.0'); from gi.repository import Gtk; "
    "w = Gtk.Window(title='never shown'); Gtk.main()"
)


def _doctor(env: dict[str, str], *extra: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", "doctor", *extra],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def _checks(r: subprocess.CompletedProcess[str]) -> dict[str, dict[str, object]]:
    return {c["name"]: c for c in json.loads(r.stdout)["checks"]}


def _bare_env(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS")}
    env["HANDRAIL_STATE_DIR"] = str(tmp_path / "state")
    return env


def test_no_desktop_at_all(tmp_path: Path) -> None:
    r = _doctor(_bare_env(tmp_path))
    assert r.returncode == 4, r.stderr
    first = r.stdout.splitlines()[0]
    assert first.startswith("fail  desktop") and "handrail desktop start" in first
    assert "something essential is missing" in r.stdout

    r = _doctor(_bare_env(tmp_path), "--format", "json")
    assert r.returncode == 4
    data = json.loads(r.stdout)
    assert data["ok"] is False
    assert [c["status"] for c in data["checks"]] == ["fail"] + ["skip"] * 5


def test_display_and_bus_that_are_gone(tmp_path: Path) -> None:
    env = _bare_env(tmp_path)
    env["DISPLAY"] = ":985"
    env["DBUS_SESSION_BUS_ADDRESS"] = f"unix:path={tmp_path}/no-bus"
    r = _doctor(env, "--format", "json")
    assert r.returncode == 4
    checks = _checks(r)
    assert checks["desktop"]["status"] == "ok"
    assert checks["display"]["status"] == "fail" and ":985" in str(checks["display"]["detail"])
    assert checks["xtest"]["status"] == "skip"
    assert checks["session-bus"]["status"] == "fail"
    assert "dbus-run-session" in str(checks["session-bus"]["fix"])


def test_session_bus_without_an_accessibility_bus(desktop, tmp_path: Path) -> None:
    # A real session bus that cannot activate org.a11y.Bus: no service directories.
    conf = tmp_path / "bare.conf"
    conf.write_text(
        '<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"'
        ' "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">'
        "<busconfig><type>session</type>"
        f"<listen>unix:dir={tmp_path}</listen><auth>EXTERNAL</auth>"
        '<policy context="default"><allow send_destination="*"/>'
        '<allow receive_sender="*"/><allow own="*"/></policy>'
        "</busconfig>"
    )
    r_fd, w_fd = os.pipe()
    proc = subprocess.Popen(
        ["dbus-daemon", f"--config-file={conf}", "--nofork", f"--print-address={w_fd}"],
        pass_fds=(w_fd,),
        stderr=subprocess.DEVNULL,
    )
    os.close(w_fd)
    try:
        address = read_line_from_fd(r_fd, timeout=10, what="dbus-daemon")
        env = _bare_env(tmp_path)
        env["DISPLAY"] = desktop.state.display
        env["DBUS_SESSION_BUS_ADDRESS"] = address
        r = _doctor(env, "--format", "json")
    finally:
        os.close(r_fd)
        terminate(proc.pid)
        proc.wait(timeout=5)
    assert r.returncode == 4
    checks = _checks(r)
    assert checks["display"]["status"] == "ok"
    assert checks["xtest"]["status"] == "ok"
    assert checks["session-bus"]["status"] == "ok"
    assert checks["atspi-bus"]["status"] == "fail"
    assert "GetAddress" in str(checks["atspi-bus"]["detail"])
    assert "at-spi2-core" in str(checks["atspi-bus"]["fix"])


def test_passes_on_the_test_desktop(desktop) -> None:
    r = _doctor(desktop.cli_env())
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.splitlines()[-1] == "all essential checks passed"
    r = _doctor(desktop.cli_env(), "--format", "json")
    data = json.loads(r.stdout)
    assert data["ok"] is True
    essential = [c for c in data["checks"] if c["essential"]]
    assert {c["name"] for c in essential} == {
        "desktop",
        "display",
        "xtest",
        "session-bus",
        "atspi-bus",
        "registry",
    }
    assert all(c["status"] == "ok" for c in essential)


async def test_warns_about_an_app_without_a_tree(desktop) -> None:
    pid = hdesktop.run(desktop.settings, ["/usr/bin/python3", "-c", _HIDDEN_GTK_WINDOW])
    try:
        found: dict[str, object] | None = None
        for _ in range(50):
            r = _doctor(desktop.cli_env(), "--format", "json")
            found = next(
                (c for c in json.loads(r.stdout)["checks"] if f"pid {pid})" in str(c["detail"])),
                None,
            )
            if found:
                break
            await asyncio.sleep(0.2)
        assert found is not None, r.stdout
        assert r.returncode == 0
        assert found["status"] == "warn" and found["essential"] is False
        assert found["name"] == "app:-c"
        assert "GTK" in str(found["fix"])
        app = A11yApp(name="-c", bus_name=":1.1", path="/", pid=pid, children=0)
        assert fix_for_app(app).startswith("GTK")
    finally:
        terminate(pid)


def test_fixes_for_other_toolkits() -> None:
    chromium = A11yApp(name="Chromium", bus_name=":1.2", path="/", pid=None, children=0)
    assert "--force-renderer-accessibility" in fix_for_app(chromium)
    assert "ACCESSIBILITY_ENABLED=1" in fix_for_app(chromium)
    other = A11yApp(name="thing", bus_name=":1.3", path="/", pid=None, children=0)
    assert "handrail desktop run" in fix_for_app(other)


def _explain(desktop, *args: str) -> subprocess.CompletedProcess[str]:  # type: ignore[no-untyped-def]
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", "doctor", "--format", "json", *args],
        env=desktop.cli_env(),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


async def test_doctor_explains_one_application(desktop, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--entry", "--text", "Name"])
    r = await asyncio.to_thread(_explain, desktop, "--pid", str(app.pid))
    assert r.returncode == 0, r.stdout + r.stderr
    checks = {c["name"]: c for c in json.loads(r.stdout)["checks"]}
    assert checks["app-bus"]["status"] == "ok"
    assert checks["toolkit"]["detail"] == "gtk3"
    assert "named controls" in checks["tree"]["detail"]
    assert "coverage" not in checks


async def test_doctor_says_a_program_without_a_tree_has_none(desktop) -> None:  # type: ignore[no-untyped-def]
    if shutil.which("xterm") is None:
        pytest.skip("xterm is not installed (run scripts/install-system-deps.sh)")
    pid = hdesktop.run(desktop.settings, ["xterm"])
    try:
        # xterm never registers with AT-SPI: wait for its X window, the sign it runs.
        x = X11Input(desktop.env["DISPLAY"], timeout=5.0)
        try:
            for _ in range(200):
                if await x.targeting.windows_of([pid]):
                    break
                await asyncio.sleep(0.05)
        finally:
            await x.close()
        r = await asyncio.to_thread(_explain, desktop, "--pid", str(pid))
        assert r.returncode == 4, r.stdout + r.stderr
        (found,) = [c for c in json.loads(r.stdout)["checks"] if c["name"] == "app-bus"]
        assert "is not on the AT-SPI bus" in found["detail"]
        assert "expose no tree" in found["fix"] and "QT_" not in found["fix"]
    finally:
        terminate(pid)
