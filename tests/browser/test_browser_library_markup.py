"""A table built with a component library's markup: its prefixes and modifiers.

Libraries name their classes by a prefix and BEM modifiers (``ant-checkbox-input``,
``ant-pagination-item-active``): the prefix says nothing of what a control does, a
word repeating the control's role says nothing more, and a modifier ending in
``-active`` marks the chosen one of a group as ``active`` alone does.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_library_prefixes_and_role_words_leave_hints_and_the_page_is_chosen(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("library_table.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        boxes = [e for e in snap.elements if e.role is Role.CHECKBOX]
        assert len(boxes) == 3, boxes
        assert all(e.hint == "" for e in boxes), [e.hint for e in boxes]
        pages = {e.name: e for e in snap.elements if e.name in {"1", "2"}}
        assert pages["1"].has(State.SELECTED) and not pages["2"].has(State.SELECTED), pages
        assert all("ant" not in e.hint.split() for e in snap.elements), [
            e.hint for e in snap.elements if e.hint
        ]
        row = boxes[1]
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=row.id))).ok
        assert await browser_env.value("window.__did") == ["row1 true"]
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=pages["2"].id))).ok
        assert await browser_env.value("window.__did") == ["row1 true", "p2"]
