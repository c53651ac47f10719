"""A model behind a llama-cpp-python-style server operating gnome-calculator (AT-SPI,
the private test desktop), over real HTTP: a false claim of success first, then the work."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from llm_server import DIALECTS, FakeLLMServer

from handrail.backends.atspi import AtspiBackend
from handrail.loop import Ending, RunConfig, Runner, load_criteria, read_run
from handrail.model import TargetQuery
from handrail.planners import HttpOptions, OpenAIPlanner
from handrail.planners.output import OutputMemory
from handrail.session import Session

pytestmark = pytest.mark.desktop

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "replay"
PLANS = [
    line
    for line in (EXAMPLE / "gnome-calculator-2plus3.jsonl").read_text().splitlines()
    if line.strip() and not line.startswith("#")
]


async def test_gnome_calculator_through_a_local_server_with_output_auto(
    desktop: Any,
    launch_app: Any,
    llm_server: FakeLLMServer,
    tmp_path: Path,
) -> None:
    app = await launch_app(["gnome-calculator"])
    too_soon = json.dumps({"status": "finished", "summary": "It shows 5.", "actions": []})
    llm_server.dialect = DIALECTS["llama-cpp-python"]
    llm_server.plans = [too_soon, *PLANS]
    cfg = RunConfig(
        instruction="compute 2+3",
        criteria=load_criteria(['textbox = "5"']),
        log_dir=tmp_path / "runs",
    )
    planner = OpenAIPlanner(
        model="smollm2-135m",
        base_url=llm_server.url + "/v1",
        http=HttpOptions(timeout=10.0, retries=1, backoff=0.05),
        memory=OutputMemory(tmp_path / "planner-output.json"),
    )
    async with Session(AtspiBackend(desktop.settings), settle_timeout=2.0) as session, planner:
        result = await Runner(session, TargetQuery(pid=app.pid), planner, cfg).run()
    assert result.status is Ending.FINISHED, result.reason
    assert result.evidence["verified"] is True
    rounds = read_run(result.log_dir).rounds
    # Round 1: the claim was checked against the real display and refused.
    assert rounds[0]["success_claim"]["verified"] is False
    assert rounds[0]["decision"]["outcome"] == "continue"
    assert {a["output"] for r in rounds for a in r["attempts"]} == {"json-object"}
    assert rounds[0]["screenshot_hash"].startswith("sha256:")
    assert rounds[0]["environment"]["focused_app"] is not None
    assert rounds[0]["environment"]["screen"][0] > 0
    # The managed desktop switches accessibility on (org.a11y.Status), no screen reader.
    assert rounds[0]["environment"]["accessibility"] == {
        "accessibility": "on",
        "screen_reader": "off",
    }
    # json_schema was refused once with a 500, and never asked for again.
    formats = [r["json"].get("response_format", {}).get("type") for r in llm_server.requests]
    assert formats[0] == "json_schema" and set(formats[1:]) == {"json_object"}
