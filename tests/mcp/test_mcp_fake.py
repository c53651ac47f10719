"""A real MCP client session (the SDK's client over stdio) against ``handrail mcp``
on the in-memory fake backend: the tool contracts, ids shared with the CLI, errors as
tool errors, and irreversible actions held for a person's approval."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import sys
from pathlib import Path
from typing import Any

import mcp.types as types
from mcp.client.client import Client
from mcp.client.session import ClientRequestContext
from mcp.client.stdio import StdioServerParameters
from mcp_harness import find, mcp_client, structured, text

FAKE = ("--backend", "fake")
TOOLS = {"list_apps", "observe", "act", "screenshot", "open_url", "run_task", "get_run"}


async def test_lists_tools_with_closed_schemas(tmp_path: Path) -> None:
    async with mcp_client(tmp_path, *FAKE) as client:
        listed = await client.list_tools()
    by_name = {t.name: t for t in listed.tools}
    assert set(by_name) == TOOLS
    for tool in listed.tools:
        assert tool.description and len(tool.description) > 80, tool.name
        assert tool.input_schema["type"] == "object"
        assert tool.input_schema["additionalProperties"] is False
        # Nothing a model can pass approves an action.
        assert not any("approv" in p for p in tool.input_schema["properties"]), tool.name
    act = by_name["act"].input_schema
    assert act["required"] == ["action"]
    assert set(act["properties"]["action"]["enum"]) == {
        "click",
        "doubleclick",
        "rightclick",
        "hover",
        "scroll",
        "type",
        "key",
        "focus",
        "set_value",
    }
    assert by_name["observe"].annotations and by_name["observe"].annotations.read_only_hint


async def test_observe_act_by_id_and_see_the_change(tmp_path: Path) -> None:
    async with mcp_client(tmp_path, *FAKE) as client:
        apps = await client.call_tool("list_apps", {})
        assert not apps.is_error
        assert "fake-calculator" in text(apps)
        assert {t["app"] for t in structured(apps)["targets"]} == {"fake-calculator", "fake-form"}

        seen = await client.call_tool("observe", {"app": "calc"})
        assert not seen.is_error, text(seen)
        snap = structured(seen)
        assert set(snap) >= {"target", "signature", "stats", "environment", "elements"}
        seven = find(snap, name="7", role="button")
        assert f"{seven['id']} button 7\n" in text(seen)
        display = find(snap, name="Display")
        assert display["value"] == "0"

        acted = await client.call_tool(
            "act", {"app": "calc", "action": "click", "element": seven["id"]}
        )
        assert not acted.is_error, text(acted)
        data = structured(acted)
        assert data["ok"] is True and data["element"] == seven["id"] and data["mode"] == "ax"
        assert data["signature_before"] != data["signature_after"]
        assert "changed" in text(acted)
        # The result shows what changed: the display now reads 7.
        assert f"~ {display['id']} readonly textbox Display = 7" in text(acted)

        again = structured(await client.call_tool("observe", {"app": "calc"}))
        assert find(again, name="Display")["value"] == "7"
        assert find(again, name="7")["id"] == seven["id"]


async def test_type_key_set_value_focus_and_scroll(tmp_path: Path) -> None:
    async with mcp_client(tmp_path, *FAKE) as client:
        snap = structured(await client.call_tool("observe", {"app": "form"}))
        to = find(snap, name="To", role="textbox")["id"]
        body = find(snap, name="Message", role="textbox")["id"]
        calls: list[dict[str, Any]] = [
            {"action": "set_value", "element": to, "text": "ada@example.org"},
            {"action": "focus", "element": body},
            {"action": "type", "text": "Hello"},
            {"action": "key", "keys": "BackSpace"},
            {"action": "scroll", "dy": 3},
            {"action": "hover", "element": to},
            {"action": "hover", "x": 5, "y": 6},
        ]
        for call in calls:
            r = await client.call_tool("act", {"app": "form", **call})
            assert not r.is_error, (call, text(r))
        after = structured(await client.call_tool("observe", {"app": "form"}))
        assert find(after, name="To", role="textbox")["value"] == "ada@example.org"
        message = find(after, name="Message", role="textbox")
        assert message["value"] == "Hell"
        assert "focused" in message["states"]


async def test_observe_filters_by_role_and_text(tmp_path: Path) -> None:
    async with mcp_client(tmp_path, *FAKE) as client:
        r = await client.call_tool("observe", {"app": "calc", "role": "button", "text": "="})
        snap = structured(r)
        assert [e["name"] for e in snap["elements"]] == ["="]
        assert "# filter role button and text '=': 1 of" in text(r)
        capped = await client.call_tool("observe", {"app": "calc", "max_elements": 3})
        assert structured(capped)["stats"]["truncated"] is True
        assert "raise max_elements" in text(capped)


async def allow_all(
    context: ClientRequestContext, params: types.ElicitRequestParams
) -> types.ElicitResult:
    return types.ElicitResult(action="accept", content={"allow": True})


async def test_stale_id_is_a_tool_error_that_says_observe_again(tmp_path: Path) -> None:
    async with mcp_client(tmp_path, *FAKE, elicitation=allow_all) as client:
        snap = structured(await client.call_tool("observe", {"app": "form"}))
        status = find(snap, name="Draft")
        send = find(snap, name="Send", role="button")
        # Pressing Send renames the status text: its id no longer names a live element.
        r = await client.call_tool("act", {"app": "form", "action": "click", "element": send["id"]})
        assert not r.is_error
        stale = await client.call_tool(
            "act", {"app": "form", "action": "click", "element": status["id"]}
        )
        assert stale.is_error
        assert "stale_element" in text(stale) and "observe again" in text(stale)
        data = structured(stale)
        assert data["ok"] is False and data["error_kind"] == "stale_element"
        assert data["element"] == status["id"] and data["mode"] is None
        never = await client.call_tool("act", {"app": "form", "action": "click", "element": "e999"})
        assert never.is_error and "element_not_found" in text(never)
        # The server is still serving after errors.
        assert not (await client.call_tool("observe", {"app": "form"})).is_error


async def test_bad_arguments_are_clear_tool_errors(tmp_path: Path) -> None:
    cases: list[tuple[str, dict[str, Any], str]] = [
        ("act", {"app": "calc", "action": "explode", "element": "e1"}, "'action' must be one of"),
        ("act", {"app": "calc", "action": "click"}, "give 'element'"),
        ("act", {"app": "calc", "action": "click", "element": "e1", "approved": True}, "unknown"),
        ("act", {"app": "calc", "action": "key", "keys": "ctrl+nosuchkey"}, "usage_error"),
        ("act", {"app": "calc", "action": "type"}, "needs text"),
        ("act", {"app": "calc", "action": "focus", "x": 5, "y": 5}, "only for click"),
        ("observe", {}, "name a target"),
        ("observe", {"app": "calc", "max_elements": "lots"}, "must be an integer"),
        ("observe", {"app": "calc", "role": "spaceship"}, "unknown role"),
        ("observe", {"app": "calc", "browser": True}, "name one target"),
        ("observe", {"app": "no-such-app"}, "target_not_found"),
        ("screenshot", {"element": "e1"}, "name a target"),
        ("nope", {}, "no tool named"),
    ]
    async with mcp_client(tmp_path, *FAKE) as client:
        for tool, args, expected in cases:
            r = await client.call_tool(tool, args)
            assert r.is_error, (tool, args)
            assert expected in text(r), (tool, args, text(r))


async def test_screenshot_of_window_and_element(tmp_path: Path) -> None:
    async with mcp_client(tmp_path, *FAKE) as client:
        r = await client.call_tool("screenshot", {"app": "calc"})
        assert not r.is_error, text(r)
        image = next(c for c in r.content if isinstance(c, types.ImageContent))
        png = base64.b64decode(image.data)
        assert image.mime_type == "image/png" and png.startswith(b"\x89PNG")
        snap = structured(await client.call_tool("observe", {"app": "calc"}))
        display = find(snap, name="Display")
        crop = await client.call_tool("screenshot", {"app": "calc", "element": display["id"]})
        assert not crop.is_error, text(crop)
        assert structured(crop)["region"] == display["bounds"]
        region = await client.call_tool(
            "screenshot", {"app": "calc", "region": {"x": 0, "y": 0, "w": 50, "h": 40}}
        )
        assert structured(region)["region"] == [0, 0, 50, 40]


async def test_ids_are_shared_with_the_cli(tmp_path: Path) -> None:
    env = {**os.environ, "HANDRAIL_STATE_DIR": str(tmp_path)}
    argv = ["-m", "handrail.cli.main", "observe", *FAKE, "--app", "calc", "--format", "json"]
    proc = await asyncio.create_subprocess_exec(
        sys.executable, *argv, env=env, stdout=asyncio.subprocess.PIPE
    )
    out, _ = await asyncio.wait_for(proc.communicate(), timeout=60)
    assert proc.returncode == 0
    cli_ids = {e["name"]: e["id"] for e in json.loads(out)["elements"]}
    async with mcp_client(tmp_path, *FAKE) as client:
        snap = structured(await client.call_tool("observe", {"app": "calc"}))
    assert {e["name"]: e["id"] for e in snap["elements"]} == cli_ids


async def test_irreversible_action_held_without_elicitation(tmp_path: Path) -> None:
    async with mcp_client(tmp_path, *FAKE) as client:
        snap = structured(await client.call_tool("observe", {"app": "form"}))
        send = find(snap, name="Send", role="button")["id"]
        held = await client.call_tool("act", {"app": "form", "action": "click", "element": send})
        assert held.is_error
        assert "approval_required" in text(held)
        assert "handrail console" in text(held) and "cannot approve it yourself" in text(held)
        after = structured(await client.call_tool("observe", {"app": "form"}))
        assert find(after, name="Draft")  # nothing was sent
        ok = await client.call_tool(
            "act", {"app": "form", "action": "click", "element": find(snap, name="Subscribe")["id"]}
        )
        assert not ok.is_error, text(ok)


async def test_irreversible_action_asks_the_person_through_elicitation(tmp_path: Path) -> None:
    questions: list[str] = []
    answers = iter(["decline", "accept"])

    async def person(
        context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult:
        assert isinstance(params, types.ElicitRequestFormParams)
        questions.append(params.message)
        action = next(answers)
        content = {"allow": True} if action == "accept" else None
        return types.ElicitResult(action=action, content=content)  # type: ignore[arg-type]

    async with mcp_client(tmp_path, *FAKE, elicitation=person) as client:
        snap = structured(await client.call_tool("observe", {"app": "form"}))
        send = find(snap, name="Send", role="button")["id"]
        refused = await client.call_tool("act", {"app": "form", "action": "click", "element": send})
        assert refused.is_error and "action_denied" in text(refused), text(refused)
        assert find(structured(await client.call_tool("observe", {"app": "form"})), name="Draft")

        allowed = await client.call_tool("act", {"app": "form", "action": "click", "element": send})
        assert not allowed.is_error, text(allowed)
        data = structured(allowed)
        assert data["decision"]["approved_by"] == "mcp-client-user"
        assert data["decision"]["verdict"] == "approve"
        after = structured(await client.call_tool("observe", {"app": "form"}))
        assert find(after, name="Sent to ")
    assert len(questions) == 2
    assert 'click button "Send" in fake-form' in questions[0]


REPLAY = (
    Path(__file__).resolve().parents[2] / "examples" / "replay" / "gnome-calculator-2plus3.jsonl"
)


async def test_run_task_and_get_run(tmp_path: Path) -> None:
    async with mcp_client(tmp_path, *FAKE, "--planner", f"replay:{REPLAY}") as client:
        dry = await client.call_tool("run_task", {"instruction": "compute 2+3", "app": "calc"})
        assert not dry.is_error, text(dry)
        assert structured(dry)["status"] == "dry_run"
        assert "would click" in text(dry)

        done = await client.call_tool(
            "run_task",
            {
                "instruction": "compute 2+3",
                "app": "calc",
                "execute": True,
                "max_steps": 8,
                "expect": ['textbox "Display" = "5"'],
            },
        )
        assert not done.is_error, text(done)
        result = structured(done)
        assert result["status"] == "finished", text(done)
        assert f"run id: {result['run_id']}" in text(done)
        assert result["log_dir"].startswith(str(tmp_path))
        display = find(
            structured(await client.call_tool("observe", {"app": "calc"})), name="Display"
        )
        assert display["value"] == "5"

        log = await client.call_tool("get_run", {"run_id": result["run_id"]})
        assert not log.is_error, text(log)
        assert "instruction: compute 2+3" in text(log)
        assert "click" in text(log) and structured(log)["rounds"] >= 4
        last = await client.call_tool("get_run", {"max_rounds": 1})
        assert "(showing the last 1 of" in text(last)

        missing = await client.call_tool("get_run", {"run_id": "no-such-run"})
        assert missing.is_error and "usage_error" in text(missing)
        by_path = await client.call_tool("get_run", {"run_id": result["log_dir"]})
        assert by_path.is_error and "not a run id" in text(by_path)
        bad = await client.call_tool("run_task", {"app": "calc"})
        assert bad.is_error and "'instruction' is required" in text(bad)

        # A check file on the server's disk is not the caller's to name: the path is
        # read as a check's text, and refused as one.
        checks = tmp_path / "checks.json"
        checks.write_text(json.dumps([{"role": "textbox", "name": "Display"}]))
        named = await client.call_tool(
            "run_task", {"instruction": "compute 2+3", "app": "calc", "expect": [str(checks)]}
        )
        assert named.is_error and "write ROLE" in text(named), text(named)


async def test_secrets_are_typed_by_placeholder_and_never_shown(tmp_path: Path) -> None:
    secret = "hunter2-very-secret"
    async with mcp_client(tmp_path, *FAKE, "--secret", f"PASSWORD={secret}") as client:
        init = client.initialize_result
        assert init is not None and "{{PASSWORD}}" in (init.instructions or "")
        snap = structured(await client.call_tool("observe", {"app": "form"}))
        body = find(snap, name="Message", role="textbox")["id"]
        typed = await client.call_tool(
            "act", {"app": "form", "action": "set_value", "element": body, "text": "{{PASSWORD}}"}
        )
        assert not typed.is_error, text(typed)
        seen = await client.call_tool("observe", {"app": "form"})
        assert find(structured(seen), name="Message", role="textbox")["value"] == "{{PASSWORD}}"
        for result in (typed, seen):
            assert secret not in text(result) and secret not in json.dumps(structured(result))


async def test_modern_protocol_asks_through_input_required(tmp_path: Path) -> None:
    # The SDK's high-level Client speaks protocol 2026-07-28: the question travels in an
    # "input required" result and the client repeats the call with the person's answer.
    answers = iter(["decline", "accept"])
    asked: list[str] = []

    async def person(
        context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult:
        asked.append(params.message)
        if next(answers) == "accept":
            return types.ElicitResult(action="accept", content={"allow": True})
        return types.ElicitResult(action="decline")

    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "handrail.cli.main", "mcp", *FAKE],
        env={**os.environ, "HANDRAIL_STATE_DIR": str(tmp_path)},
    )
    async with Client(params, elicitation_callback=person) as client:
        assert client.session.protocol_version == "2026-07-28"
        snap = structured(await client.call_tool("observe", {"app": "form"}))
        send = find(snap, name="Send", role="button")["id"]
        args = {"app": "form", "action": "click", "element": send}
        refused = await client.call_tool("act", args)
        assert refused.is_error and "action_denied" in text(refused), text(refused)
        done = await client.call_tool("act", args)
        assert not done.is_error, text(done)
        assert structured(done)["decision"]["approved_by"] == "mcp-client-user"
        assert "Sent to" in text(done)

        # A made-up answer does not count: it must answer the question the server asked.
        snap = structured(await client.call_tool("observe", {"app": "form"}))
        delete = find(snap, name="Delete draft", role="button")["id"]
        forged = await client.session.call_tool(
            "act",
            {"app": "form", "action": "click", "element": delete},
            input_responses={
                "approval": types.ElicitResult(action="accept", content={"allow": True})
            },
            request_state="made-up",
            allow_input_required=True,
        )
        assert isinstance(forged, types.InputRequiredResult)
        after = structured(await client.call_tool("observe", {"app": "form"}))
        assert find(after, name="Sent to ")  # the draft was not deleted
    assert len(asked) == 2
