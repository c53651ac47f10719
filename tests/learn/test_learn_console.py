"""The review queue and "correct the action" in the console, in real headless Chromium."""

from __future__ import annotations

import asyncio
import json
import time
from pathlib import Path

import pytest
from console_harness import serving
from learn_helpers import Refuser, fake_run, hr
from test_console_browser import browser_page, open_pending, send_run
from test_learn_health import latency_runs

from handrail.config import Settings
from handrail.gate import AllowAll
from handrail.learn import ReviewQueue, mine_run, review_dir
from handrail.loop.plan import parse_plan
from handrail.safety import RiskGate, RiskPolicy

pytestmark = pytest.mark.browser

SEND = {
    "status": "continue",
    "summary": "send",
    "actions": [{"type": "click", "element": {"role": "button", "name": "Send"}}],
}


async def queue_three(settings: Settings) -> list[str]:
    runs = settings.runs_dir
    denied = await fake_run(runs, [SEND], gate=RiskGate(RiskPolicy(), Refuser()))
    invalid = await fake_run(runs, ["junk", "junk", "junk"], gate=AllowAll())
    queue = ReviewQueue(review_dir(settings.state_dir))
    ids = []
    for run in (denied, invalid):
        for mined in mine_run(run):
            if mined.sample.round is not None or run is denied:
                assert queue.add(mined)
                ids.append(mined.sample.id)
    return ids


async def test_a_person_confirms_relabels_and_rejects_in_the_console(tmp_path: Path) -> None:
    settings = Settings(state_dir=tmp_path / "state")
    denied_id, ending_id, invalid_id = await queue_three(settings)
    async with serving(settings) as server, browser_page() as page:
        await page.goto(server.login_url)
        await page.click("#nav-review")
        await page.wait_for_selector("#pending-samples")
        assert await page.inner_text("#review-count") == "3"
        rows = await page.inner_text("#pending-samples")
        assert "APPROVAL_DENIED" in rows and "PLANNER_INVALID" in rows
        # Confirm the denial, as "ada".
        await page.click(f'.sample-row[data-id="{denied_id}"] a.button')
        await page.wait_for_selector("#verdict-form")
        assert "gate hold" in await page.inner_text("#diagnostics")
        assert " button Send\n" in await page.inner_text("#scene-snapshot")
        assert "needs a person" in await page.inner_text("#proposal")
        assert await page.eval_on_selector("#picture", "img => img.naturalWidth") > 0
        await page.fill("#review-name", "ada")
        await page.click("#confirm")
        await page.wait_for_selector("#flash")
        assert "confirmed by console:ada" in await page.inner_text("#flash")
        # Reject the run's ending (the same hold again).
        await page.click(f'.sample-row[data-id="{ending_id}"] a.button')
        await page.wait_for_selector("#verdict-form")
        await page.click("#reject")
        await page.wait_for_selector("#flash")
        assert "rejected by console" in await page.inner_text("#flash")
        # Relabel the invalid plan, with a correction in words, as "bob".
        await page.click(f'.sample-row[data-id="{invalid_id}"] a.button')
        await page.wait_for_selector("#verdict-form")
        await page.fill("#review-name", "bob")
        await page.fill("#review-correction", "answer with one JSON object")
        await page.select_option("#relabel-to", "UNKNOWN")
        await page.click("#relabel")
        await page.wait_for_selector("#done-samples")
        done = await page.inner_text("#done-samples")
        assert await page.inner_text("#review-count") == "0"
    assert "relabelled" in done and "console:bob" in done and "console:ada" in done
    assert "rejected" in done
    queue = ReviewQueue(review_dir(settings.state_dir))
    confirmed = queue.get(denied_id)
    relabelled = queue.get(invalid_id)
    assert confirmed is not None and relabelled is not None
    assert confirmed.review.status == "confirmed" and confirmed.review.by == "console:ada"
    assert confirmed.review.at is not None and confirmed.review.at > 0
    assert relabelled.final_label == "UNKNOWN" and relabelled.label.value == "PLANNER_INVALID"
    assert relabelled.correction is not None
    assert relabelled.correction.text == "answer with one JSON object"
    # Only what a person reviewed is exported; the chat format needs a corrected reply.
    r = hr(settings.state_dir, "log", "export", "--reviewed", "--format", "jsonl")
    assert r.returncode == 0, r.stderr
    lines = [json.loads(x) for x in r.stdout.splitlines()]
    assert [x["id"] for x in lines] == [denied_id, invalid_id]
    assert lines[1]["label"] == "UNKNOWN" and lines[1]["mined_label"] == "PLANNER_INVALID"
    r = hr(settings.state_dir, "log", "export", "--reviewed", "--format", "openai-chat")
    assert r.returncode == 0, r.stderr
    chats = [json.loads(x) for x in r.stdout.splitlines()]
    assert len(chats) == 1 and f"skipped {invalid_id}: it has no corrected reply" in r.stderr
    roles = [m["role"] for m in chats[0]["messages"]]
    assert roles == ["system", "user", "assistant"]
    assert parse_plan(chats[0]["messages"][2]["content"]).status == "blocked"


async def test_correct_the_action_on_a_live_run_records_a_reviewed_sample(tmp_path: Path) -> None:
    settings = Settings(state_dir=tmp_path / "state")
    _app, backend, runner = await send_run(settings)
    async with serving(settings) as server, browser_page() as page:
        task = asyncio.create_task(runner.run())
        await open_pending(page, server.login_url)
        await page.click("#correct-open")
        await page.select_option("#correct-type", "writetext")
        await page.fill("#correct-element", "e3")
        await page.fill("#correct-text", "bob@example.com")
        await page.select_option("#correct-label", "WRONG_TARGET")
        await page.fill("#correct-by", "carol")
        await page.fill("#correct-note", "fill in the recipient first")
        await page.click("#correct-submit")
        await page.wait_for_selector("#flash")
        flash = await page.inner_text("#flash")
        result = await asyncio.wait_for(task, 20)
    assert "denied and corrected" in flash
    assert result.status.value != "finished" and backend.sent_at == []
    samples = ReviewQueue(review_dir(settings.state_dir)).samples()
    assert len(samples) == 1
    s = samples[0]
    assert s.origin == "console" and s.review.status == "confirmed"
    assert s.review.by == "console:carol" and s.final_label == "WRONG_TARGET"
    action = {"type": "writetext", "element_id": "e3", "text": "bob@example.com"}
    assert s.correction is not None and list(s.correction.actions) == [action]
    assert s.prompt is not None and "Send the draft to Bob" in s.prompt["user"]
    assert s.scene["snapshot"] and " button Send\n" in s.scene["snapshot"]
    r = hr(settings.state_dir, "log", "export", "--reviewed", "--format", "openai-chat")
    assert r.returncode == 0, r.stderr
    chat = json.loads(r.stdout)
    reply = parse_plan(chat["messages"][-1]["content"])
    assert reply.actions[0]["text"] == "bob@example.com"


async def test_the_health_page_plots_and_shows_alerts(tmp_path: Path) -> None:
    settings = Settings(state_dir=tmp_path / "state")
    latency_runs(settings.runs_dir, 5000.0, now=time.time())
    async with serving(settings) as server, browser_page() as page:
        await page.goto(server.login_url)
        await page.click("#nav-health")
        await page.wait_for_selector("#alerts")
        alerts = await page.inner_text("#alerts")
        charts = await page.eval_on_selector_all("svg.chart", "els => els.map(e => e.id)")
        red = await page.eval_on_selector_all(
            '#chart-action-latency rect.bar[fill="#c62828"]', "els => els.length"
        )
        drawn = await page.eval_on_selector(
            "#chart-action-latency", "e => e.getBoundingClientRect().width"
        )
        p95 = await page.inner_text("#action-p95")
    assert "action latency p95 is" in alerts
    assert charts == [
        "chart-action-latency",
        "chart-round-latency",
        "chart-fingerprint",
        "chart-negative",
        "chart-outcomes",
        "chart-causes",
    ]
    assert red >= 1 and drawn > 100 and float(p95) > 2000
