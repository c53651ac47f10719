"""Targets are named one way everywhere: a query checks itself, backends declare their fields.

The same mistake is refused in the same words from Python, the CLI and the MCP
arguments (each spelling argument names its own way); a backend registered with a
target field of its own is reachable through the CLI and MCP argument layers without
edits to them.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import serial_backend as serial_backend_module

import handrail.backends.registry as registry
import handrail.targets as targets
from handrail.backends.fake import FakeBackend
from handrail.cli.common import flag
from handrail.cli.main import main
from handrail.config import Settings
from handrail.errors import UsageError, arg
from handrail.gate import AllowAll
from handrail.ids import MemoryIdStore
from handrail.mcpserver.arguments import Args, query_from
from handrail.mcpserver.results import error_result, spell
from handrail.mcpserver.schemas import tool
from handrail.mcpserver.tools import Toolbox
from handrail.targets import TargetField, TargetQuery, TargetSpec, default_backend

HERE = Path(__file__).resolve().parent


def _mcp_query(tool_name: str, raw: dict[str, object]) -> TargetQuery | None:
    return query_from(Args(tool(tool_name), raw), backend=None)


@pytest.mark.parametrize(
    ("kwargs", "cli", "mcp"),
    [
        (
            {"browser": True, "window": "1"},
            "--window needs --app/--pid",
            "window needs app/pid",
        ),
        ({"app": "calc", "tab": "news"}, "--tab needs --browser or --cdp", "tab needs browser"),
        (
            {"app": "calc", "cdp": "http://127.0.0.1:9"},
            "name one target: --app/--pid, --window-id, --browser or --cdp",
            "name one target: app/pid, window_id, browser=true or cdp",
        ),
        ({"browser": True, "cdp": "http://127.0.0.1:9"}, "name one target", "name one target"),
        ({"app": "calc", "pid": 12}, "give --app or --pid, not both", "give app or pid"),
    ],
)
def test_a_bad_query_is_refused_alike_in_python_cli_and_mcp(
    kwargs: dict[str, object], cli: str, mcp: str, capfd: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(UsageError) as python:
        TargetQuery(**kwargs)
    assert cli in python.value.phrased(flag)
    assert "--" not in str(python.value)

    argv = ["observe"]
    for name, value in kwargs.items():
        argv += [flag(name)] if value is True else [flag(name), str(value)]
    assert main(argv) == 2
    assert f"handrail: {cli}" in capfd.readouterr().err

    with pytest.raises(UsageError) as over_mcp:
        _mcp_query("observe", kwargs)
    assert mcp in error_result(over_mcp.value).content[0].text


def test_fields_pick_the_backend_and_the_registry_picks_the_default() -> None:
    assert TargetQuery(app="calc").backend_name == default_backend()
    assert TargetQuery(pid=7, window="1").backend_name == default_backend()
    assert TargetQuery(browser=True, tab="news").backend_name == "browser"
    assert TargetQuery(cdp="http://127.0.0.1:9").backend_name == "browser"
    assert TargetQuery(app="calc", backend="fake").backend_name == "fake"
    assert TargetQuery(browser=False).fields == ()  # a switch left off is not given
    # A long-lived caller keeps one session per endpoint, not per page or window.
    cdp = TargetQuery(cdp="http://127.0.0.1:9", tab="news")
    assert cdp.connection == (("cdp", "http://127.0.0.1:9"),)
    assert TargetQuery(window_id="0x400007").connection == ()
    assert TargetQuery(window_id="0x400007").get("window_id") == 0x400007
    with pytest.raises(UsageError, match="unknown target field 'serial'"):
        TargetQuery(serial="ttyS0")
    with pytest.raises(UsageError, match="must be a non-empty string"):
        TargetQuery(cdp="")


def test_backend_errors_speak_of_arguments_each_shell_spells() -> None:
    err = UsageError(f"name a target by {arg('app')} or {arg('pid')}; or {arg('browser')}")
    assert str(err) == "name a target by app or pid; or browser"
    assert err.phrased(flag) == "name a target by --app or --pid; or --browser"
    assert err.phrased(spell) == "name a target by app or pid; or browser=true"


# -- a backend of its own, with a field of its own (serial_backend.py) -----------------


@pytest.fixture
def serial_backend(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setattr(registry, "_REGISTRY", dict(registry._REGISTRY))
    monkeypatch.setattr(targets, "_SPECS", dict(targets._SPECS))
    serial_backend_module.register()
    yield


def _cli_with_serial(tmp: Path, *argv: str) -> subprocess.CompletedProcess[str]:
    """The ``handrail`` command in a process that registered the serial backend first."""
    code = (
        "import sys, serial_backend; from handrail.cli.main import main;"
        " serial_backend.register(); sys.exit(main(sys.argv[1:]))"
    )
    env = {
        **os.environ,
        "HANDRAIL_STATE_DIR": str(tmp),
        "PYTHONPATH": os.pathsep.join([str(HERE), os.environ.get("PYTHONPATH", "")]),
    }
    return subprocess.run(
        [sys.executable, "-c", code, *argv], capture_output=True, text=True, env=env, timeout=60
    )


def test_a_registered_backend_brings_its_fields_to_the_cli(tmp_path: Path) -> None:
    seen = _cli_with_serial(tmp_path, "observe", "--port", "ttyS0", "--baud", "9600")
    assert seen.returncode == 0, seen.stderr
    assert "readonly textbox Display = 0" in seen.stdout
    assert "--port DEV" in _cli_with_serial(tmp_path, "observe", "--help").stdout
    for argv, message in [
        (("--port", "ttyS9"), "handrail: no console on --port 'ttyS9'"),
        (("--port", "ttyS0", "--tab", "news"), "handrail: --tab needs --browser or --cdp"),
        (("--app", "calc", "--baud", "9600"), "handrail: --baud needs --port"),
        (("--port", "ttyS0", "--baud", "fast"), "handrail: --baud must be an integer"),
    ]:
        r = _cli_with_serial(tmp_path, "observe", *argv)
        assert r.returncode == 2 and message in r.stderr, (argv, r.stderr)


async def test_a_registered_backend_brings_its_fields_to_the_mcp_tools(
    serial_backend: None, tmp_path: Path
) -> None:
    observe = tool("observe").input_schema["properties"]
    assert observe["port"]["type"] == "string"
    assert {"type": "integer"} in observe["baud"]["anyOf"]
    assert "port" in tool("list_apps").input_schema["properties"]
    assert "baud" not in tool("list_apps").input_schema["properties"]
    assert "port (serial console)" in tool("observe").description

    toolbox = Toolbox(Settings(state_dir=tmp_path), gate=AllowAll(), ids=MemoryIdStore())
    try:
        seen = await toolbox.observe({"port": "ttyS0", "baud": 9600})
        assert not seen.is_error
        assert "readonly textbox Display = 0" in seen.content[0].text
        assert not (await toolbox.observe({"port": "ttyS0", "baud": "0x2580"})).is_error
        with pytest.raises(UsageError, match=r"baud.*must be an integer"):
            await toolbox.observe({"port": "ttyS0", "baud": "fast"})
        with pytest.raises(UsageError) as err:
            await toolbox.observe({"port": "ttyS0", "window": "1"})
        assert "window needs app/pid" in error_result(err.value).content[0].text
    finally:
        await toolbox.close()


def test_a_field_name_cannot_be_declared_twice(serial_backend: None) -> None:
    other = TargetSpec(backend="other-test", fields=(TargetField(name="port"),))
    with pytest.raises(UsageError, match="backend 'serial-test' declares 'port' already"):
        registry.register_backend("other-test", FakeBackend, target=other)
    with pytest.raises(UsageError, match="cannot be a target field"):
        TargetSpec(backend="x", fields=(TargetField(name="pid"),))
