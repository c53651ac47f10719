"""A grid's toolbar, whose words are only its items' names, is no control of its own."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot

pytestmark = pytest.mark.browser

_DRAWN = "window.__ready === true && !!document.querySelector('.w2ui-grid-records td')"


def _named(snap: Snapshot, name: str) -> Element:
    found = [e for e in snap.elements if e.name == name]
    assert found, format_snapshot(snap)
    return found[0]


async def test_a_toolbar_of_items_is_no_line_of_its_own(browser_env: BrowserEnv) -> None:
    """w2ui listens for clicks on its grid's whole toolbar, which holds *Add New* and
    the *Edit* and *Delete* items it disables until a row is chosen: the toolbar reads
    as its items, not as ``clickable Add New Edit Delete`` over them."""
    await browser_env.goto("lib31_gridbar.html")
    await browser_env.ready(_DRAWN)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert not [e for e in snap.elements if "Edit" in e.name and "Add New" in e.name], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=_named(snap, "Add New").id))
        assert await browser_env.value("window.__did") == ["add"]
        assert r.after is not None
