"""Each tool's published schema is its one contract: the handler reads exactly its properties.

Arguments are checked against the schema a model is shown (names, bounds, choices,
patterns, defaults), so a handler cannot accept an argument the schema leaves out
(``run_task``'s ``expect`` once was) nor ignore one it offers.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

import pytest

from handrail.config import Settings
from handrail.errors import HandrailError, UsageError
from handrail.gate import AllowAll
from handrail.ids import MemoryIdStore
from handrail.mcpserver import arguments
from handrail.mcpserver.arguments import Args
from handrail.mcpserver.runs import RunTools
from handrail.mcpserver.schemas import tool, tools
from handrail.mcpserver.server import tool_handlers
from handrail.mcpserver.tools import Toolbox

# One call per tool that gets as far as reading every argument it has.
CALLS: dict[str, dict[str, Any]] = {
    "list_apps": {},
    "observe": {"app": "calc"},
    "act": {"app": "calc", "action": "type", "text": "7"},
    "screenshot": {"app": "calc"},
    "open_url": {"app": "calc", "url": "http://127.0.0.1:9/"},
    "run_task": {"instruction": "compute 1+1", "app": "calc", "expect": ['textbox "Display"']},
    "get_run": {"run_id": "no-such-run"},
}


@pytest.fixture
async def handlers(tmp_path: Path) -> Any:
    settings = Settings(state_dir=tmp_path)
    toolbox = Toolbox(settings, gate=AllowAll(), backend="fake", ids=MemoryIdStore())
    runs = RunTools(toolbox, planner=f"replay:{tmp_path / 'no-such-plan.json'}")
    yield tool_handlers(toolbox, runs)
    await toolbox.close()


def test_every_tool_has_a_call_here() -> None:
    assert set(CALLS) == {t.name for t in tools()}


@pytest.mark.parametrize("name", sorted(CALLS))
async def test_a_handler_reads_exactly_its_schemas_properties(
    name: str, handlers: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    made: list[Args] = []
    real = Args.__init__

    def recording(self: Args, *a: Any, **kw: Any) -> None:
        real(self, *a, **kw)
        made.append(self)

    monkeypatch.setattr(arguments.Args, "__init__", recording)
    # A call may fail after its arguments were read (no plan to replay, no such run).
    with contextlib.suppress(HandrailError):
        await handlers[name](CALLS[name])
    assert len(made) == 1
    assert made[0].read == set(tool(name).input_schema["properties"])


@pytest.mark.parametrize("name", sorted(CALLS))
async def test_an_argument_outside_the_schema_is_refused(name: str, handlers: Any) -> None:
    with pytest.raises(UsageError, match=r"unknown argument\(s\) approve_all; accepted: ") as err:
        await handlers[name]({**CALLS[name], "approve_all": True})
    accepted = err.value.message.split("accepted: ")[1].split(", ")
    assert accepted == sorted(tool(name).input_schema["properties"])


async def test_bounds_and_patterns_come_from_the_schema(handlers: Any) -> None:
    schema = tool("run_task").input_schema["properties"]
    top = schema["max_steps"]["maximum"]
    with pytest.raises(UsageError, match=f"'max_steps' must be at most {top}"):
        await handlers["run_task"]({**CALLS["run_task"], "max_steps": top + 1})
    with pytest.raises(UsageError, match="'expect' must be a list of strings"):
        await handlers["run_task"]({**CALLS["run_task"], "expect": "textbox"})
    with pytest.raises(UsageError, match=r"'element' must match .*e12"):
        await handlers["act"]({"app": "calc", "action": "click", "element": "12"})
    with pytest.raises(UsageError, match="'via' must be one of auto, ax, input"):
        await handlers["act"]({"app": "calc", "action": "click", "element": "e1", "via": "x"})


def test_a_handler_cannot_read_what_its_schema_does_not_offer() -> None:
    args = Args(tool("get_run"), {})
    with pytest.raises(KeyError, match="does not offer"):
        args.string("app")
