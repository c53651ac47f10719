"""Texts a page's title also says are read where the page shows them."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.textformat import format_snapshot

pytestmark = pytest.mark.browser


async def test_texts_the_title_repeats_are_still_lines_of_the_page(browser_env: BrowserEnv) -> None:
    await browser_env.goto("titled.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        text = format_snapshot(await s.observe(q))
        for shown in ("Quarterly report", "ada@example.org", "From: Gus Berg", "Saved draft 2"):
            assert any(line.endswith(f" {shown}") for line in text.splitlines()[1:]), text
        # The page puts its status in the title too: the status line stays.
        await browser_env.value("document.title = 'Saved draft 2'")
        text = format_snapshot(await s.observe(q))
        assert any(line.endswith(" Saved draft 2") for line in text.splitlines()[1:]), text
