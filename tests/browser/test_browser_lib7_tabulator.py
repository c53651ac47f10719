"""Tabulator 6 tables driven through ids from ``observe``: a grouped table's group
headers, whose toggle arrow is the control that folds each group."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_group_headers_toggle_is_no_switch_and_folds_its_group(
    browser_env: BrowserEnv,
) -> None:
    """``<div class="tabulator-group-toggle">`` is the arrow of a group header that reads
    *Open (2 items)*: it folds the group, it is no switch named by the column headers
    above it, and a press on it lands."""
    await browser_env.goto("lib7_groups.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if e.role is Role.SWITCH], text
        arrows = [e for e in snap.elements if e.hint and "group toggle" in e.hint]
        assert len(arrows) == 2, text
        assert "Open (2 items)" in text and "Shipped (1 item)" in text, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=arrows[0].id))
        assert await browser_env.value("window.__did") == ["group Open closed"]
