"""A w2ui sidebar and grid: the inputs they keep out of sight to take keys, and the
sidebar's group headers."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser

_DRAWN = (
    "window.__ready === true && !!document.querySelector('.w2ui-grid-records td')"
    " && !!document.querySelector('.w2ui-node-group')"
)


async def test_hidden_focus_inputs_are_not_listed(browser_env: BrowserEnv) -> None:
    """The sidebar's transparent ``<input>`` and the grid's 1 px ``<textarea>`` that take
    keys for them are nothing a person sees: no textbox of theirs is listed, while the
    page's own small field (*Copies*, 28 px wide) stays and takes a value."""
    await browser_env.goto("lib40_w2side.html")
    await browser_env.ready(_DRAWN)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        boxes = [e for e in snap.elements if e.role is Role.TEXTBOX]
        assert len(boxes) == 1, text
        await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=boxes[0].id, text="4"))
        assert await browser_env.value("document.getElementById('qty').value") == "4"


async def test_a_group_header_reads_its_name_without_its_transparent_word(
    browser_env: BrowserEnv,
) -> None:
    """w2ui draws a group header's *Hide* ``color: transparent`` until the pointer is
    over it: the header reads ``PEOPLE``, and a press on it still folds the group."""
    await browser_env.goto("lib40_w2side.html")
    await browser_env.ready(_DRAWN)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "Hide" not in text, text
        found = [e for e in snap.elements if e.name == "PEOPLE"]
        assert found, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=found[0].id))
        assert await browser_env.value("window.sb.get('people').expanded") is False
        assert r.after is not None
        # The sidebar now gives its hidden field the keys: still nothing to list.
        after = format_snapshot(r.after)
        assert [e.name for e in r.after.elements if e.role is Role.TEXTBOX] == ["Copies"], after
