"""A page's own tooltips (``data-tooltip`` and the like) are read as a control's description."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot

pytestmark = pytest.mark.browser


async def test_a_controls_data_tooltip_is_its_description(browser_env: BrowserEnv) -> None:
    await browser_env.goto("tooltips.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
        said = {e.name: e.description for e in snap.elements}
        assert said["Close"] == "Close conversation (Ctrl+Shift+Y)", said
        assert said["Merge"] == "Merge pull request", said
        assert said["bug"] == "Remove label", said  # spaces folded
        # Chromium's own description (the title) is not replaced.
        assert said["Archive"] == "Archive (E)", said
        assert said["Plain"] == "", said
        assert said["Just text"] == "", said  # text is no control: its tip is not read
        text = format_snapshot(snap)
        assert "Close (tip: Close conversation Ctrl+Shift+Y)" in text, text


async def test_a_shortcut_glued_to_its_items_label_stands_apart(browser_env: BrowserEnv) -> None:
    await browser_env.goto("shortcutmenu.html")
    async with session(browser_env) as s:
        snap = await s.observe(browser_env.query())
        names = [e.name for e in snap.elements if e.role.value == "menuitem"]
        assert names == ["Keyboard shortcuts Ctrl+/", "Undo ⌘Z", "Controls"], names
        # Parted, it is still the item Chromium names with the two glued.
        item = next(e for e in snap.elements if e.name == "Keyboard shortcuts Ctrl+/")
        receipt = await s.act(
            browser_env.query(), Action(kind=ActionKind.CLICK, element_id=item.id)
        )
        assert receipt.ok, receipt
        assert await browser_env.value("document.getElementById('out').textContent") == "SHORTCUTS"
