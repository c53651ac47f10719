"""A page drawn on a canvas (its tree has no text) read with OCR and clicked by pointer."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind, Mode
from handrail.gate import AllowAll
from handrail.geometry import Rect
from handrail.model import ObserveOptions, Perception, Source
from handrail.ocr import OcrBackend, OcrCache, OcrReader, RapidOcrEngine
from handrail.session import Session

pytestmark = pytest.mark.browser


def _session(env: BrowserEnv) -> Session:
    reader = OcrReader(RapidOcrEngine(), OcrCache())
    return Session(OcrBackend(env.backend(), reader), gate=AllowAll(), settle_timeout=2.0)


async def _title(env: BrowserEnv) -> str:
    reply = await env.cdp(
        "Runtime.evaluate", {"expression": "document.title", "returnByValue": True}
    )
    return str(reply["result"]["value"])


async def test_a_canvas_page_is_ax_poor_read_by_ocr_and_clicked(browser_env: BrowserEnv) -> None:
    await browser_env.goto("canvas.html")
    q = browser_env.query()
    async with _session(browser_env) as s:
        plain = await s.observe(q, ObserveOptions(mode=Perception.AX))
        assert not any(e.name == "Start game" for e in plain.elements)
        snap = await s.observe(q)
        assert snap.perception is not None and snap.perception.startswith("ax+ocr (tree covers ")
        ocr = {e.name.replace(" ", ""): e for e in snap.elements if e.source is Source.OCR}
        start = ocr["Startgame"]
        assert "画布上的文字" in ocr
        # Drawn from x 76, centred on y 68 of the page (the canvas sits at 0, 0), inside
        # the button's 200x56 box at (40, 40); the detector pads its boxes a little.
        b = start.bounds
        assert b is not None and b.contains_point(80, 68)
        assert abs(b.center[1] - 68) <= 5 and Rect(40, 40, 200, 56).contains(b)
        result = await s.act(q, Action(kind=ActionKind.CLICK, element_id=start.id))
        assert result.receipt.source == "ocr" and result.receipt.mode is Mode.INPUT
        assert await _title(browser_env) == "started"
        after = await s.observe(q)
        assert any(e.name == "Game started" for e in after.elements if e.source is Source.OCR)
