"""``handrail run --planner openai|anthropic`` against the local fake servers (real HTTP)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from llm_server import DIALECTS, FakeLLMServer, Reply, openai_reply


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


def _press(name: str) -> str:
    return json.dumps(
        {
            "status": "continue",
            "summary": f"press {name}",
            "actions": [{"type": "click", "element": {"role": "button", "name": name}}],
        }
    )


def _local_run(server: FakeLLMServer, state: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    env = {"HANDRAIL_OPENAI_BASE_URL": server.url + "/v1", "HANDRAIL_MODEL": "smollm2-135m"}
    return cli(
        state,
        env,
        "run",
        "compute 2+3",
        "--backend",
        "fake",
        "--app",
        "calc",
        "--execute",
        "--expect",
        'textbox "Display" = "5"',
        "--format",
        "json",
        *extra,
    )


def test_run_against_a_llama_cpp_python_server_with_output_auto(
    llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    llm_server.dialect = DIALECTS["llama-cpp-python"]
    llm_server.plans = [_press("2"), _press("+"), _press("3"), _press("=")]
    res = _local_run(llm_server, tmp_path, "--output", "auto")
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    assert out["status"] == "finished" and out["evidence"]["verified"] is True
    # json_schema refused with a 500 once, then JSON mode with the schema for every call.
    formats = [r["json"].get("response_format", {}).get("type") for r in llm_server.requests]
    assert formats == ["json_schema", "json_object", "json_object", "json_object", "json_object"]
    remembered = json.loads((tmp_path / "planner-output.json").read_text())
    assert remembered[f"{llm_server.url}/v1 smollm2-135m"]["mode"] == "json-object"
    # A second run starts with JSON mode: no refused request this time.
    llm_server.requests.clear()
    llm_server.plans += [_press("C"), _press("2"), _press("+"), _press("3"), _press("=")]
    again = _local_run(llm_server, tmp_path)
    assert again.returncode == 0, again.stderr
    assert llm_server.requests[0]["json"]["response_format"]["type"] == "json_object"


def test_a_planner_claiming_success_early_never_exits_0(
    llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    done = json.dumps({"status": "finished", "summary": "5 is shown", "actions": []})
    llm_server.dialect = DIALECTS["llama-cpp-python"]
    llm_server.plans = [done] * 5
    res = _local_run(llm_server, tmp_path)
    assert res.returncode == 12, res.stderr
    out = json.loads(res.stdout)
    assert out["status"] == "no_progress"
    assert "the planner said finished, but the success checks fail" in out["reason"]


def test_without_checks_a_planner_finished_is_unverified(
    llm_server: FakeLLMServer, tmp_path: Path
) -> None:
    done = json.dumps({"status": "finished", "summary": "all done", "actions": []})
    llm_server.dialect = DIALECTS["ollama"]
    llm_server.plans = [done]
    env = {"HANDRAIL_OPENAI_BASE_URL": llm_server.url + "/v1", "HANDRAIL_MODEL": "gemma3:270m"}
    res = cli(tmp_path, env, "run", "x", "--backend", "fake", "--app", "calc", "--execute")
    assert res.returncode == 0, res.stderr
    assert "status: finished (unverified) (all done (unverified:" in res.stdout
    assert "finished (unverified)" in res.stderr  # the progress line says so too
