"""A component library's tree: check boxes and switchers drawn by spans, their state in a class.

Ant Design ticks a tree node's box by a modifier on its class (``ant-tree-checkbox-checked``),
as its other widgets do (``ant-checkbox-checked``, ``ant-switch-checked``): a box whose
class says so reads as checked, and a second look after a press says what the press did.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_tree_box_ticked_by_its_class_modifier_reads_checked(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs_tree.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        boxes = [e for e in snap.elements if e.role is Role.CHECKBOX]
        assert len(boxes) == 3, format_snapshot(snap)
        assert not any(State.CHECKED in b.states for b in boxes), format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=boxes[1].id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["check a1"]
        snap = await s.observe(q)
        boxes = [e for e in snap.elements if e.role is Role.CHECKBOX]
        ticked = [b for b in boxes if State.CHECKED in b.states]
        assert len(ticked) == 1, format_snapshot(snap)
        order = [e.name for e in snap.elements]
        # The ticked box is Aisle 1's: it reads just before the aisle's title.
        at = next(i for i, e in enumerate(snap.elements) if e.id == ticked[0].id)
        assert order[at + 1] == "Aisle 1", format_snapshot(snap)


async def test_a_tree_switcher_says_whether_its_node_is_open_by_its_class(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs_tree.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        switchers = [e for e in snap.elements if e.name == "caret-down"]
        assert len(switchers) == 2, format_snapshot(snap)
        # Warehouse A is open, B closed: ``ant-tree-switcher_open`` / ``_close``.
        assert State.EXPANDED in switchers[0].states, format_snapshot(snap)
        assert State.COLLAPSED in switchers[1].states, format_snapshot(snap)
        # The titles are no switchers: they select, and say nothing of open or closed.
        # The rows' other parts say nothing of it either, though the row's class does.
        others = [e for e in snap.elements if e.name != "caret-down"]
        assert not any(e.states & {State.EXPANDED, State.COLLAPSED} for e in others), others
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=switchers[1].id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["toggle b"]
        snap = await s.observe(q)
        again = next(e for e in snap.elements if e.id == switchers[1].id)
        assert State.EXPANDED in again.states, format_snapshot(snap)
        assert any(e.name == "Dock" for e in snap.elements), format_snapshot(snap)
