"""Pickr's open colour picker driven through ids from ``observe``: the knob drawn over
its colour area and the one over its hue slider (unnamed ``div``s the page moves with
the pointer) are told apart by the control each lies on; its Save and Clear buttons,
named by their ``aria-label``, do not repeat their shown word on a line of its own."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_pickr_knobs_told_by_their_area_and_buttons_said_once(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("lib27_pickr.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        opener = find(snap, Role.BUTTON, "toggle color picker dialog")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=opener.id))
        snap = await s.observe(q)
        text = format_snapshot(snap)
        knobs = [
            e
            for e in snap.elements
            if State.CLICKABLE in e.states and not e.name and e.role is Role.GENERIC
        ]
        assert len(knobs) == 2, text
        hints = {k.hint for k in knobs}
        assert len(hints) == 2, text
        assert any("color selection area" in h for h in hints), text
        assert any("hue selection slider" in h for h in hints), text
        texts = [e.name for e in snap.elements if e.role is Role.TEXT]
        assert "Save" not in texts and "Clear" not in texts, text
        save = find(snap, Role.BUTTON, "save and close")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=save.id))
        did = await browser_env.value("window.__did")
        assert len(did) == 1 and did[0].startswith("colour #"), did
