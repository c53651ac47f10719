"""The loop on a real page: the order form fixture in headless Chromium (CDP)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from handrail.gate import AllowAll
from handrail.loop import Ending, RunConfig, Runner, load_criteria, read_run
from handrail.planners import ReplayPlanner
from handrail.session import Session

pytestmark = pytest.mark.browser


def _plan(action: dict[str, object], summary: str) -> str:
    return json.dumps({"status": "continue", "summary": summary, "actions": [action]})


async def test_replay_fills_and_submits_the_order_form(browser_env, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    await browser_env.goto("form.html")
    plans = tmp_path / "order.jsonl"
    plans.write_text(
        "\n".join(
            [
                _plan(
                    {
                        "type": "writetext",
                        "element": {"role": "textbox", "name": "Full name"},
                        "text": "Ada",
                    },
                    "name first",
                ),
                _plan(
                    {"type": "click", "element": {"role": "checkbox", "name": "Gift wrap"}}, "gift"
                ),
                _plan(
                    {"type": "click", "element": {"role": "button", "name": "Place order"}}, "order"
                ),
                json.dumps({"status": "finished", "summary": "ordered", "actions": []}),
            ]
        )
        + "\n"
    )
    checks = tmp_path / "checks.json"
    checks.write_text(json.dumps([{"contains": "Ordered m for Ada with gift wrap"}]))
    cfg = RunConfig(
        instruction="order a medium for Ada with gift wrap",
        criteria=load_criteria([str(checks)]),
        log_dir=tmp_path / "runs",
    )
    # Placing the order is irreversible; the risk gate's hold is tested in tests/safety,
    # this test is about the loop driving a real page to the end.
    async with Session(browser_env.backend(), settle_timeout=3.0, gate=AllowAll()) as session:
        result = await Runner(
            session, browser_env.query("form.html"), ReplayPlanner(plans), cfg
        ).run()
    assert result.status is Ending.FINISHED, result.reason
    assert result.reason == "the success criteria hold"
    rounds = read_run(result.log_dir).rounds
    assert len(rounds) == 3
    typed = rounds[0]["verification"]["per_action"][0]
    assert typed["text_in_field"] is True
    assert all(r["actions"][0]["fallback"] is False for r in rounds)
