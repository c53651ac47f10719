"""An icon drawn by an empty clickable element is named by its title.

``<span class="ico bg-trash" title="Drop table">``: a person hovering reads the tooltip
as what the icon does. Chromium leaves such an element unnamed (its role takes no name)
and gives the title as its description; it was read ``clickable (icon: trash drop
table)``, the title lower-cased among its class words. It is named by the title; a glyph
with a title (``▶`` titled *Run query*) keeps the glyph as its name and the title as
its tip.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.textformat import format_snapshot
from handrail.vocab import State

pytestmark = pytest.mark.browser


async def test_an_empty_icon_is_named_by_its_title(browser_env: BrowserEnv) -> None:
    await browser_env.goto("titled_icons.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        clickables = [e.name for e in snap.elements if e.has(State.CLICKABLE)]
        assert clickables == ["Drop table", "▶", "Refresh"], clickables
        text = format_snapshot(snap)
        assert "(tip: Run query Ctrl+Enter)" in next(ln for ln in text.splitlines() if "▶" in ln)
        for name in ("Refresh", "Drop table"):
            icon = next(e for e in snap.elements if e.name == name)
            assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=icon.id))).ok
        assert await browser_env.value("window.__did") == ["refresh", "drop"]
