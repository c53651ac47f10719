"""``--mode auto`` on a page: OCR only where the page draws what its tree cannot say.

A page's text is in its DOM, and so in its accessibility tree; pixels the tree cannot
say come from pictures (a canvas, an image, a CSS background image, a video). A page
with a few controls on a blank window covers little of it, yet OCR would find nothing
more there and cost a picture and a read on every observation.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.gate import AllowAll
from handrail.model import ObserveOptions, Perception, Source
from handrail.ocr import OcrBackend, OcrCache, OcrReader, RapidOcrEngine
from handrail.session import Session

pytestmark = pytest.mark.browser


def _session(env: BrowserEnv) -> Session:
    return Session(
        OcrBackend(env.backend(), OcrReader(RapidOcrEngine(), OcrCache())), gate=AllowAll()
    )


async def test_a_sparse_page_of_text_and_controls_is_not_read_by_ocr(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("sparse.html")
    async with _session(browser_env) as s:
        snap = await s.observe(browser_env.query())
        assert snap.perception is not None, snap.perception
        assert snap.perception.startswith("ax (tree covers "), snap.perception
        assert "nothing drawn that the tree cannot say" in snap.perception, snap.perception
        assert not any(e.source is Source.OCR for e in snap.elements)
        # Asked for, OCR still reads it.
        asked = await s.observe(browser_env.query(), ObserveOptions(mode=Perception.AX_OCR))
        assert asked.perception is not None and asked.perception.startswith("ax+ocr (asked")


async def test_text_drawn_by_a_background_image_is_read_by_ocr(browser_env: BrowserEnv) -> None:
    await browser_env.goto("sparse_banner.html")
    async with _session(browser_env) as s:
        snap = await s.observe(browser_env.query())
        assert snap.perception is not None and snap.perception.startswith("ax+ocr"), snap.perception
        read = " ".join(e.name for e in snap.elements if e.source is Source.OCR)
        assert "Summer" in read and "sale" in read, read
