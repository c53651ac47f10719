"""A drawn check box keeps its name, and the ids after it, when it is ticked.

A block editor's to-do is a ``<span class="cb">`` whose ``on`` class draws a ``✓`` with
``::after``. Ticked, it read ``checked checkbox ✓``: the tick became its name, so a new
id, and being the one element of that look, it became the place of the look-alike
blocks after it (their ``+``, their empty editor), which all got new ids: the agent's
next ``type`` into the empty block failed as changed. The tick is its state, not its
name.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_ticking_a_drawn_check_box_keeps_its_name_and_the_ids_after_it(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("obs4_todo.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        before = await s.observe(q)
        box = next(e for e in before.elements if e.role is Role.CHECKBOX)
        assert not box.has(State.CHECKED)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        after = await s.observe(q)
        ticked = next(e for e in after.elements if e.role is Role.CHECKBOX)
        assert ticked.has(State.CHECKED), ticked
        assert ticked.name == box.name == "", ticked
        assert ticked.id == box.id
        assert [e.id for e in after.elements] == [e.id for e in before.elements]
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert not next(e for e in (await s.observe(q)).elements if e.id == box.id).has(
            State.CHECKED
        )
        editor = [e for e in after.elements if e.role is Role.TEXTBOX][-1]
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=editor.id, text="Next"))
    assert await browser_env.value("window.__did") == ["todo true", "todo false"]
    assert await browser_env.value("document.querySelectorAll('.content')[2].textContent") == (
        "Next"
    )
