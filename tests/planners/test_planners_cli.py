"""``handrail run --planner openai|anthropic`` against the local fake servers (real HTTP)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from llm_server import FakeLLMServer, Reply, openai_reply


def cli(state: Path, env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "HANDRAIL_STATE_DIR": str(state), "HANDRAIL_APPROVER": "none", **env},
        timeout=60,
    )


def test_run_with_openai_compatible_endpoint(llm_server: FakeLLMServer, tmp_path: Path) -> None:
    press = {
        "status": "continue",
        "summary": "press 8",
        "actions": [{"type": "click", "element_id": "e5"}],
    }
    llm_server.script = [
        openai_reply(json.dumps(press), prompt_tokens=1000, completion_tokens=100),
        openai_reply(json.dumps(press), prompt_tokens=1000, completion_tokens=100),
    ]
    env = {
        "HANDRAIL_OPENAI_BASE_URL": llm_server.url + "/v1",
        "HANDRAIL_OPENAI_API_KEY": "sk-test-not-logged",
        "HANDRAIL_MODEL": "fake-gpt",
    }
    res = cli(
        tmp_path,
        env,
        "run",
        "show 8",
        "--backend",
        "fake",
        "--app",
        "calc",
        "--execute",
        "--expect",
        'textbox "Display" = "8"',
        "--price",
        "1,4",
        "--format",
        "json",
    )
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    assert out["status"] == "finished"
    assert out["usage"]["cost_usd"] == (1000 * 1 + 100 * 4) / 1e6
    body = llm_server.requests[0]["json"]
    assert "<<<SCREEN" in body["messages"][1]["content"]
    log_dir = Path(out["log_dir"])
    for path in log_dir.iterdir():
        assert b"sk-test-not-logged" not in path.read_bytes()
    header = json.loads((log_dir / "run.json").read_text())
    assert header["planner"]["model"] == "fake-gpt"
    assert header["planner"]["settings"]["base_url"] == llm_server.url + "/v1"


def test_run_with_anthropic_endpoint_failing_ends_error(
    llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    llm_server.script = [Reply(status=500, body={"error": "down"})] * 10
    env = {
        "HANDRAIL_ANTHROPIC_BASE_URL": llm_server.url,
        "HANDRAIL_ANTHROPIC_API_KEY": "test",
        "HANDRAIL_MODEL": "fake-claude",
    }
    res = cli(
        tmp_path,
        env,
        "run",
        "x",
        "--backend",
        "fake",
        "--app",
        "calc",
        "--execute",
        "--planner",
        "anthropic",
        "--planner-timeout",
        "2",
        "--format",
        "json",
    )
    assert res.returncode == 16, res.stderr
    out = json.loads(res.stdout)
    assert out["status"] == "error" and "HTTP 500" in out["reason"]
