"""OCR under a modal dialog reads the dialog only: what lies behind it cannot be acted on.

A modal dialog (and ``inert`` content behind it) takes the page's content out of the
accessibility tree, so the tree covers little of the window and OCR is asked; text OCR
finds behind the dialog is no element an agent can click (the backdrop takes the press).
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.gate import AllowAll
from handrail.model import ObserveOptions, Perception, Source
from handrail.ocr import OcrBackend, OcrCache, OcrReader, RapidOcrEngine
from handrail.session import Session
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_ocr_under_a_modal_dialog_reads_inside_it_only(browser_env: BrowserEnv) -> None:
    await browser_env.goto("modalocr.html")
    q = browser_env.query()
    reader = OcrReader(RapidOcrEngine(), OcrCache())
    async with Session(OcrBackend(browser_env.backend(), reader), gate=AllowAll()) as s:
        plain = await s.observe(q, ObserveOptions(mode=Perception.AX))
        dialog = next(e for e in plain.elements if e.role is Role.DIALOG)
        assert dialog.has(State.MODAL) and dialog.bounds is not None
        # Nothing behind it is an element, clickable or not (its label, its row).
        behind = [e for e in plain.elements if e.has(State.CLICKABLE) or e.name == "I accept"]
        assert behind == [], behind
        for mode in (Perception.AX_OCR, Perception.AUTO):
            snap = await s.observe(q, ObserveOptions(mode=mode))
            read = [e for e in snap.elements if e.source is Source.OCR]
            names = " ".join(e.name for e in read)
            assert "Delete" not in names and "Show tips" not in names, names
            assert all(e.bounds is not None and dialog.bounds.contains(e.bounds) for e in read)
