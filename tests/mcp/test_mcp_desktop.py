"""A real MCP client session against ``handrail mcp`` operating gnome-calculator on the
private managed desktop (Xvfb, D-Bus, AT-SPI)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import mcp.types as types
import pytest
from mcp.client.session import ClientRequestContext
from mcp_harness import find, mcp_client, structured, text

pytestmark = pytest.mark.desktop

# Settings in memory: the mode test switches modes, which must not persist for the user
# or for other tests (env execs the calculator, so the pid is the calculator's).
CALC = ["env", "GSETTINGS_BACKEND=memory", "gnome-calculator"]

POLICY = """
[[rules]]
match = "^=$"
verdict = "approve"
risk = "compute"
apps = ["calculator"]
"""


async def observe_until(
    client: Any, args: dict[str, Any], ready: Callable[[dict[str, Any]], bool]
) -> dict[str, Any]:
    """Observe until ``ready(snapshot)`` holds (a UI animates; at most 10 s)."""
    for _ in range(50):
        snap = structured(await client.call_tool("observe", args))
        if ready(snap):
            return snap
        await asyncio.sleep(0.2)
    raise AssertionError(
        f"not ready after 10 s: {[(e['role'], e['name']) for e in snap['elements']]}"
    )


def named(name: str) -> Callable[[dict[str, Any]], bool]:
    return lambda snap: any(e["name"] == name for e in snap["elements"])


def shown(snapshot: dict[str, Any], needle: str) -> bool:
    """True when some element's name or value shows ``needle``."""
    return any(
        needle in (e["name"] or "") or needle in (e["value"] or "") for e in snapshot["elements"]
    )


async def test_calculator_over_mcp(
    desktop: Any, launch_app: Callable[..., Awaitable[Any]], tmp_path: Path
) -> None:
    calc = await launch_app(CALC)
    policy = tmp_path / "policy.toml"
    policy.write_text(POLICY, encoding="utf-8")
    asked: list[str] = []

    async def person(
        context: ClientRequestContext, params: types.ElicitRequestParams
    ) -> types.ElicitResult:
        asked.append(params.message)
        return types.ElicitResult(action="accept", content={"allow": True})

    env = {"HANDRAIL_POLICY": str(policy)}
    target = {"pid": calc.pid}
    async with mcp_client(
        desktop.state_dir, base_env=desktop.cli_env(), env=env, elicitation=person
    ) as client:
        apps = await client.call_tool("list_apps", {})
        assert not apps.is_error, text(apps)
        assert "gnome-calculator" in text(apps)

        seen = await client.call_tool("observe", target)
        assert not seen.is_error, text(seen)
        snap = structured(seen)
        assert snap["target"]["pid"] == calc.pid
        keys = {n: find(snap, name=n, role="button")["id"] for n in ("7", "×", "6", "=")}
        assert f"{keys['7']} button 7\n" in text(seen)

        for n in ("7", "×", "6"):
            r = await client.call_tool("act", {**target, "action": "click", "element": keys[n]})
            assert not r.is_error, text(r)
            assert structured(r)["ok"] is True
        assert "changed" in text(r)
        # "=" is held by the policy above; the person answers through the client.
        r = await client.call_tool("act", {**target, "action": "click", "element": keys["="]})
        assert not r.is_error, text(r)
        assert structured(r)["decision"]["approved_by"] == "mcp-client-user"
        assert len(asked) == 1 and '"="' in asked[0]
        after = await observe_until(client, target, lambda snap: shown(snap, "42"))
        # Ids stay stable across observations.
        assert find(after, name="7", role="button")["id"] == keys["7"]

        never = await client.call_tool("act", {**target, "action": "click", "element": "e99999"})
        assert never.is_error and "observe" in text(never)
        bad = await client.call_tool("act", {**target, "action": "set_value", "text": "1"})
        assert bad.is_error and "give 'element'" in text(bad)
        gone = await client.call_tool("observe", {"app": "no-such-calculator-app"})
        assert gone.is_error and "target_not_found" in text(gone)


async def test_calculator_irreversible_held_without_elicitation(
    desktop: Any, launch_app: Callable[..., Awaitable[Any]], tmp_path: Path
) -> None:
    calc = await launch_app(CALC)
    policy = tmp_path / "policy.toml"
    policy.write_text(POLICY, encoding="utf-8")
    env = {"HANDRAIL_POLICY": str(policy)}
    async with mcp_client(desktop.state_dir, base_env=desktop.cli_env(), env=env) as client:
        snap = structured(await client.call_tool("observe", {"pid": calc.pid}))
        equals = find(snap, name="=", role="button")["id"]
        held = await client.call_tool(
            "act", {"pid": calc.pid, "action": "click", "element": equals}
        )
        assert held.is_error and "approval_required" in text(held), text(held)
        assert "handrail console" in text(held)


MODES = ("Basic", "Advanced", "Financial", "Programming", "Keyboard")


async def test_calculator_stale_id_after_the_mode_changes(
    desktop: Any, launch_app: Callable[..., Awaitable[Any]]
) -> None:
    calc = await launch_app(CALC)
    target = {"pid": calc.pid}

    async def click(client: Any, element: str) -> types.CallToolResult:
        result: types.CallToolResult = await client.call_tool(
            "act", {**target, "action": "click", "element": element}
        )
        return result

    async with mcp_client(desktop.state_dir, base_env=desktop.cli_env()) as client:
        snap = structured(await client.call_tool("observe", target))
        mode = next(e for e in snap["elements"] if e["role"] == "button" and e["name"] in MODES)
        other = "Advanced" if mode["name"] != "Advanced" else "Basic"
        assert not (await click(client, mode["id"])).is_error
        menu = await observe_until(client, {**target, "role": "menuitem"}, named(other))
        assert not (await click(client, find(menu, name=other)["id"])).is_error
        # The mode button is now named after the new mode: its old id is stale.
        stale = await click(client, mode["id"])
        assert stale.is_error, text(stale)
        assert structured(stale)["error_kind"] == "stale_element"
        assert "observe" in text(stale)


REPLAY = (
    Path(__file__).resolve().parents[2] / "examples" / "replay" / "gnome-calculator-2plus3.jsonl"
)


async def test_calculator_run_task_over_mcp(
    desktop: Any, launch_app: Callable[..., Awaitable[Any]]
) -> None:
    calc = await launch_app(CALC)
    async with mcp_client(
        desktop.state_dir, "--planner", f"replay:{REPLAY}", base_env=desktop.cli_env()
    ) as client:
        done = await client.call_tool(
            "run_task",
            {
                "instruction": "compute 2+3",
                "pid": calc.pid,
                "execute": True,
                "max_steps": 8,
                "expect": ['textbox = "5"'],
            },
        )
        assert not done.is_error, text(done)
        assert structured(done)["status"] == "finished", text(done)
        log = await client.call_tool("get_run", {"run_id": structured(done)["run_id"]})
        assert "gnome-calculator" in text(log) and "click" in text(log)
