"""OCR adds no line that repeats what the tree says in the form the page shows it.

A date field holds ``2024-12-21`` and shows ``12/21/2024``; a time field holds ``18:30``
and shows ``06:30 PM``. An icon font that did not load shows its ligature (``dashboard``)
as text before the item's name, which the tree keeps as the item's icon hint. The tree
says all of it already: OCR lines that only repeat it are no new text.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.gate import AllowAll
from handrail.model import ObserveOptions, Perception, Source
from handrail.ocr import OcrBackend, OcrCache, OcrReader, RapidOcrEngine
from handrail.session import Session

pytestmark = pytest.mark.browser


async def test_ocr_adds_no_line_that_only_shows_a_date_or_time_fields_value(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("datetimes.html")
    q = browser_env.query()
    reader = OcrReader(RapidOcrEngine(), OcrCache())
    async with Session(OcrBackend(browser_env.backend(), reader), gate=AllowAll()) as s:
        snap = await s.observe(q, ObserveOptions(mode=Perception.AX_OCR))
        values = {e.value for e in snap.elements if e.value}
        assert {"2024-12-05", "2024-12-21", "18:30", "2025-01-07T09:05"} <= values, values
        read = [e.name for e in snap.elements if e.source is Source.OCR]
        assert not any(("12" in n and "2024" in n) or "2025" in n for n in read), read


async def test_ocr_adds_no_line_that_only_shows_an_icon_fonts_ligature_and_name(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("ligaturenav.html")
    q = browser_env.query()
    reader = OcrReader(RapidOcrEngine(), OcrCache())
    async with Session(OcrBackend(browser_env.backend(), reader), gate=AllowAll()) as s:
        snap = await s.observe(q, ObserveOptions(mode=Perception.AX_OCR))
        names = {e.name for e in snap.elements if e.source is not Source.OCR}
        assert {"Dashboard", "Content", "Analytics", "Subtitles"} <= names, names
        read = [e.name for e in snap.elements if e.source is Source.OCR]
        assert not any(w in n.lower() for n in read for w in ("dashboard", "content")), read


async def test_ocr_adds_no_line_that_only_shows_an_editors_placeholder(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("placeholders.html")
    q = browser_env.query()
    reader = OcrReader(RapidOcrEngine(), OcrCache())
    async with Session(OcrBackend(browser_env.backend(), reader), gate=AllowAll()) as s:
        snap = await s.observe(q, ObserveOptions(mode=Perception.AX_OCR))
        read = [e.name for e in snap.elements if e.source is Source.OCR]
        assert not any("reply" in n.lower() or "note" in n.lower() for n in read), read
