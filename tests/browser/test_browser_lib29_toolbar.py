"""w2ui's toolbar says which of its check and radio items are on by a class word alone."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import State

pytestmark = pytest.mark.browser


def _named(snap: Snapshot, name: str) -> Element:
    found = [e for e in snap.elements if e.name == name]
    assert found, format_snapshot(snap)
    return found[0]


async def test_a_toolbar_item_drawn_checked_is_pressed(browser_env: BrowserEnv) -> None:
    """``<div class="w2ui-tb-button checked">List</div>`` among its toolbar's items with
    no such word reads ``pressed``; once *Cards* is pressed, it is, and *List* is not."""
    await browser_env.goto("lib29_toolbar.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert State.PRESSED in _named(snap, "List").states, text
        for off in ("Cards", "Compact", "New user"):
            assert State.PRESSED not in _named(snap, off).states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=_named(snap, "Cards").id))
        assert await browser_env.value("window.__did") == ["tb cards"]
        assert r.after is not None
        after = format_snapshot(r.after)
        assert State.PRESSED in _named(r.after, "Cards").states, after
        assert State.PRESSED not in _named(r.after, "List").states, after
