"""Ant Design 5's Steps: the current step, which only its item's class says
(``ant-steps-item-process ant-steps-item-active``), reads ``current``; and a React app's
root, which listens for every kind of event for what it holds, is no button of its own,
so the steps' words do not fold into one clickable line."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


def _current(snap: Snapshot) -> list[str]:
    return [e.name for e in snap.elements if State.CURRENT in e.states]


async def test_the_current_step_reads_current(browser_env: BrowserEnv) -> None:
    """Shipping is the current step of the checkout: its button alone reads ``current``;
    a press on Payment moves there (the page's ``onChange``), and Payment reads so."""
    await browser_env.goto("lib21_steps.html")
    await browser_env.ready("window.__ready === true && !!document.querySelector('.ant-steps')")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "current button 2 Shipping" in text, text
        pay = find(snap, Role.BUTTON, "3 Payment")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=pay.id))
        assert await browser_env.value("window.__did") == ["step Payment"]
        await browser_env.ready("document.body.textContent.includes('Shown: Payment')")
        snap = await s.observe(q)
        assert _current(snap)[0] == "3 Payment", format_snapshot(snap)
        assert r.ok


async def test_steps_outside_any_control_read_one_a_line(browser_env: BrowserEnv) -> None:
    """The returns' steps have no handler: each title is a line of its own (its number
    before it), Pickup's ``current``, none of them ``clickable`` (React's root, around
    them, listens for every event for the app and is no button)."""
    await browser_env.goto("lib21_steps.html")
    await browser_env.ready("window.__ready === true && !!document.querySelector('.ant-steps')")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert _current(snap) == ["2 Shipping", "3 Pickup"], text
        for title in ("Request", "Label", "3 Pickup", "4 Refund"):
            assert find(snap, Role.TEXT, title).states.isdisjoint({State.CLICKABLE}), text


async def test_a_wizards_step_drawn_current_reads_current(browser_env: BrowserEnv) -> None:
    """A hand-made wizard marks its step by the item's class (``wizard-step
    is-active``) or says ``aria-current="step"`` on an element the read drops: the link
    of that step, and the words of that one, read ``current``; a press on Team moves the
    class there, and Team reads so."""
    await browser_env.goto("lib21_wizard.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        assert _current(snap) == ["Profile", "Review"], format_snapshot(snap)
        team = find(snap, Role.LINK, "Team")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=team.id))
        assert await browser_env.value("window.__did") == ["step Team"]
        assert r.after is not None
        assert _current(r.after) == ["Team", "Review"], format_snapshot(r.after)
