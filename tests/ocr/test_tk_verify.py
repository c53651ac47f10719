"""Verification of actions on pixels, on the Tk app: OCR after the action, pixels a signal."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from ocr_support import run_cli

pytestmark = pytest.mark.desktop


def _click(name: str, expect: str) -> dict[str, Any]:
    return {
        "status": "continue",
        "summary": f"press {name}",
        "expect": expect,
        "actions": [{"type": "click", "element": {"role": "text", "name": name}}],
    }


async def test_ocr_actions_are_verified_by_what_ocr_reads_after_them(  # type: ignore[no-untyped-def]
    desktop, tk_app, tmp_path
) -> None:
    window, events = tk_app
    plans = tmp_path / "plans.jsonl"
    steps = [
        _click("Open", 'text "Clicked Open"'),
        # A label does nothing when clicked: the text it was expected to bring never shows.
        _click("Name:", 'text "Clicked Name"'),
        # A label clicked with nothing expected: no text changes, so no effect is seen.
        _click("Name:", ""),
    ]
    plans.write_text("".join(json.dumps(s) + "\n" for s in steps), encoding="utf-8")
    code, stdout, stderr = await run_cli(
        desktop,
        "run",
        "try the window",
        "--pid",
        str(window.pid),
        "--planner",
        f"replay:{plans}",
        "--execute",
        "--max-steps",
        "3",
        "--format",
        "json",
    )
    assert code != 2, stderr
    out = json.loads(stdout)
    await events.wait_for("clicked Open")
    rounds = [
        json.loads(line)
        for line in (Path(out["log_dir"]) / "rounds.jsonl").read_text("utf-8").splitlines()
    ]
    assert len(rounds) == 3, out
    opened, label, entry = (r["verification"]["per_action"][0] for r in rounds)

    assert opened["ok"] and opened["semantics"] == 1.0
    assert opened["ocr"]["expected"] == ["Clicked Open"]
    assert opened["ocr"]["found"] == ["Clicked Open"] and opened["ocr"]["found_all"]
    assert any("OCR read the expected text" in d for d in opened["details"])

    assert not label["ok"] and label["failed_layer"] == "semantics"
    assert label["ocr"]["found"] == [] and label["ocr"]["widened"]
    assert any("expected text not read by OCR" in d for d in label["details"])

    # No expected text and no text changed: no success, whatever the pixels say.
    assert entry["ocr"]["expected"] == [] and not entry["ocr"]["region_changed"], entry["ocr"]
    assert not entry["ok"] and entry["failed_layer"] == "semantics"
    assert entry["ocr"]["pixel_diff"] is not None
