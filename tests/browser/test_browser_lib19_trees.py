"""A tree node's open/close toggle, drawn by jsTree and PrimeVue, driven through ids from
``observe``: it reads as its node's toggle, with the node's name and state, keeps its id
when the library draws the node again, and opens and closes the node."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


def _toggle(snap: Snapshot, item: str) -> Element:
    """The one control right inside tree item ``item`` that is no tree item nor check box."""
    node = find(snap, Role.TREEITEM, item)
    inside = [
        e
        for e in snap.elements
        if e.parent == node.id and e.role not in (Role.TREEITEM, Role.CHECKBOX)
    ]
    assert len(inside) == 1, format_snapshot(snap)
    return inside[0]


async def test_a_jstree_arrow_is_its_nodes_toggle_and_keeps_its_id(
    browser_env: BrowserEnv,
) -> None:
    """jsTree's ``<i class="jstree-ocl">`` beside a ``role=treeitem`` anchor opens and
    closes the node, and jsTree draws the node again on each: the arrow reads as the
    node's button, named and opened as the node, not as class words, and its id holds."""
    await browser_env.goto("lib19_jstree.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "icon: jstree" not in text, text
        arrow = _toggle(snap, "Pictures")
        assert arrow.role is Role.BUTTON and arrow.name == "Pictures", text
        assert State.COLLAPSED in arrow.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=arrow.id))
        assert await browser_env.value("window.__did") == ["open Pictures"]
        assert r.after is not None
        after = format_snapshot(r.after)
        again = _toggle(r.after, "Pictures")
        assert again.id == arrow.id and State.EXPANDED in again.states, after
        docs = _toggle(r.after, "Documents")
        assert State.EXPANDED in docs.states, after
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=docs.id))
        assert (await browser_env.value("window.__did"))[-1] == "close Documents"
        assert r.after is not None
        shut = _toggle(r.after, "Documents")
        assert shut.id == docs.id and State.COLLAPSED in shut.states, format_snapshot(r.after)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=arrow.id))
        assert (await browser_env.value("window.__did"))[-1] == "close Pictures"


async def test_a_primevue_toggle_reads_its_nodes_state_not_leaf(
    browser_env: BrowserEnv,
) -> None:
    """PrimeVue's toggle button (``p-tree-node-toggle-button``) of a folder is no leaf's:
    it reads as the node's button, collapsed, then expanded, then collapsed again."""
    await browser_env.goto("lib17_ptree.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "leaf" not in text, text
        toggle = _toggle(snap, "Sales")
        assert toggle.role is Role.BUTTON and toggle.name == "Sales", text
        assert State.COLLAPSED in toggle.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=toggle.id))
        assert await browser_env.value("window.__did") == ["expand Sales"]
        assert r.after is not None
        after = format_snapshot(r.after)
        assert "leaf" not in after, after
        opened = _toggle(r.after, "Sales")
        assert opened.id == toggle.id and State.EXPANDED in opened.states, after
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=toggle.id))
        assert r.after is not None
        assert State.COLLAPSED in _toggle(r.after, "Sales").states, format_snapshot(r.after)


async def test_an_element_plus_tree_toggle_drawn_by_an_svg_is_its_nodes(
    browser_env: BrowserEnv,
) -> None:
    """Element Plus draws a node's toggle as an ``<i>`` holding an ``<svg>`` beside the
    node's check box: it reads as the node's button, expanded, not ``clickable expanded
    (icon: tree node expand expanded)``, and its press closes the node."""
    await browser_env.goto("lib4_tree.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "expand expanded" not in text, text
        toggle = _toggle(snap, "Billing")
        assert toggle.role is Role.BUTTON and toggle.name == "Billing", text
        assert State.EXPANDED in toggle.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=toggle.id))
        assert r.after is not None
        after = format_snapshot(r.after)
        shut = _toggle(r.after, "Billing")
        assert shut.id == toggle.id and State.COLLAPSED in shut.states, after
        # Its children fold away once Element Plus's closing transition has run.
        await browser_env.ready(
            "(() => { const g = document.querySelector("
            "'[role=treeitem] > .el-tree-node__children');"
            " return !g || getComputedStyle(g).display === 'none'; })()"
        )
        snap = await s.observe(q)
        assert "View invoices" not in format_snapshot(snap), format_snapshot(snap)
