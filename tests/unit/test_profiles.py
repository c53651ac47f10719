"""Application profiles: parsing, placing regions, overriding, regions as targets."""

from __future__ import annotations

from pathlib import Path

import pytest

from handrail.actions import Action, ActionKind, Mode
from handrail.backends.fake import FakeBackend
from handrail.errors import UsageError
from handrail.gate import AllowAll
from handrail.geometry import Rect
from handrail.model import ObserveOptions, Perception, Source, TargetQuery
from handrail.ocr import (
    SHIPPED_DIR,
    FakeOcrEngine,
    OcrBackend,
    OcrCache,
    OcrReader,
    load_profiles,
    parse_profile,
)
from handrail.session import Session
from handrail.vocab import Role

FORM = TargetQuery(app="fake-form")


def _parse(text: str) -> object:
    import tomllib

    return parse_profile(tomllib.loads(text), Path("p.toml"))


def test_regions_in_fractions_pixels_and_from_the_far_edges() -> None:
    profile = _parse(
        'match = "form"\nmode = "ax+ocr"\nhints = ["be kind"]\n'
        '[[regions]]\nname = "top"\nrect = [0.0, 0.0, 1.0, 0.25]\n'
        '[[regions]]\nname = "send"\nrole = "button"\nrect = [-100, -40, 80, 30]\n'
    )
    window = Rect(100, 50, 400, 200)
    top, send = profile.regions  # type: ignore[attr-defined]
    assert top.on(window) == Rect(100, 50, 400, 50)
    assert send.role is Role.BUTTON and send.on(window) == Rect(400, 210, 80, 30)
    assert profile.mode is Perception.AX_OCR and profile.hints == ("be kind",)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('mode = "auto"', "needs 'match'"),
        ('match = "x"\ncolour = 1', "unknown key"),
        ('match = "x"\nmode = "magic"', "mode 'magic'"),
        ('match = "x"\n[[regions]]\nname = "a"\nrect = [1, 2, 3]', "rect is"),
        ('match = "x"\n[[regions]]\nname = "a"\nrect = [0.5, 0.5, 0.8, 0.1]', "inside the window"),
        ('match = "x"\n[[regions]]\nname = "a"\nrect = [0.5, 2, 10, 10]', "fractions"),
        ('match = "x"\n[[regions]]\nname = "a"\nrole = "blob"\nrect = [0, 0, 1, 1]', "role"),
        ('match = "x"\n[[regions]]\nname = "a"\nrect = [0, 0, 0, 5]', "positive"),
        (
            'match = "x"\n[[regions]]\nname = "a"\nrect = [0, 0, 5, 5]\n'
            '[[regions]]\nname = "a"\nrect = [0, 0, 5, 5]',
            "used twice",
        ),
    ],
)
def test_a_malformed_profile_says_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(UsageError, match=message):
        _parse(text)


def test_shipped_examples_load_and_user_files_override(tmp_path: Path) -> None:
    shipped = load_profiles([SHIPPED_DIR])
    names = {p.source.name for p in shipped}
    assert {"wechat.toml", "handrail-tk.toml", "xterm.toml"} <= names
    wechat = next(p for p in shipped if p.source.name == "wechat.toml")
    assert {r.name for r in wechat.regions} == {"chat_list", "message_input", "send_button"}
    (tmp_path / "wechat.toml").write_text('match = "wechat"\nmode = "ax"\n', encoding="utf-8")
    merged = load_profiles([SHIPPED_DIR, tmp_path])
    mine = next(p for p in merged if p.source.name == "wechat.toml")
    assert mine.source.parent == tmp_path and mine.mode is Perception.AX
    assert len(merged) == len(shipped)


async def test_regions_are_elements_and_targets(tmp_path: Path) -> None:
    profile = _parse(
        'match = "fake-form"\n[[regions]]\nname = "notes_area"\nrole = "textbox"\n'
        "rect = [20, 90, 400, 120]\n"
    )
    inner = FakeBackend()
    backend = OcrBackend(inner, OcrReader(FakeOcrEngine(), OcrCache()), [profile])  # type: ignore[list-item]
    async with Session(backend, gate=AllowAll()) as s:
        snap = await s.observe(FORM, ObserveOptions(mode=Perception.AX))
        (region,) = [e for e in snap.elements if e.source is Source.REGION]
        assert (region.role, region.name, region.bounds) == (
            Role.TEXTBOX,
            "notes_area",
            Rect(20, 90, 400, 120),
        )
        assert snap.to_json()["elements"][-1]["source"] == "region"
        result = await s.act(FORM, Action(kind=ActionKind.CLICK, element_id=region.id))
    assert result.receipt.source == "region" and result.receipt.mode is Mode.INPUT
    (_, sent, _) = inner.log[-1]
    assert (sent.x, sent.y) == (220, 150)


async def test_a_profiles_hints_reach_the_planners_prompt(tmp_path: Path) -> None:
    from handrail.loop import RunConfig, Runner
    from handrail.planners import ScriptedPlanner

    profile = _parse('match = "fake-form"\nhints = ["The notes field saves on Tab."]\n')
    backend = OcrBackend(FakeBackend(), OcrReader(FakeOcrEngine(), OcrCache()), [profile])  # type: ignore[list-item]
    planner = ScriptedPlanner(['{"status": "blocked", "summary": "done looking", "actions": []}'])
    async with Session(backend, gate=AllowAll()) as s:
        snap = await s.observe(FORM, ObserveOptions(mode=Perception.AX))
        assert snap.hints == ("The notes field saves on Tab.",)
        assert snap.to_json()["hints"] == ["The notes field saves on Tab."]
        await Runner(s, FORM, planner, RunConfig(instruction="look", max_steps=1)).run()
    (request,) = planner.requests
    head, screen = request.user.split("<<<SCREEN", 1)
    # Outside the screen markers: the user's own configuration, not untrusted screen text.
    assert "Hints for this application (from its profile):\n- The notes field saves on Tab." in head
    assert "saves on Tab" not in screen
