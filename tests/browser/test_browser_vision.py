"""A page at device pixel ratio 2: its marked picture has 2 pixels per CSS pixel, and a
point found on the picture maps back to the page's coordinates and clicks there."""

from __future__ import annotations

import io
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from browser_fixtures import CHROMIUM, BrowserEnv
from fixture_server import FixtureServer
from PIL import Image

from handrail.actions import Action, ActionKind
from handrail.backends.browser.session.launcher import launch_browser, stop_browser
from handrail.config import load_settings
from handrail.gate import AllowAll
from handrail.geometry import Rect
from handrail.model import ObserveOptions, Perception
from handrail.ocr import OcrBackend, OcrCache, OcrReader, RapidOcrEngine
from handrail.session import Session

pytestmark = pytest.mark.browser


@pytest.fixture
def dpr2_env(tmp_path: Path) -> Iterator[BrowserEnv]:
    """A headless Chromium of its own whose screen has a device pixel ratio of 2."""
    wrapper = tmp_path / "chromium-dpr2"
    wrapper.write_text(
        f'#!/bin/sh\nexec {CHROMIUM} --force-device-scale-factor=2 "$@"\n', encoding="utf-8"
    )
    wrapper.chmod(0o755)
    state_dir = tmp_path / "state"
    settings = replace(
        load_settings(),
        state_dir=state_dir,
        chromium=str(wrapper),
        settle_timeout=3.0,
        ipc_timeout=30.0,
    )
    with FixtureServer() as server:
        state = launch_browser(settings)
        try:
            yield BrowserEnv(settings=settings, server=server, state=state)
        finally:
            stop_browser(settings)


async def test_a_point_on_a_dpr_2_picture_maps_to_css_pixels(dpr2_env: BrowserEnv) -> None:
    await dpr2_env.goto("canvas.html")
    engine = RapidOcrEngine()
    q = dpr2_env.query()
    backend = OcrBackend(dpr2_env.backend(), OcrReader(engine, OcrCache()))
    async with Session(backend, gate=AllowAll(), settle_timeout=2.0) as s:
        snap = await s.observe(q, ObserveOptions(mode=Perception.VISION))
        marked = await s.marked_screenshot(snap, long_side=4096)
        assert marked.density == 2 and marked.scale == 2
        assert marked.width == 2 * marked.area.w
        # Found on the picture as a model would see it: the drawn button's text.
        seen = await engine.read(Image.open(io.BytesIO(marked.png)))
        (box,) = [b.box for b in seen if "".join(b.text.split()) == "Startgame"]
        x, y = marked.to_screen(*box.center)
        # The button is drawn at (40, 40), 200x56 CSS pixels, on a canvas at (0, 0).
        assert Rect(40, 40, 200, 56).contains_point(x, y), (x, y, box)
        await s.act(q, Action(kind=ActionKind.CLICK, x=x, y=y))
    title = await dpr2_env.cdp(
        "Runtime.evaluate", {"expression": "document.title", "returnByValue": True}
    )
    assert title["result"]["value"] == "started"
