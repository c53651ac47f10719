"""A page's own drop-down in a table cell shows its value, not its class words."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_drop_down_box_in_a_cell_is_named_by_the_value_it_shows(
    browser_env: BrowserEnv,
) -> None:
    # ``<div class="ddbox" onclick><span>Read/write</span> ▾</div>``: the value is a span
    # inside the clickable box. It was left to the cell (``cell Read/write``) and the box
    # shown as ``▾ (icon: ddbox role1 read write)``, so an agent could not tell which
    # role a row has, nor the drop-down from an icon.
    await browser_env.goto("cellpicker.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        boxes = {e.name: e for e in snap.elements if e.has(State.CLICKABLE)}
        assert {"Read/write ▾", "Read-only ▾", "Apply"} <= set(boxes), text
        assert not any("icon:" in e.hint for e in boxes.values()), text
        cells = [e.name for e in snap.elements if e.role is Role.CELL]
        assert "Read/write" not in cells, text
        # Each value is read once: on its drop-down.
        assert text.count("Read/write") == 1 and text.count("Read-only") == 1, text
        done = await s.act(q, Action(kind=ActionKind.CLICK, element_id=boxes["Read-only ▾"].id))
        assert done.ok
    assert await browser_env.value("document.getElementById('out').textContent") == "opened role2"
