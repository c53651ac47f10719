"""EasyMDE: the preview laid over the editor's lines covers its text field."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State


def _editor(snap: Snapshot) -> bool:
    """Whether the editor's text field reads ``covered``."""
    boxes = [e for e in snap.elements if e.role is Role.TEXTBOX and "Title" not in e.name]
    assert len(boxes) == 1, format_snapshot(snap)
    return boxes[0].has(State.COVERED)


pytestmark = pytest.mark.browser


async def test_the_preview_covers_the_editor(browser_env: BrowserEnv) -> None:
    """Toggle Preview lays the preview over the editor's lines: the field reads
    ``covered`` then, and not once the preview is toggled off again."""
    await browser_env.goto("lib34_mde.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        assert not _editor(snap), format_snapshot(snap)
        toggle = find(snap, Role.BUTTON, "Toggle Preview")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=toggle.id))
        assert await browser_env.value("mde.isPreviewActive()") is True
        assert r.after is not None
        assert _editor(r.after), format_snapshot(r.after)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=toggle.id))
        assert await browser_env.value("mde.isPreviewActive()") is False
        assert r.after is not None
        assert not _editor(r.after), format_snapshot(r.after)
