"""OCR does not read a date or time field's shown value as text the tree lacks.

A date field holds ``2024-12-21`` and shows ``12/21/2024``; a time field holds ``18:30``
and shows ``06:30 PM``. The tree says both already: OCR lines that only repeat them are
no new text, and they do not make a tree poor.
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
