"""WAI-ARIA switches that draw their state as ``On``/``Off`` words hidden from the tree
(``aria-hidden``), inside the switch or beside it: each reads as one line, the switch
with its state, and no line of its own says ``On`` or ``Off``."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_switchs_drawn_state_words_are_no_line(browser_env: BrowserEnv) -> None:
    """``Email alerts`` is off and ``Text alerts`` on; a press turns Email alerts on (the
    page's handler) and it reads ``checked``, still with no ``On`` line."""
    await browser_env.goto("lib21_switch.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert "unchecked switch Email alerts" in text, text
        assert "checked switch Text alerts" in text, text
        assert not [e for e in snap.elements if e.name in ("On", "Off")], text
        mail = find(snap, Role.SWITCH, "Email alerts")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=mail.id))
        assert await browser_env.value("window.__did") == ["email on"]
        assert r.after is not None
        after = find(r.after, Role.SWITCH, "Email alerts")
        assert State.CHECKED in after.states, format_snapshot(r.after)
        assert not [e for e in r.after.elements if e.name in ("On", "Off")], format_snapshot(
            r.after
        )
