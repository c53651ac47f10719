"""Text broken by an inline element (a bold word, a count in a span) reads as one line."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.textformat import format_snapshot

pytestmark = pytest.mark.browser


async def test_a_run_of_text_with_inline_parts_is_one_line(browser_env: BrowserEnv) -> None:
    await browser_env.goto("inline.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
    text = format_snapshot(snap)
    names = [e.name for e in snap.elements]
    assert "Total: $1,250.00 (3 items, order #A-17)" in names, text
    assert "Last synced 1 seconds ago" in names, text
    # The label spells the field's name: said once, by the field (nothing is lost).
    assert "Type atlas-web to confirm" in text, text
    assert not {"Type", "to confirm", "atlas-web"} & set(names), text
    # Pieces in blocks of their own, or side by side in separate elements, stay apart.
    assert "Heading part" in names and "Block part" in names, text
    # A line break between pieces is a space, not nothing: no "10:02Can".
    assert "Priya Shah 10:02 Can everyone see my screen?" in names, text
    assert "Change repository visibility This repository is currently private." in names, text
