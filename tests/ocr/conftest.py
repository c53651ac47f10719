from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from ocr_support import TK_ARGV, Events

from handrail.ocr import RapidOcrEngine


@pytest.fixture(scope="session")
def rapid() -> RapidOcrEngine:
    """One RapidOCR engine for the whole run: its models load once."""
    return RapidOcrEngine()


@pytest.fixture
async def tk_app(launch_window: Callable[..., Awaitable[object]], tmp_path: Path):  # type: ignore[no-untyped-def]
    """The Tk test app, started and drawn; yields (window, events)."""
    events = Events(tmp_path / "events.txt")
    window = await launch_window([*TK_ARGV, "Handrail Tk", str(events.path)])
    await events.wait_for("ready")
    return window, events
