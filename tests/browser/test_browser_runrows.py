"""A drawn tick box named by the words of its row is ticked by its id."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_tick_box_named_by_its_rows_words_around_a_link_is_still_itself(
    browser_env: BrowserEnv,
) -> None:
    # The box is named by the words after it, the run's title link left out (it is a
    # control of its own). Checking the live node before the press looked for that name
    # at the start of the text after the box, found the title there, and refused the box
    # as changed: the row could not be picked at all.
    await browser_env.goto("runrows.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        boxes = [e for e in snap.elements if e.role is Role.CHECKBOX]
        assert len(boxes) == 2, text
        first = boxes[0]
        assert "#321" in first.name and not first.has(State.CHECKED), text
        done = await s.act(q, Action(kind=ActionKind.CLICK, element_id=first.id))
        assert done.ok
        assert await browser_env.value("document.getElementById('out').textContent") == (
            "picked 321 true"
        )
        # Drawn again, ticked: the same box by its id.
        again = await s.observe(q)
        now = again.by_id.get(first.id)
        assert now is not None and now.has(State.CHECKED), format_snapshot(again)
        done = await s.act(q, Action(kind=ActionKind.CLICK, element_id=boxes[1].id))
        assert done.ok
    assert await browser_env.value("document.getElementById('out').textContent") == (
        "picked 320 true"
    )
