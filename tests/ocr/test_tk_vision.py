"""The vision path on the Tk app: a bounded ``handrail run`` whose planner sees a picture.

The planner is a fake multimodal server over real HTTP that reads only the picture a
request carries (with RapidOCR, as a model would look at it) and answers with a point
on it, or with an id from the element list whose mark it checks is drawn. The points
go back through the picture's scale and the window's offset to the screen; the Tk app
says what was clicked.
"""

from __future__ import annotations

import asyncio
import base64
import json
import re
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import mcp.types as types
import pytest
from ocr_support import run_cli

from handrail.geometry import Rect
from handrail.marks import _COLOURS
from handrail.ocr import RapidOcrEngine

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "planners"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "mcp"))
from llm_server import (
    DIALECTS,
    FakeLLMServer,
    Reply,
    anthropic_reply,
    dialect_reply,
    picture,
    request_image,
    request_text,
)
from mcp_harness import mcp_client, structured, text

pytestmark = pytest.mark.desktop


@pytest.fixture
def vision_server() -> Iterator[FakeLLMServer]:
    server = FakeLLMServer()
    server.start()
    try:
        yield server
    finally:
        server.close()


async def _read(engine: RapidOcrEngine, png: bytes) -> dict[str, Rect]:
    """What is legible on the picture: each text's box in image pixels."""
    return {"".join(b.text.split()): b.box for b in await engine.read(picture(png))}


def _seen(engine: RapidOcrEngine, png: bytes) -> dict[str, Rect]:
    """What the fake model reads on the picture (in the server's thread)."""
    return asyncio.run(_read(engine, png))


def _answer(body: dict[str, Any], plan: dict[str, Any], vendor: str) -> Reply:
    if vendor == "anthropic":
        return anthropic_reply(plan=plan)
    return dialect_reply(DIALECTS["openai"], body, json.dumps(plan))


def _pointing(engine: RapidOcrEngine, label: str, vendor: str) -> Callable[[dict[str, Any]], Reply]:
    """A model that finds ``label`` on the picture and clicks its centre, in image pixels."""

    def respond(body: dict[str, Any]) -> Reply:
        png = request_image(body)
        if png is None:
            return Reply(status=400, body={"error": "this test's model needs a picture"})
        box = _seen(engine, png).get(label)
        if box is None:
            plan: dict[str, Any] = {"status": "blocked", "summary": f"no {label}", "actions": []}
        else:
            x, y = box.center
            plan = {
                "status": "continue",
                "summary": f"press {label}",
                "actions": [{"type": "click", "x": x, "y": y}],
            }
        return _answer(body, plan, vendor)

    return respond


def _run_args(window: Any, task: str, planner: str, expect: str, *extra: str) -> list[str]:
    return [
        "run",
        task,
        "--pid",
        str(window.pid),
        "--planner",
        planner,
        "--execute",
        "--max-steps",
        "2",
        "--expect",
        expect,
        "--format",
        "json",
        *extra,
    ]


def _first_round(stdout: str) -> tuple[dict[str, Any], dict[str, Any], Path]:
    out = json.loads(stdout)
    log = Path(out["log_dir"])
    rounds = [json.loads(line) for line in (log / "rounds.jsonl").read_text("utf-8").splitlines()]
    return out, rounds[0], log


async def test_coordinates_on_the_picture_at_scale_1_click_the_tk_button(  # type: ignore[no-untyped-def]
    desktop, tk_app, vision_server, rapid
) -> None:
    window, events = tk_app
    vision_server.responder = _pointing(rapid, "Save", "openai")
    env = {"HANDRAIL_OPENAI_BASE_URL": vision_server.url + "/v1", "HANDRAIL_MODEL": "fake-gpt"}
    code, stdout, stderr = await run_cli(
        desktop,
        *_run_args(window, "press Save", "openai", 'text "Clicked Save"', "--vision", "always"),
        env=env,
    )
    assert code == 0, stderr
    out, first, log = _first_round(stdout)
    assert out["status"] == "finished", out
    await events.wait_for("clicked Save")
    vision = first["vision"]
    assert vision["sent"] and vision["why"] == "always"
    assert vision["size"] == [520, 420] and vision["long_side"] == 520 and vision["scale"] == 1
    assert vision["tokens"]["openai"] > 0 and vision["tokens"]["anthropic"] > 0
    assert (log / vision["file"]).is_file()
    ax, ay, _, _ = vision["area"]  # the window's place on the screen
    assert (ax, ay) != (0, 0)
    (point,) = first["coordinates"]
    # At scale 1 the screen point is the picture's point plus the window's offset.
    ix, iy = point["image"]
    assert point["screen"] == [ax + ix, ay + iy]
    assert events.boxes()["Save"].contains_point(*point["screen"])
    (act,) = first["actions"]
    assert act["action"]["x"] == point["screen"][0] and act["receipt"]["mode"] == "input"
    # The Tk app's shipped profile has a hint: the planner is told it.
    asked = request_text(vision_server.requests[0]["json"])
    assert "Hints for this application (from its profile):\n- Type a name into" in asked
    assert "A screenshot of the target is attached (520×420 pixels)" in asked


async def test_coordinates_on_a_downscaled_picture_map_back_through_its_scale(  # type: ignore[no-untyped-def]
    desktop, tk_app, vision_server, rapid
) -> None:
    window, events = tk_app
    vision_server.responder = _pointing(rapid, "Open", "anthropic")
    env = {
        "HANDRAIL_ANTHROPIC_BASE_URL": vision_server.url,
        "HANDRAIL_ANTHROPIC_API_KEY": "test-key",
        "HANDRAIL_MODEL": "fake-claude",
        "HANDRAIL_VISION": "always",
        "HANDRAIL_VISION_LONG_SIDE": "390",
    }
    code, stdout, stderr = await run_cli(
        desktop, *_run_args(window, "press Open", "anthropic", 'text "Clicked Open"'), env=env
    )
    assert code == 0, stderr
    out, first, _ = _first_round(stdout)
    assert out["status"] == "finished", out
    await events.wait_for("clicked Open")
    assert first["vision"]["size"] == [390, 315] and first["vision"]["scale"] == 0.75
    ax, ay, _, _ = first["vision"]["area"]
    (point,) = first["coordinates"]
    ix, iy = point["image"]
    sx, sy = point["screen"]
    assert abs(sx - (ax + ix / 0.75)) <= 1 and abs(sy - (ay + iy / 0.75)) <= 1
    assert events.boxes()["Open"].contains_point(sx, sy)
    body = vision_server.requests[0]["json"]
    assert body["messages"][0]["content"][0]["type"] == "image"


async def test_fallback_sends_the_marks_of_an_ax_poor_window_and_hides_secrets(  # type: ignore[no-untyped-def]
    desktop, tk_app, vision_server, rapid
) -> None:
    window, events = tk_app
    pictures: list[bytes] = []

    def respond(body: dict[str, Any]) -> Reply:
        png = request_image(body)
        assert png is not None
        pictures.append(png)
        m = re.search(r"^\s*(e\d+) Bananas \(ocr\)$", request_text(body), re.M)
        assert m is not None, request_text(body)
        plan = {
            "status": "continue",
            "summary": "pick Bananas",
            "actions": [{"type": "click", "element_id": m.group(1)}],
        }
        return _answer(body, plan, "openai")

    vision_server.responder = respond
    env = {
        "HANDRAIL_OPENAI_BASE_URL": vision_server.url + "/v1",
        "HANDRAIL_MODEL": "fake-gpt",
        # The entry shows "Guest": as a secret, it must not reach the model's picture.
        "HANDRAIL_SECRET_VISITOR": "Guest",
    }
    argv = _run_args(
        window, "pick Bananas", "openai", 'text "Picked Bananas"', "--vision", "fallback"
    )
    code, stdout, stderr = await run_cli(desktop, *argv, env=env)
    assert code == 0, stderr
    out, first, log = _first_round(stdout)
    assert out["status"] == "finished", out
    await events.wait_for("selected Bananas")
    assert first["vision"]["why"] == "fallback: ax-poor window (ocr (no tree))"
    assert first["coordinates"] == []
    # The id the model answered with is drawn on the picture at its element's box.
    element = first["actions"][0]["element"]
    x, y, _, h = element["bounds"]
    img = picture(pictures[0]).convert("RGB")
    ax, ay, _, _ = first["vision"]["area"]
    left = (x - ax, y - ay + h // 2)
    colours = {tuple(int(c[i : i + 2], 16) for i in (1, 3, 5)) for c in _COLOURS}
    near = [img.getpixel((left[0] + d, left[1])) for d in range(-2, 3)]
    assert any(p in colours for p in near), near
    seen = await _read(rapid, pictures[0])
    assert "Save" in seen and "Guest" not in seen
    # OCR of the window did read it (as the placeholder): the picture hid it.
    before = (log / first["snapshot_before"]["file"]).read_text("utf-8")
    assert " {{VISITOR}} (ocr)" in before and "Guest" not in before
    assert (log / first["vision"]["file"]).is_file()


async def test_mode_vision_gives_the_marked_picture_to_the_cli_and_mcp(  # type: ignore[no-untyped-def]
    desktop, tk_app, rapid, tmp_path
) -> None:
    window, _ = tk_app
    marks = tmp_path / "marks.png"
    code, out, err = await run_cli(
        desktop, "observe", "--pid", str(window.pid), "--mode", "vision", "--marks", str(marks)
    )
    assert code == 0, err
    assert "# perception: ocr (no tree)" in out
    caption = next(line for line in out.splitlines() if line.startswith("# marks: "))
    assert "520x420 picture of 520x420 at (" in caption and "1 px per point" in caption
    img = picture(marks.read_bytes())
    assert img.size == (520, 420)
    # The picture is legible: what OCR listed is on it, under its marks.
    assert "Save" in await _read(rapid, marks.read_bytes())

    env = {"HANDRAIL_APPROVER": "none", "HANDRAIL_VISION_LONG_SIDE": "260"}
    async with mcp_client(desktop.state_dir, base_env=desktop.cli_env(), env=env) as client:
        result = await client.call_tool("observe", {"pid": window.pid, "mode": "vision"})
        assert not result.is_error, text(result)
        (image,) = [c for c in result.content if isinstance(c, types.ImageContent)]
        shot = picture(base64.b64decode(image.data))
        assert shot.size == (260, 210)
        data = structured(result)
        assert data["marks"]["scale"] == 0.5 and data["marks"]["marks"] >= 5
        assert data["perception"] == "ocr (no tree)"
        assert "its pixel (x, y) is (" in text(result)
