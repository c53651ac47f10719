"""``run_task`` runs in the background of the real ``handrail mcp`` process: while a run
is going on (its planner's HTTP request held by the fake LLM server), other tools are
answered, ``get_run`` reads the run, progress notifications name its rounds, an ``act``
on the desktop it drives is refused, and ``handrail stop`` ends it."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from llm_server import FakeLLMServer, openai_reply
from mcp_harness import find, mcp_client, structured, text

FAKE = ("--backend", "fake", "--planner", "openai")


def press(name: str) -> str:
    return json.dumps(
        {
            "status": "continue",
            "summary": f"press {name}",
            "expect": f"the display shows {name}",
            "actions": [{"type": "click", "element": {"role": "button", "name": name}}],
        }
    )


DONE = json.dumps({"status": "finished", "summary": "the display shows 23", "actions": []})


def planner_env(server: FakeLLMServer) -> dict[str, str]:
    return {
        "HANDRAIL_OPENAI_BASE_URL": server.url + "/v1",
        "HANDRAIL_OPENAI_API_KEY": "sk-test",
        "HANDRAIL_MODEL": "fake-gpt",
    }


RUN = {
    "instruction": "enter 23",
    "app": "calc",
    "execute": True,
    "max_steps": 6,
    "expect": ['textbox "Display" = "23"'],
}


async def test_other_tools_answer_while_a_run_goes_on(
    tmp_path: Path, llm_server: FakeLLMServer
) -> None:
    llm_server.script = [openai_reply(press("2")), openai_reply(press("3")), openai_reply(DONE)]
    llm_server.hold_at = 1  # the second plan: round 1 has acted
    progress: list[tuple[float, float | None, str | None]] = []

    async def on_progress(value: float, total: float | None, message: str | None) -> None:
        progress.append((value, total, message))

    async with mcp_client(tmp_path, *FAKE, env=planner_env(llm_server)) as client:
        running = asyncio.create_task(
            client.call_tool("run_task", RUN, progress_callback=on_progress)
        )
        assert await asyncio.to_thread(llm_server.arrived.wait, 60)
        try:
            log = await client.call_tool("get_run", {})
            assert not log.is_error, text(log)
            assert structured(log)["status"] == "running"
            assert structured(log)["rounds"] >= 1
            assert "enter 23" in text(log)
            seen = await client.call_tool("observe", {"app": "calc"})
            assert not seen.is_error, text(seen)
            assert find(structured(seen), name="Display")["value"] == "2"
            apps = await client.call_tool("list_apps", {})
            assert not apps.is_error
            seven = find(structured(seen), name="7", role="button")["id"]
            busy = await client.call_tool(
                "act", {"app": "calc", "action": "click", "element": seven}
            )
            assert busy.is_error and "target_busy" in text(busy), text(busy)
            assert structured(log)["run"]["run_id"] in text(busy)
            again = await client.call_tool("run_task", RUN)
            assert again.is_error and "target_busy" in text(again), text(again)
            assert not running.done()
        finally:
            llm_server.release.set()
        done = await asyncio.wait_for(running, 60)
        assert not done.is_error, text(done)
        result = structured(done)
        assert result["status"] == "finished", text(done)
        display = find(
            structured(await client.call_tool("observe", {"app": "calc"})), name="Display"
        )
        assert display["value"] == "23"  # the refused click on 7 never ran
    messages = [m or "" for _, _, m in progress]
    assert any(result["run_id"] in m for m in messages), messages
    assert any("round 1" in m for m in messages), messages
    assert any("finished" in m for m in messages), messages
    values = [v for v, _, _ in progress]
    assert values == sorted(values) and all(total == 6 for _, total, _ in progress)


def handrail(state: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "HANDRAIL_STATE_DIR": str(state)},
        timeout=60,
    )


async def test_stop_ends_a_background_run(tmp_path: Path, llm_server: FakeLLMServer) -> None:
    llm_server.script = [openai_reply(press("2")), openai_reply(DONE)]
    llm_server.hold_at = 0
    async with mcp_client(tmp_path, *FAKE, env=planner_env(llm_server)) as client:
        running = asyncio.create_task(client.call_tool("run_task", RUN))
        assert await asyncio.to_thread(llm_server.arrived.wait, 60)
        stopped = await asyncio.to_thread(handrail, tmp_path, "stop")
        assert stopped.returncode == 0, stopped.stderr
        try:
            done = await asyncio.wait_for(running, 60)
        finally:
            llm_server.release.set()
        result: dict[str, Any] = structured(done)
        assert result["status"] == "stopped", text(done)
        log = structured(await client.call_tool("get_run", {"run_id": result["run_id"]}))
        assert log["status"] == "stopped"
    assert handrail(tmp_path, "stop", "--clear").returncode == 0


async def test_a_cancelled_call_stops_its_run(tmp_path: Path, llm_server: FakeLLMServer) -> None:
    llm_server.script = [openai_reply(press("2")), openai_reply(DONE)]
    llm_server.hold_at = 0
    async with mcp_client(tmp_path, *FAKE, env=planner_env(llm_server)) as client:
        running = asyncio.create_task(client.call_tool("run_task", RUN))
        assert await asyncio.to_thread(llm_server.arrived.wait, 60)
        running.cancel()  # the client abandons the call: it sends notifications/cancelled
        with contextlib.suppress(asyncio.CancelledError):
            await running
        try:
            # The run ends stopped, its log complete (read until it no longer says running).
            async with asyncio.timeout(60):
                while True:
                    log = structured(await client.call_tool("get_run", {}))
                    if log["status"] != "running":
                        break
                    await asyncio.sleep(0.1)  # polling the log, not waiting for time to pass
        finally:
            llm_server.release.set()
        assert log["status"] == "stopped", log
        assert "cancelled" in str(log["run"]["reason"])
        # The server is free again: an action is served.
        seen = await client.call_tool("observe", {"app": "calc"})
        seven = find(structured(seen), name="7", role="button")["id"]
        acted = await client.call_tool("act", {"app": "calc", "action": "click", "element": seven})
        assert not acted.is_error, text(acted)
