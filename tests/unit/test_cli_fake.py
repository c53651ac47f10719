"""The CLI contract (JSON shapes, exit codes, one-line errors) over the fake backend."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest


def hr(tmp: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "HANDRAIL_STATE_DIR": str(tmp)}
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )


FAKE = ("--backend", "fake")


def test_observe_json_contract(tmp_path: Path) -> None:
    r = hr(tmp_path, "observe", *FAKE, "--app", "calc", "--format", "json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert set(data["target"]) >= {"app", "pid", "window"}
    assert set(data["stats"]) >= {"elements", "elapsed_ms", "truncated"}
    el = next(e for e in data["elements"] if e["name"] == "Display")
    assert el["role"] == "textbox" and el["value"] == "0"
    assert el["bounds"] == [20, 60, 280, 40]
    again = json.loads(hr(tmp_path, "observe", *FAKE, "--app", "calc", "--format", "json").stdout)
    assert [e["id"] for e in again["elements"]] == [e["id"] for e in data["elements"]]


def test_observe_text_is_one_line_per_element(tmp_path: Path) -> None:
    r = hr(tmp_path, "observe", *FAKE, "--app", "form")
    assert r.returncode == 0
    lines = r.stdout.splitlines()
    assert any(line.strip().endswith(" button Send") for line in lines)
    assert any("unchecked checkbox Subscribe" in line for line in lines)


def test_act_json_contract(tmp_path: Path) -> None:
    snap = json.loads(hr(tmp_path, "observe", *FAKE, "--app", "calc", "--format", "json").stdout)
    seven = next(e["id"] for e in snap["elements"] if e["name"] == "7")
    r = hr(tmp_path, "act", "click", seven, *FAKE, "--app", "calc", "--format", "json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["ok"] is True and data["mode"] == "ax" and data["element"] == seven
    assert data["signature_before"] != data["signature_after"]
    assert data["error"] is None


@pytest.mark.parametrize(
    ("args", "code", "needle"),
    [
        (("observe", *FAKE, "--app", "nope"), 4, "no application matches"),
        (("observe", *FAKE), 2, "name a target"),
        (("act", "click", "e999", *FAKE, "--app", "calc"), 3, "no element e999"),
        (("act", "key", "hyper+x", *FAKE, "--app", "calc"), 2, "malformed key combo"),
        (("act", "key", "space", "e12", *FAKE, "--app", "calc"), 2, "act key e12 space"),
        (("act", "type", "hi there", "e12", *FAKE, "--app", "calc"), 2, "act type e12 'hi there'"),
        (("act", "set-value", "7", "e12", *FAKE, "--app", "calc"), 2, "act set-value e12 7"),
        (("act", "scroll", "0", "400", *FAKE, "--app", "calc"), 2, "100 CSS pixels each"),
        (("act", "scroll", "a", "b", *FAKE, "--app", "calc"), 2, "integers"),
        (("act", "click", *FAKE, "--app", "calc"), 2, "ELEMENT_ID"),
        (("observe", *FAKE, "--app", "calc", "--max-elements", "0"), 2, "at least 1"),
        (("observe", "--app", "x", "--browser"), 2, "name one target"),
        (("frobnicate",), 2, "invalid choice"),
    ],
)
def test_bad_input_one_line_and_exit_code(
    tmp_path: Path, args: tuple[str, ...], code: int, needle: str
) -> None:
    r = hr(tmp_path, *args)
    assert r.returncode == code, (r.returncode, r.stderr)
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("handrail: "), r.stderr
    assert needle in lines[0]


def test_act_json_error_is_still_json(tmp_path: Path) -> None:
    r = hr(tmp_path, "act", "click", "e999", *FAKE, "--app", "calc", "--format", "json")
    assert r.returncode == 3
    data = json.loads(r.stdout)
    assert data["ok"] is False and "e999" in data["error"]


def test_screenshot_png(tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    r = hr(tmp_path, "screenshot", *FAKE, "--app", "calc", "-o", str(out))
    assert r.returncode == 0, r.stderr
    assert out.read_bytes()[:4] == b"\x89PNG"


def test_act_hover_rests_the_pointer_and_presses_nothing(tmp_path: Path) -> None:
    snap = json.loads(hr(tmp_path, "observe", *FAKE, "--app", "form", "--format", "json").stdout)
    send = next(e["id"] for e in snap["elements"] if e["name"] == "Send")
    # A hover of Send presses nothing: the gate, which holds a click of it, lets it by.
    r = hr(tmp_path, "act", "hover", send, *FAKE, "--app", "form", "--format", "json")
    assert r.returncode == 0, r.stderr
    data = json.loads(r.stdout)
    assert data["ok"] is True and data["mode"] == "input" and data["element"] == send
    assert data["signature_before"] == data["signature_after"]
    r = hr(tmp_path, "act", "hover", *FAKE, "--app", "form", "--x", "5", "--y", "6")
    assert r.returncode == 0, r.stderr
    r = hr(tmp_path, "act", "hover", *FAKE, "--app", "form")
    assert r.returncode == 2 and "ELEMENT_ID" in r.stderr
