"""RapidOCR on known strings drawn with a real font: text, place, and no download."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from handrail.ocr import OcrBox, RapidOcrEngine
from handrail.testing.ocrtext import CHINESE, ENGLISH, char_accuracy, render_lines


def _match(drawn_box, boxes: list[OcrBox]) -> OcrBox:  # type: ignore[no-untyped-def]
    cx, cy = drawn_box.center
    hits = [b for b in boxes if b.box.contains_point(cx, cy)]
    assert len(hits) == 1, (drawn_box, boxes)
    return hits[0]


@pytest.mark.parametrize("lines", [ENGLISH, CHINESE], ids=["english", "chinese"])
async def test_rendered_strings_are_read_where_they_were_drawn(lines, rapid) -> None:  # type: ignore[no-untyped-def]
    image, drawn = render_lines(lines)
    boxes = await rapid.read(image)
    assert len(boxes) == len(drawn), [b.text for b in boxes]
    total = 0.0
    for line in drawn:
        found = _match(line.box, boxes)
        total += char_accuracy(line.text, found.text)
        # The box found holds the ink drawn, give or take a few pixels of padding.
        assert abs(found.box.x - line.box.x) <= 6, (line, found)
        assert abs(found.box.right - line.box.right) <= 8, (line, found)
        assert abs(found.box.y + found.box.h / 2 - (line.box.y + line.box.h / 2)) <= 5
    assert total / len(drawn) >= 0.97


def test_models_come_from_the_wheel_and_nothing_is_downloaded(tmp_path: Path) -> None:
    paths = RapidOcrEngine().model_paths()
    import rapidocr

    wheel = Path(rapidocr.__file__).parent
    assert all(p.is_relative_to(wheel) and p.stat().st_size > 100_000 for p in paths.values())
    # A fresh process with every way out closed (proxies to a closed port) still reads.
    script = (
        "import asyncio\n"
        "from handrail.ocr import RapidOcrEngine\n"
        "from handrail.testing.ocrtext import render_lines\n"
        "image, _ = render_lines(['Offline 离线'])\n"
        "print([b.text for b in asyncio.run(RapidOcrEngine().read(image))])\n"
    )
    env = dict(os.environ)
    for var in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy", "ALL_PROXY"):
        env[var] = "http://127.0.0.1:9"
    env["NO_PROXY"] = env["no_proxy"] = ""
    env["HOME"] = str(tmp_path)  # no cache of an earlier download to fall back on
    before = sorted(p.name for p in wheel.rglob("*.onnx"))
    out = subprocess.run(
        [sys.executable, "-c", script], env=env, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert "Offline" in out.stdout and "离线" in out.stdout
    assert sorted(p.name for p in wheel.rglob("*.onnx")) == before
