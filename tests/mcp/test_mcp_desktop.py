"""A real MCP client session against ``handrail mcp`` operating gnome-calculator on the
private managed desktop (Xvfb, D-Bus, AT-SPI)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import mcp.types as types
import pytest
from mcp.client.session import ClientRequestContext
from mcp_harness import find, mcp_client, structured, text

pytestmark = pytest.mark.desktop

POLICY = """
[[rules]]
match = "^=$"
verdict = "approve"
risk = "compute"
apps = ["calculator"]
"""


def shown(snapshot: dict[str, Any], needle: str) -> bool:
    """True when some element's name or value shows ``needle``."""
    return any(
        needle in (e["name"] or "") or needle in (e["value"] or "") for e in snapshot["elements"]
    )


async def test_calculator_over_mcp(
    desktop: Any, launch_app: Callable[..., Awaitable[Any]], tmp_path: Path
) -> None:
    calc = await launch_app(["gnome-calculator"])
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
        assert f'{keys["7"]} button "7"' in text(seen)

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
        after = structured(await client.call_tool("observe", target))
        assert shown(after, "42"), [(e["role"], e["name"], e["value"]) for e in after["elements"]]
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
    calc = await launch_app(["gnome-calculator"])
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
