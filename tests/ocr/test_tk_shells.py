"""The Tk app (no tree) through the CLI, the MCP server and a bounded ``handrail run``."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "mcp"))
from mcp_harness import mcp_client, structured, text
from ocr_support import run_cli

from handrail.textformat import parse_line

pytestmark = pytest.mark.desktop


async def _cli(desktop: Any, *argv: str) -> tuple[int, str, str]:
    return await run_cli(desktop, *argv)


def _id_of(listing: str, name: str) -> str:
    shown = [e for x in listing.splitlines() for e in parse_line(x)]
    found = [e.id for e in shown if (e.role, e.name, e.source) == ("text", name, "ocr")]
    assert found, listing
    return found[0]


async def test_cli_lists_observes_and_clicks_the_tk_app(desktop, tk_app) -> None:  # type: ignore[no-untyped-def]
    window, events = tk_app
    code, out, _ = await _cli(desktop, "apps")
    assert code == 0
    (line,) = [row for row in out.splitlines() if f"\t{window.pid}\t" in row]
    assert line.startswith("handrailTk\t")
    assert f"{window.window_id:#x} 520x420+" in line and line.endswith("\tno tree")
    code, out, _ = await _cli(desktop, "apps", "--format", "json")
    (row,) = [r for r in json.loads(out) if r["pid"] == window.pid]
    assert row["tree"] is False and row["window_id"] == f"{window.window_id:#x}"

    code, out, _ = await _cli(desktop, "observe", "--window-id", f"{window.window_id:#x}")
    assert code == 0
    assert "# perception: ocr (no tree)" in out
    save = _id_of(out, "Save")
    code, out, _ = await _cli(
        desktop, "act", "click", save, "--window-id", f"{window.window_id:#x}"
    )
    assert code == 0, out
    assert "via ocr (input)" in out
    await events.wait_for("clicked Save")

    code, out, _ = await _cli(desktop, "observe", "--app", "HandrailTk", "--format", "json")
    snap = json.loads(out)
    assert snap["perception"] == "ocr (no tree)"
    assert any(e["name"] == "Clicked Save" and e["source"] == "ocr" for e in snap["elements"])
    # The same text at the same place keeps its id across processes.
    code, again, _ = await _cli(desktop, "observe", "--app", "HandrailTk")
    assert _id_of(again, "Open") == next(e["id"] for e in snap["elements"] if e["name"] == "Open")


async def test_mcp_observes_and_acts_on_the_tk_app(desktop, tk_app) -> None:  # type: ignore[no-untyped-def]
    window, events = tk_app
    env = {"HANDRAIL_APPROVER": "none"}
    async with mcp_client(desktop.state_dir, base_env=desktop.cli_env(), env=env) as client:
        apps = structured(await client.call_tool("list_apps", {}))
        assert any(t["pid"] == window.pid and t.get("tree") is False for t in apps["targets"])
        target: dict[str, Any] = {"window_id": f"{window.window_id:#x}"}
        result = await client.call_tool("observe", target)
        assert not result.is_error, text(result)
        snap = structured(result)
        assert snap["perception"] == "ocr (no tree)"
        (item,) = [e["id"] for e in snap["elements"] if e["name"] == "Bananas"]
        acted = await client.call_tool("act", {**target, "action": "click", "element": item})
        assert not acted.is_error, text(acted)
        assert "via ocr (input)" in text(acted)
        assert structured(acted)["source"] == "ocr"
        await events.wait_for("selected Bananas")


async def test_a_bounded_run_on_the_tk_app_with_ocr_ids(desktop, tk_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    window, events = tk_app
    plans = tmp_path / "plans.jsonl"
    step = {
        "status": "continue",
        "summary": "press Open",
        "expect": "the status says Clicked Open",
        "actions": [{"type": "click", "element": {"role": "text", "name": "Open"}}],
    }
    plans.write_text(json.dumps(step) + "\n", encoding="utf-8")
    code, stdout, stderr = await _cli(
        desktop,
        *[
            "run",
            "press Open",
            "--pid",
            str(window.pid),
            "--planner",
            f"replay:{plans}",
            "--execute",
            "--max-steps",
            "3",
            "--expect",
            'text "Clicked Open"',
            "--format",
            "json",
        ],
    )
    assert code == 0, stderr
    out = json.loads(stdout)
    assert out["status"] == "finished", out
    await events.wait_for("clicked Open")
    rounds = (Path(out["log_dir"]) / "rounds.jsonl").read_text("utf-8").splitlines()
    first = json.loads(rounds[0])
    (act,) = first["actions"]
    assert act["receipt"]["source"] == "ocr" and act["receipt"]["mode"] == "input"
    # No accessibility rung was tried first: OCR text has none.
    assert act["receipt"]["fallback_from"] is None and not act["fallback"]
    assert "(ocr)" in stderr  # the progress line names the channel
