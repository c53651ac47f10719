"""A SortableJS list's drag handle is a glyph CSS draws (``☰``) with a title (*Drag to
reorder*): it reads as one element named by its title, not a glyph with an icon hint;
the buttons beside it still move their item."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_titled_glyph_reads_its_title(browser_env: BrowserEnv) -> None:
    """Each item's handle reads *Drag to reorder*, no ``☰`` line; Move down on the first
    item moves it below the second (the page's own handler)."""
    await browser_env.goto("lib26_board.html")
    await browser_env.ready("window.__ready === true && typeof Sortable === 'function'")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "☰" not in text and "(icon: menu)" not in text, text
        handles = [e for e in snap.elements if e.name == "Drag to reorder"]
        assert len(handles) == 3, text
        down = find(snap, Role.BUTTON, "Move down")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=down.id))).ok
        assert await browser_env.value("window.__did") == [
            "move:Write release notes|Fix login timeout|Update dependencies"
        ]
