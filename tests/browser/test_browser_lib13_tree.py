"""A jsTree 3 file tree driven through ids from ``observe``: its ``wholerow`` plugin
draws a full-width ``<div class="jstree-wholerow">&nbsp;</div>`` behind each node's
anchor that hands its clicks to the node: the node is one line, not three."""

from __future__ import annotations

import itertools

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_trees_row_backgrounds_are_no_lines(browser_env: BrowserEnv) -> None:
    """Each node reads as its tree item alone (no nameless clickable row behind it, no
    blank text of its ``&nbsp;``), and a press on the item selects it."""
    await browser_env.goto("lib13_files.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "wholerow" not in text, text
        assert not [e for e in snap.elements if e.role is Role.TEXT and not e.name.strip()], text
        tree = next(e for e in snap.elements if e.role is Role.TREE)
        at = snap.elements.index(tree) + 1
        inside = list(itertools.takewhile(lambda e: e.depth > tree.depth, snap.elements[at:]))
        items = [e for e in inside if e.role is Role.TREEITEM]
        assert [e.name for e in items] == ["Documents", "cv.pdf", "notes.txt", "Pictures"], text
        # What is left beside the items: each folder's open/close arrow.
        assert len(inside) <= 2 * len(items), text
        notes = find(snap, Role.TREEITEM, "notes.txt")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=notes.id))
        assert await browser_env.value("window.__did") == ["select notes.txt"]
        assert State.SELECTED in find(r.after, Role.TREEITEM, "notes.txt").states
        up = find(r.after, Role.BUTTON, "Move up")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=up.id))
        assert (await browser_env.value("window.__did"))[-1] == "move notes.txt 0"
