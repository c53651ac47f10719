"""A page's own editor (``contenteditable``) is multi-line: Enter starts a paragraph.

Chromium says nothing of the lines of a ``contenteditable`` with no role, and Enter
in a post's body was held as submitting the page's form (to publish), which has no
form at all. One the page marks ``aria-multiline=false`` stays one line.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll, Verdict
from handrail.safety import RiskPolicy
from handrail.session import Session
from handrail.vocab import State

pytestmark = pytest.mark.browser


async def test_a_contenteditable_body_is_multiline_and_enter_in_it_passes(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("rich_editor.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        body = next(e for e in snap.elements if e.name == "Post body")
        tags = next(e for e in snap.elements if e.name == "Tags")
        assert body.has(State.MULTILINE) and body.has(State.EDITABLE), body
        assert not tags.has(State.MULTILINE), tags
        enter = Action(kind=ActionKind.KEY, keys="Enter", element_id=body.id)
        assert RiskPolicy().assess(enter, body, snap).verdict is Verdict.ALLOW
        assert (await s.act(q, enter)).ok
        assert await browser_env.value("document.title") == "Edit Post"
