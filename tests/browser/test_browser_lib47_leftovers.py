"""Screens of TOAST UI Grid, w2ui and Framework7 read as a person uses them: a grid's
select-all box, a tree column's toggles, a grid's pager and rows, a w2ui grid's row
boxes, and a stepper drawn with − and + signs."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_stepper_drawn_with_signs_reads_as_decrease_and_increase(
    browser_env: BrowserEnv,
) -> None:
    """Framework7's ``.stepper-button-minus`` holding ``−`` (or ``-``) and
    ``.stepper-button-plus`` holding ``+`` around the item's field read ``button
    Decrease Apples`` / ``button Increase Apples``, not ``clickable −``; pressing them
    through their ids steps the value."""
    await browser_env.goto("lib47_f7.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "clickable −" not in text and "clickable +" not in text, text
        assert find(snap, Role.TEXTBOX, "Apples").value == "3"
        plus = find(snap, Role.BUTTON, "Increase Apples")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=plus.id))
        assert r.ok, r
        snap = await s.observe(q)
        minus = find(snap, Role.BUTTON, "Decrease Pears")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=minus.id))
        assert r.ok, r
        assert await browser_env.value("window.__did") == ["apples 4", "pears 0"]
