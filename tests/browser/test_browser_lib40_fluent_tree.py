"""A Fluent UI web components 3 tree: ``<fluent-tree-item>`` says its role and its
expanded state through ``ElementInternals`` (only once its children are slotted, so an
item shown open from the start says none) and draws its chevron in its shadow root."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser

READY = "window.__ready === true"


async def test_a_fluent_tree_item_with_children_reads_open_or_shut(
    browser_env: BrowserEnv,
) -> None:
    """*Folders* (``expanded``, its children shown) reads ``expanded``, *Archive* (its child
    hidden) ``collapsed``, the leaf *Drafts* neither; a click on *Archive* opens it
    (the page's ``toggle``), not one of its children, and it then reads ``expanded``."""
    await browser_env.goto("lib40_tree.html")
    await browser_env.ready(READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        folders = find(snap, Role.TREEITEM, "Folders")
        archive = find(snap, Role.TREEITEM, "Archive")
        drafts = find(snap, Role.TREEITEM, "Drafts")
        assert State.EXPANDED in folders.states, text
        assert State.COLLAPSED in archive.states, text
        assert not {State.EXPANDED, State.COLLAPSED} & drafts.states, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=archive.id))
        assert await browser_env.value("window.__did") == ["archive open"]
        assert r.after is not None
        opened = find(r.after, Role.TREEITEM, "Archive")
        assert State.EXPANDED in opened.states, format_snapshot(r.after)
        find(r.after, Role.TREEITEM, "2025")


async def test_an_open_fluent_tree_item_is_pressed_on_its_own_row(
    browser_env: BrowserEnv,
) -> None:
    """The middle of open *Folders* lies on its children: a click on it lands on its own
    row and shuts it (the page's ``toggle``), pressing no child."""
    await browser_env.goto("lib40_tree.html")
    await browser_env.ready(READY)
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        folders = find(snap, Role.TREEITEM, "Folders")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=folders.id))
        assert await browser_env.value("window.__did") == ["folders closed"]
        assert r.after is not None
        shut = find(r.after, Role.TREEITEM, "Folders")
        assert State.COLLAPSED in shut.states, format_snapshot(r.after)
