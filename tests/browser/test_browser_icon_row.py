"""A clickable row named partly by its icons' labels is still found when pressed.

``<div onclick>`` holding ``<span aria-label="Lock car">🔒</span>`` and its words: the
row is named by the icons' labels and its words (``Unlock car Lock car Trip to
Tahoe``). Before a press the row is found again and its name checked against its text,
which held the icons' glyphs, not their labels: the press was refused with "is no
longer shown", the row in plain sight.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.vocab import State

pytestmark = pytest.mark.browser


async def test_a_row_named_by_its_icons_labels_is_pressed(browser_env: BrowserEnv) -> None:
    await browser_env.goto("icon_row.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        row = next(e for e in snap.elements if e.has(State.CLICKABLE) and "Tahoe" in e.name)
        assert "Lock car" in row.name, row
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))).ok
        assert await browser_env.value("window.__did") == ["trip"]
