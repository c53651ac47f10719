"""The CLI and the MCP server say the same things the same way (``handrail.render``)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import mcp.types as types
from test_cli_fake import FAKE, hr

from handrail.config import Settings
from handrail.mcpserver.tools import Toolbox


def _text(result: types.CallToolResult) -> str:
    first = result.content[0]
    assert isinstance(first, types.TextContent)
    return first.text


async def test_an_act_result_and_an_act_failure_read_the_same_in_both(tmp_path: Path) -> None:
    observed = hr(tmp_path / "cli", "observe", *FAKE, "--app", "calc", "--format", "json")
    assert observed.returncode == 0, observed.stderr
    seven = next(e["id"] for e in json.loads(observed.stdout)["elements"] if e["name"] == "7")
    cli = hr(tmp_path / "cli", "act", "click", seven, *FAKE, "--app", "calc")
    assert cli.returncode == 0, cli.stderr
    cli_failed = hr(
        tmp_path / "cli", "act", "click", "e999", *FAKE, "--app", "calc", "--format", "json"
    )
    assert cli_failed.returncode != 0

    # The server in this process, with ids of its own (its fake's locators are not the
    # CLI process's).
    settings = Settings(state_dir=tmp_path / "mcp", extra={"HANDRAIL_APPROVER": "none"})
    toolbox = Toolbox(settings, backend="fake")
    try:
        seen = await toolbox.observe({"app": "calc"})
        assert seen.structured_content is not None
        elements = seen.structured_content["elements"]
        mcp_seven = next(e["id"] for e in elements if e["name"] == "7")
        done = await toolbox.act({"app": "calc", "action": "click", "element": mcp_seven})
        failed = await toolbox.act({"app": "calc", "action": "click", "element": "e999"})
    finally:
        await toolbox.close()
    assert not done.is_error, _text(done)
    line = cli.stdout.splitlines()[0]
    assert line == f"click {seven} button 7 via ax: changed"
    assert _text(done).splitlines()[0] == f"click {mcp_seven} button 7 via ax: changed"
    assert failed.is_error and failed.structured_content is not None
    shared = dict(failed.structured_content)
    shared.pop("hint", None)  # a next step for a model
    assert shared == json.loads(cli_failed.stdout)


def test_observing_and_acting_from_the_cli_never_import_the_loop() -> None:
    # The shared text sits below the loop's run types only for type checking: a
    # command that observes or acts must not pay for the planners and their HTTP client.
    code = (
        "import sys, handrail.cli.observe_cmd, handrail.render\n"
        "heavy = ('handrail.loop', 'handrail.planners', 'httpx')\n"
        "print(sorted(m for m in sys.modules if m.startswith(heavy)))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=60
    )
    assert out.stdout.strip() == "[]"
