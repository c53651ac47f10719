"""A heading holding a control is named by its own words, not the control's too.

Chromium names a heading by everything in it: ``<h2>Course settings <span role=button
aria-label="Course options">⋮</span></h2>`` read ``heading Course settings Course
options`` above ``button Course options``. An accordion's heading that is all its
button, and a heading that is all its link, keep those words.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_headings_say_their_own_words(browser_env: BrowserEnv) -> None:
    await browser_env.goto("heading_controls.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        headings = [e.name for e in snap.elements if e.role is Role.HEADING]
        assert headings == ["Course settings", "Recent orders", "Shipping and returns", "Atlas"]
        menu = next(e for e in snap.elements if e.name == "Course options")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=menu.id))).ok
        assert await browser_env.value("window.__did") == ["options"]
