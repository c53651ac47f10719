"""The acceptance suite's failures mined, reviewed in the console and exported, end to end.

Real eval runs on the suite's own desktop (a target that is missing under the reference
planner, a planner that names a button the keypad does not have), ``handrail log mine``
on their run logs, the verdicts given over the console's HTTP API, then
``handrail log export --reviewed``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from console_harness import serving

from handrail.config import Settings
from handrail.evaluation.cases import shipped_case_files
from handrail.evaluation.results import read_runs

pytestmark = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="Xvfb is not installed")

CALCULATOR = next(p for p in shipped_case_files() if p.stem == "desktop-calculator")

# A planner that does badly: it asks for a key the basic keypad has not got, then gives up.
BAD_PLAN = {
    "status": "continue",
    "summary": "press sin",
    "actions": [{"type": "click", "element": {"role": "button", "name": "sin"}}],
}


def hr(state: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, HANDRAIL_STATE_DIR=str(state))
    for var in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS", "WAYLAND_DISPLAY"):
        env.pop(var, None)
    return subprocess.run(
        [sys.executable, "-m", "handrail.cli.main", *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
        stdin=subprocess.DEVNULL,
        check=False,
    )


def unjudge(run_log: str) -> dict[str, object]:
    """Take the suite's judgement out of a run log, as if nobody had judged it; return it."""
    path = Path(run_log, "judged.json")
    judged: dict[str, object] = json.loads(path.read_text(encoding="utf-8"))
    path.unlink()
    return judged


async def test_eval_failures_are_mined_reviewed_and_exported(tmp_path: Path) -> None:
    state = tmp_path / "state"
    replay = tmp_path / "bad.jsonl"
    replay.write_text("\n".join([json.dumps(BAD_PLAN)] * 6) + "\n")
    out_missing = tmp_path / "missing.jsonl"
    out_bad = tmp_path / "bad-planner.jsonl"
    done = hr(
        state,
        "eval",
        str(CALCULATOR),
        "--only",
        "state=missing",
        "--workers",
        "1",
        "--out",
        str(out_missing),
    )
    assert done.returncode == 0, done.stdout + done.stderr  # the handoff is right there
    done = hr(
        state,
        "eval",
        str(CALCULATOR),
        "--only",
        "operation=read",
        "--workers",
        "1",
        "--planner",
        f"replay:{replay}",
        "--out",
        str(out_bad),
    )
    assert done.returncode == 1, done.stdout + done.stderr  # a real failure
    runs = {r.case: r for r in read_runs(out_missing) + read_runs(out_bad)}
    missing = runs["desktop-calculator/select/missing"]
    bad = runs["desktop-calculator/read/none"]
    assert missing.outcome == "blocked" and missing.success
    assert not bad.success and bad.run_log

    # The right handoff is not a failure to learn from: only the wrong run is queued.
    mined = hr(state, "log", "mine", "--format", "json", str(missing.run_log), str(bad.run_log))
    assert mined.returncode == 0, mined.stderr
    samples = json.loads(mined.stdout)["samples"]
    missing_id = Path(str(missing.run_log)).name
    bad_id = Path(str(bad.run_log)).name
    assert {s["run_id"] for s in samples} == {bad_id}
    # The same ending in a run nobody judged (``handrail run``) is mined, with its cause.
    assert unjudge(str(missing.run_log))["success"] is True
    mined = hr(state, "log", "mine", "--format", "json", str(missing.run_log))
    assert mined.returncode == 0, mined.stderr
    samples += json.loads(mined.stdout)["samples"]
    by_run = {}
    for s in samples:
        by_run.setdefault(s["run_id"], []).append(s)
    [missing_end] = by_run[missing_id]
    assert missing_end["round"] is None and missing_end["label"] == "ELEMENT_MISSING"
    assert missing_end["diagnostics"]["missing"] == 'button "sin"'
    bad_labels = {s["label"] for s in by_run[bad_id]}
    assert bad_labels == {"PLANNER_INVALID"}
    bad_round = next(s for s in by_run[bad_id] if s["round"] == 1)
    assert 'no button named "sin"' in bad_round["proposal"]["text"]

    settings = Settings(state_dir=state)
    async with serving(settings) as server, httpx.AsyncClient(base_url=server.url) as client:
        await client.get(f"/?token={server.token}")
        queue_page = await client.get("/review")
        assert queue_page.status_code == 200
        for s in samples:
            assert s["id"] in queue_page.text
        verdicts = {
            missing_end["id"]: {"verdict": "confirm"},
            bad_round["id"]: {
                "verdict": "relabel",
                "label": "ELEMENT_MISSING",
                "correction": "the keypad has no sin key: switch to Advanced",
            },
        }
        rejected = [s["id"] for s in samples if s["id"] not in verdicts]
        for sid in rejected:
            verdicts[sid] = {"verdict": "reject"}
        for sid, form in verdicts.items():
            page = await client.get(f"/review/{sid}")
            assert page.status_code == 200 and sid in page.text
            csrf = page.text.split('name="csrf" value="')[1].split('"')[0]
            answer = await client.post(
                f"/review/{sid}/verdict", data={"csrf": csrf, "by": "ada", **form}
            )
            assert answer.status_code == 303, answer.text

    exported = hr(state, "log", "export", "--reviewed", "--format", "jsonl")
    assert exported.returncode == 0, exported.stderr
    lines = [json.loads(line) for line in exported.stdout.splitlines()]
    by_id = {line["id"]: line for line in lines}
    assert set(by_id) == {missing_end["id"], bad_round["id"]}  # never the rejected ones
    assert by_id[missing_end["id"]]["label"] == "ELEMENT_MISSING"
    relabelled = by_id[bad_round["id"]]
    assert (
        relabelled["label"] == "ELEMENT_MISSING" and relabelled["mined_label"] == "PLANNER_INVALID"
    )
    assert relabelled["correction"]["text"].startswith("the keypad has no sin key")
    assert relabelled["review"]["by"] == "console:ada" and relabelled["review"]["at"]
    chat = hr(state, "log", "export", "--reviewed", "--format", "openai-chat")
    assert chat.returncode == 0, chat.stderr


WEB_FORM = next(p for p in shipped_case_files() if p.stem == "web-form")

# A planner that lets the page load, then gives up at the sight of the consent dialog.
WAIT = {"status": "continue", "summary": "let it load", "actions": [{"type": "wait", "seconds": 2}]}
GIVE_UP = {"status": "blocked", "summary": "a dialog is in the way", "actions": []}


@pytest.mark.browser
@pytest.mark.timeout(600)  # three eval runs with Chromium; a busy machine is slow
def test_web_eval_failures_get_their_root_causes(tmp_path: Path) -> None:
    state = tmp_path / "state"
    replay = tmp_path / "give-up.jsonl"
    replay.write_text(f"{json.dumps(WAIT)}\n{json.dumps(WAIT)}\n{json.dumps(GIVE_UP)}\n")
    out = tmp_path / "reference.jsonl"
    done = hr(
        state,
        "eval",
        str(WEB_FORM),
        "--only",
        "operation=check,state=unavailable|missing",
        "--workers",
        "2",
        "--out",
        str(out),
    )
    assert done.returncode == 0, done.stdout + done.stderr
    gave_up = tmp_path / "give-up-results.jsonl"
    done = hr(
        state,
        "eval",
        str(WEB_FORM),
        "--only",
        "operation=check,state=popup",
        "--planner",
        f"replay:{replay}",
        "--workers",
        "1",
        "--out",
        str(gave_up),
    )
    assert done.returncode == 1, done.stdout + done.stderr
    runs = {r.case: r for r in read_runs(out) + read_runs(gave_up)}
    logs = {case: str(r.run_log) for case, r in runs.items()}
    right = [case for case, r in runs.items() if r.success]
    assert sorted(right) == ["web-form/check/missing", "web-form/check/unavailable"]
    mined = hr(state, "log", "mine", "--format", "json", *logs.values())
    assert mined.returncode == 0, mined.stderr
    queued_ids = {s["run_id"] for s in json.loads(mined.stdout)["samples"]}
    assert queued_ids == {Path(logs["web-form/check/popup"]).name}  # only the wrong run
    # Unjudged, the right handoffs' endings get the causes their evidence shows.
    for case in right:
        unjudge(logs[case])
    mined = hr(state, "log", "mine", "--format", "json", *logs.values())
    assert mined.returncode == 0, mined.stderr
    samples = json.loads(mined.stdout)["samples"]

    def labels(case: str) -> dict[int | None, str]:
        run_id = Path(logs[case]).name
        return {s["round"]: s["label"] for s in samples if s["run_id"] == run_id}

    unavailable = labels("web-form/check/unavailable")
    assert unavailable[None] == "RENDER_UNAVAILABLE"
    assert set(unavailable.values()) == {"RENDER_UNAVAILABLE"}  # the reload round too
    assert labels("web-form/check/missing") == {None: "ELEMENT_MISSING"}
    popup = labels("web-form/check/popup")
    assert popup[None] == "UI_BLOCKED_BY_POPUP", popup
    queued = hr(state, "log", "review", "--format", "json")
    assert queued.returncode == 0, queued.stderr
    assert {s["id"] for s in samples} <= set(queued.stdout.replace('"', " ").split())
