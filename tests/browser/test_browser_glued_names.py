"""A name made of inline pieces drawn apart reads with a space between them.

``<a>Inbox<span class="count">14</span></a>`` (markup a component renders with no
white space between its parts) is drawn *Inbox* and a badge *14* apart by the badge's
margin, and Chromium names it ``Inbox14``. Pieces drawn touching (``<b>Draf</b>ts``)
stay one word.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session

pytestmark = pytest.mark.browser


async def test_pieces_drawn_apart_are_named_apart(browser_env: BrowserEnv) -> None:
    await browser_env.goto("glued_names.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        names = {e.name for e in snap.elements if e.interactive}
        assert {"Inbox 14", "Spam 2", "Drafts", "New 3"} <= names, names
        spam = next(e for e in snap.elements if e.name == "Spam 2")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=spam.id))).ok
        assert await browser_env.value("window.__did") == ["spam"]
