"""Failures of ``handrail run`` mined, reviewed and exported end to end, in real processes."""

from __future__ import annotations

import json
from pathlib import Path

from learn_helpers import hr

from handrail.loop.plan import parse_plan


def replay(tmp_path: Path, *plans: object) -> str:
    path = tmp_path / "plans.jsonl"
    path.write_text("".join(json.dumps(p) + "\n" for p in plans), encoding="utf-8")
    return f"replay:{path}"


def test_run_mine_review_export(tmp_path: Path) -> None:
    state = tmp_path / "state"
    # Pressing "Send" needs a person; with nobody to ask the run hands off.
    send = {
        "status": "continue",
        "summary": "send the draft",
        "actions": [{"type": "click", "element": {"role": "button", "name": "Send"}}],
    }
    planner = replay(tmp_path, send)
    r = hr(
        state,
        "run",
        "send it",
        "--backend",
        "fake",
        "--app",
        "form",
        "--planner",
        planner,
        "--execute",
    )
    assert r.returncode == 11, r.stderr  # handoff
    r = hr(state, "log", "mine", "--format", "json")
    assert r.returncode == 0, r.stderr
    mined = json.loads(r.stdout)
    assert [s["label"] for s in mined["samples"]] == ["APPROVAL_DENIED", "APPROVAL_DENIED"]
    assert all(s["queued"] for s in mined["samples"])
    # Mining again adds nothing and keeps what is queued.
    again = json.loads(hr(state, "log", "mine", "--format", "json").stdout)
    assert not any(s["queued"] for s in again["samples"])
    first, ending = (s["id"] for s in mined["samples"])
    r = hr(state, "log", "review")
    assert r.returncode == 0 and f"{first}  APPROVAL_DENIED  pending" in r.stdout
    # Nothing is exported before a person has looked.
    r = hr(state, "log", "export", "--reviewed")
    assert r.returncode == 0 and r.stdout == ""
    r = hr(state, "log", "export")
    assert r.returncode == 2 and r.stderr == (
        "handrail: only reviewed samples are exported: pass --reviewed\n"
    )
    r = hr(state, "log", "review", first, "--confirm", "--by", "ada")
    assert r.returncode == 0 and r.stdout == f"{first}: confirmed (APPROVAL_DENIED) by ada\n"
    r = hr(state, "log", "review", ending, "--relabel", "bogus")
    assert r.returncode == 2 and "not a root cause: 'BOGUS'" in r.stderr
    r = hr(state, "log", "review", ending, "--reject", "--by", "ada")
    assert r.returncode == 0
    out = tmp_path / "chat.jsonl"
    r = hr(state, "log", "export", "--reviewed", "--format", "openai-chat", "-o", str(out))
    assert r.returncode == 0 and "exported 1 sample(s) as openai-chat" in r.stderr
    records = [json.loads(x) for x in out.read_text().splitlines()]
    assert len(records) == 1
    messages = records[0]["messages"]
    assert [m["role"] for m in messages] == ["system", "user", "assistant"]
    assert all(isinstance(m["content"], str) and m["content"] for m in messages)
    assert "send it" in messages[1]["content"]  # the prompt the planner saw
    assert parse_plan(messages[2]["content"]).status == "blocked"
    r = hr(state, "log", "export", "--reviewed", "--format", "jsonl")
    (line,) = r.stdout.splitlines()
    sample = json.loads(line)
    assert sample["id"] == first and sample["review"]["by"] == "ada"
    assert sample["review"]["status"] == "confirmed" and sample["review"]["at"] > 0
    for key in ("label", "diagnostics", "scene", "proposal", "correction", "prompt", "reply"):
        assert key in sample
    assert sample["scene"]["screenshot"] == f"{first}.png"
    assert (state / "review" / f"{first}.png").is_file()
