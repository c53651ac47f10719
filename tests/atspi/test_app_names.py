"""Which application a name picks: exact, then a unique prefix, then a unique word substring.

Several matches are a usage error that lists them with their pids (exit 2), never a guess.
"""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys

import pytest

from handrail.backends.atspi.apps import AppInfo, WindowInfo, resolve_app
from handrail.errors import TargetNotFound, UsageError
from handrail.model import TargetQuery


def _app(name: str, pid: int) -> AppInfo:
    window = WindowInfo(ref=(f":1.{pid}", "/w"), title=name, bits=0)
    return AppInfo(
        name=name, bus_name=f":1.{pid}", pid=pid, toolkit="GTK", version="3", windows=(window,)
    )


APPS = [
    _app("gtk3-widget-factory", 10),
    _app("gnome-calculator", 11),
    _app("Firefox", 12),
    _app("Firefox", 13),
    _app("zenity", 14),
    _app("zenity-helper", 15),
]


def _pick(name: str) -> int | None:
    return resolve_app(APPS, TargetQuery(app=name)).pid


def test_exact_then_prefix_then_word_substring() -> None:
    assert _pick("zenity") == 14  # exact, although a prefix of another
    assert _pick("ZENITY") == 14
    assert _pick("gtk3") == 10  # prefix
    assert _pick("calc") == 11  # substring at a word start
    assert _pick("widget-fac") == 10
    with pytest.raises(TargetNotFound, match="no application matches"):
        _pick("tk")  # inside a word: no match
    with pytest.raises(TargetNotFound):
        _pick("alculator")


def test_several_matches_are_refused_with_their_pids() -> None:
    both = r"Firefox \(pid 12\), Firefox \(pid 13\); name one by pid"
    with pytest.raises(UsageError, match=both):
        _pick("firefox")
    with pytest.raises(UsageError, match=r"gtk3-widget-factory.*gnome-calculator"):
        _pick("g")


@pytest.mark.desktop
async def test_two_processes_of_one_program_are_a_usage_error(desktop, launch_app) -> None:  # type: ignore[no-untyped-def]
    one = await launch_app(["zenity", "--entry", "--text", "one"])
    two = await launch_app(["zenity", "--entry", "--text", "two"])
    done = await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "handrail.cli.main", "observe", "--app", "zenity"],
        env=desktop.cli_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2, done.stderr
    assert f"pid {one.pid}" in done.stderr and f"pid {two.pid}" in done.stderr
    assert done.stderr.startswith("handrail: ") and done.stderr.count("\n") == 1


@pytest.mark.desktop
async def test_apps_lists_each_window(desktop, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--entry", "--text", "one"])
    done = await asyncio.to_thread(
        subprocess.run,
        [sys.executable, "-m", "handrail.cli.main", "apps", "--format", "json"],
        env=desktop.cli_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    listed = [t for t in json.loads(done.stdout) if t["pid"] == app.pid]
    assert listed == [{"app": "zenity", "pid": app.pid, "window": "Add a new entry"}]
