"""Fuzzing: 10,000 planner replies and a thousand CLI argument lists, from a seeded generator.

Every reply either validates — and then acts only on ids the planner was shown — or is
rejected for repair (``PlanRejected``); nothing else may happen. Every argument list
ends with an exit code and, on error, one ``handrail: `` line; never a traceback.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
from pathlib import Path
from typing import Any

import pytest

from handrail.backends.fake import FakeBackend, calculator_app
from handrail.cli.main import main
from handrail.errors import PlanRejected
from handrail.loop.plan import parse_plan, validate_plan
from handrail.model import Snapshot, TargetQuery
from handrail.session import Session

SEED = 1313
REPLIES = 10_000
KINDS = ["click", "doubleclick", "rightclick", "hover", "writetext", "keypress", "scroll", "wait",
         "focus", "finish", "setvalue", "drag", "", None, 3]  # fmt: skip
WEIRD_NUMBERS = ["NaN", "Infinity", "-Infinity", "1e400", "-1e400", "9" * 400, "1e-400",
                 "0.5", "-3", "123456789012", "150000", "1e308"]  # fmt: skip


async def _snapshot() -> Snapshot:
    async with Session(FakeBackend([calculator_app()])) as session:
        return await session.observe(TargetQuery(app="fake-calc", backend="fake"))


def _value(rng: random.Random, ids: list[str], depth: int = 0) -> Any:
    pick = rng.random()
    if pick < 0.25:
        return rng.choice([*ids, "e0", "e999999", "e-1", "", "E1", "e1 ", " e2"])
    if pick < 0.4:
        return rng.choice([0, 1, -1, 2**70, 3.5, True, None])
    if pick < 0.55:
        return rng.choice(["", "ctrl+a", "Return", "{{PW}}", "\ud800", "x" * 20000, "日本"])
    if pick < 0.7 and depth < 3:
        return [_value(rng, ids, depth + 1) for _ in range(rng.randint(0, 3))]
    if pick < 0.85 and depth < 3:
        return {"role": rng.choice(["button", None, 7]), "name": rng.choice(["7", "=", 5])}
    return rng.choice(WEIRD_NUMBERS)  # spliced raw into the JSON text below


def _action(rng: random.Random, ids: list[str]) -> dict[str, Any]:
    action: dict[str, Any] = {"type": rng.choice(KINDS)}
    for key in rng.sample(
        ["element_id", "element", "x", "y", "dx", "dy", "text", "keys", "seconds", "bogus"],
        rng.randint(0, 4),
    ):
        action[key] = _value(rng, ids)
    return action


def _reply(rng: random.Random, ids: list[str]) -> str:
    plan: dict[str, Any] = {
        "status": rng.choice(["continue", "finished", "blocked", "maybe", None, 1]),
        "summary": rng.choice(["s", 3, None]),
        "actions": [_action(rng, ids) for _ in range(rng.randint(0, 3))],
    }
    text = json.dumps(plan)
    # Raw numbers the encoder would never write (NaN, 1e400, 400 nines) go in as text.
    for weird in WEIRD_NUMBERS:
        text = text.replace(json.dumps(weird), weird)
    shape = rng.random()
    if shape < 0.05:
        depth = rng.choice([50, 5000, 100_000])
        text = '{"actions": ' + "[" * depth + "]" * depth + "}"
    elif shape < 0.1:
        text = text[: rng.randint(0, len(text))]  # cut off
    elif shape < 0.15:
        text = f"Sure! Here is the plan:\n```json\n{text}\n```\nHope it helps {{"
    elif shape < 0.18:
        text = "{" * rng.randint(1, 3000)
    return text


async def test_ten_thousand_fuzzed_replies_never_crash_nor_act_on_unshown_ids() -> None:
    snap = await _snapshot()
    all_ids = [e.id for e in snap.elements]
    shown = set(all_ids[: len(all_ids) // 2])  # the planner saw only part of the list
    rng = random.Random(SEED)
    valid = rejected = 0
    for _ in range(REPLIES):
        reply = _reply(rng, all_ids)
        try:
            result = validate_plan(parse_plan(reply), snap, max_actions=3, shown=shown)
        except PlanRejected:
            rejected += 1
            continue
        valid += 1
        for action in result.actions:
            assert action.element_id is None or action.element_id in shown, reply
    assert valid + rejected == REPLIES
    assert valid > 100 and rejected > 1000  # the generator reaches both sides


def _argv(rng: random.Random) -> list[str]:
    commands = [
        ["act", "scroll", "e1"], ["act", "click"], ["act", "type", "e2"], ["act", "key"],
        ["observe"], ["screenshot"], ["run", "do it", "--planner"], ["log", "show"],
        ["log", "stats"], ["stop"], ["apps"],
    ]  # fmt: skip
    noise = ["0", "-1", "nan", "inf", "1e400", "99999999999999999999", "\udcff", "e1", "",
             "--pid", "--budget-usd", "--timeout", "--x", "--y", "--wait-lease", "--secret",
             "PW=e", "-o", "/", "--format", "json", "--max-steps", "replay:/dev/null",
             "replay:/nonexistent", "--via", "ax", "--region", "1,2,x,4"]  # fmt: skip
    argv = list(rng.choice(commands))
    argv += [rng.choice(noise) for _ in range(rng.randint(0, 5))]
    return [*argv, "--backend", "fake", "--app", "calc"]


def test_fuzzed_cli_arguments_end_in_one_line_never_a_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)  # "-o json" writes a picture named json
    monkeypatch.setenv("HANDRAIL_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("HANDRAIL_APPROVER", "none")
    rng = random.Random(SEED)
    for _ in range(1000):
        argv = _argv(rng)
        err = io.StringIO()
        with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
            try:
                code = main(argv)
            except SystemExit as exc:  # argparse's usage errors
                code = exc.code if isinstance(exc.code, int) else 2
        message = err.getvalue()
        assert "Traceback" not in message, (argv, message)
        assert code != 1, (argv, message)  # 1 is an unexpected error
        if code not in (0,) and message:
            assert message.startswith("handrail: ") or message.startswith("usage:"), (
                argv,
                message,
            )
