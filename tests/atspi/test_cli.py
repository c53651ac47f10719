"""The CLI on the AT-SPI backend, one process per command, as an agent would run it."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

pytestmark = pytest.mark.desktop


def handrail(desktop, *args: str) -> subprocess.CompletedProcess[str]:  # type: ignore[no-untyped-def]
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        env=desktop.cli_env(),
        capture_output=True,
        text=True,
        timeout=60,
    )


def observe(desktop, *args: str) -> dict:  # type: ignore[no-untyped-def,type-arg]
    done = handrail(desktop, "observe", *args, "--format", "json")
    assert done.returncode == 0, done.stderr
    data: dict = json.loads(done.stdout)  # type: ignore[type-arg]
    return data


async def test_ids_stable_across_processes_and_act_by_id(desktop, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gnome-calculator"])
    first = observe(desktop, "--pid", str(app.pid))
    second = observe(desktop, "--pid", str(app.pid))
    assert first["target"] == {"app": "gnome-calculator", "pid": app.pid, "window": None}
    assert first["signature"] == second["signature"]
    assert [(e["id"], e["role"], e["name"]) for e in first["elements"]] == [
        (e["id"], e["role"], e["name"]) for e in second["elements"]
    ]
    assert first["stats"]["truncated"] is False and first["stats"]["elements"] > 30
    ids = {e["name"]: e["id"] for e in first["elements"] if e["role"] == "button"}
    for label in ("4", "×", "6", "="):
        done = handrail(
            desktop, "act", "click", ids[label], "--pid", str(app.pid), "--format", "json"
        )
        assert done.returncode == 0, done.stderr
        receipt = json.loads(done.stdout)
        assert receipt["ok"] and receipt["mode"] == "ax" and receipt["element"] == ids[label]
        assert receipt["signature_before"] != receipt["signature_after"]
    after = observe(desktop, "--app", "gnome-calc")
    assert next(e["value"] for e in after["elements"] if e["role"] == "textbox") == "24"
    text = handrail(desktop, "observe", "--pid", str(app.pid))
    assert text.returncode == 0 and f'{ids["="]} button "="' in text.stdout  # "=" is syntax: quoted


async def test_stale_after_the_app_restarts_and_bad_targets(desktop, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["zenity", "--entry", "--text", "Your name"])
    snap = observe(desktop, "--app", "zenity")
    ok = next(e["id"] for e in snap["elements"] if e["name"] == "OK")
    desktop.end(app.pid)
    again = await launch_app(["zenity", "--entry", "--text", "Your name"])
    # Ids belong to one process's elements: the new dialog's objects never had this id.
    done = handrail(desktop, "act", "click", "e999", "--pid", str(again.pid))
    assert done.returncode == 3 and done.stderr.count("\n") == 1, done.stderr
    done = handrail(desktop, "act", "click", ok, "--pid", str(app.pid))
    assert done.returncode == 4 and "no process with pid" in done.stderr, done.stderr
    done = handrail(desktop, "observe", "--app", "no-such-program")
    assert done.returncode == 4 and done.stderr.startswith("handrail: no application matches")
    assert "zenity" in done.stderr and done.stderr.count("\n") == 1


async def test_all_and_max_elements(desktop, launch_app) -> None:  # type: ignore[no-untyped-def]
    app = await launch_app(["gtk3-widget-factory"])
    default = observe(desktop, "--pid", str(app.pid))
    everything = observe(desktop, "--pid", str(app.pid), "--all")
    assert len(everything["elements"]) > len(default["elements"]) > 50
    small = observe(desktop, "--pid", str(app.pid), "--max-elements", "7")
    assert len(small["elements"]) == 7 and small["stats"]["truncated"] is True
    # The cap cut a rich tree short: it is not a poor one, and no pixels are read for it.
    assert small["perception"].startswith("ax ("), small["perception"]
    assert all(e.get("source", "ax") == "ax" for e in small["elements"])
    for e in default["elements"]:
        assert set(e) >= {"id", "role", "name", "value", "states", "bounds", "actions"}
