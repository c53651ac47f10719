"""Trees built with PrimeVue and jsTree, driven through ids from ``observe``: each node
reads as one tree item holding its check box and its open/close toggle, and a leaf
opens nothing."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_tree_nodes_content_row_is_its_item(browser_env: BrowserEnv) -> None:
    """PrimeVue's Tree draws each ``role=treeitem`` node's row as a clickable ``<div>``
    holding its toggle, check box and label: the row is the item itself, not a second
    line named again, and a leaf (``p-tree-node-leaf``) is neither open nor shut."""
    await browser_env.goto("lib17_ptree.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        sales = find(snap, Role.TREEITEM, "Sales")
        assert not [e for e in snap.elements if e.name == "Sales" and e.role is Role.GENERIC], text
        inside = [e for e in snap.elements if e.parent == sales.id]
        assert sorted(e.role.value for e in inside) == ["button", "checkbox"], text
        ops = find(snap, Role.TREEITEM, "Operations")
        assert not ops.states & {State.COLLAPSED, State.EXPANDED}, text
        assert State.COLLAPSED in sales.states, text
        toggle = next(e for e in inside if e.role is Role.BUTTON)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=toggle.id))
        assert await browser_env.value("window.__did") == ["expand Sales"]
        after = format_snapshot(r.after)
        assert State.EXPANDED in find(r.after, Role.TREEITEM, "Sales").states, after
        box = find(r.after, Role.CHECKBOX, "Europe")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert (await browser_env.value("window.__did"))[-1] == "select Europe"


async def test_a_nodes_children_and_arrow_are_inside_it(browser_env: BrowserEnv) -> None:
    """jsTree's node is a ``role=none`` ``<li>`` holding its arrow, its ``role=treeitem``
    anchor and its ``role=group`` children: the children read inside their folder's
    item, with its arrow (read as the item's toggle), and a leaf's arrow, which opens
    nothing, is no line."""
    await browser_env.goto("lib17_jstree.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        docs = find(snap, Role.TREEITEM, "Documents")
        assert State.EXPANDED in docs.states, text
        below = {e.id: e for e in snap.elements}

        def within(eid: str | None, up: str) -> bool:
            while eid is not None:
                if eid == up:
                    return True
                eid = below[eid].parent
            return False

        assert within(find(snap, Role.TREEITEM, "cv.pdf").parent, docs.id), text
        assert not within(find(snap, Role.TREEITEM, "todo.md").parent, docs.id), text
        arrows = [
            e
            for e in snap.elements
            if e.role is Role.BUTTON and e.parent and e.name == below[e.parent].name
        ]
        assert len(arrows) == 2, text
        pics = find(snap, Role.TREEITEM, "Pictures")
        arrow = next(a for a in arrows if a.parent == pics.id)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=arrow.id))
        assert await browser_env.value("window.__did") == ["open Pictures"]
        after = format_snapshot(r.after)
        cat = find(r.after, Role.TREEITEM, "cat.png")
        assert cat.parent is not None, after


async def test_an_open_tree_item_is_pressed_on_its_own_row(browser_env: BrowserEnv) -> None:
    """PrimeVue's open node's ``<li role=treeitem>`` holds its children's rows below its
    own: a press on the item lands on its row, not on a child's in the middle."""
    await browser_env.goto("lib17_ptree.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        sales = find(snap, Role.TREEITEM, "Sales")
        toggle = next(e for e in snap.elements if e.parent == sales.id and e.role is Role.BUTTON)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=toggle.id))
        opened = find(r.after, Role.TREEITEM, "Sales")
        assert State.EXPANDED in opened.states, format_snapshot(r.after)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=opened.id))
        assert (await browser_env.value("window.__did"))[-1] == "select Sales"
