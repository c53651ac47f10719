"""A switch in a clickable settings row whose words are too long to name it takes the title.

``SIM protection`` over *Blocks SIM changes and port-outs unless approved by the primary
account holder*, the switch beside both, no label: the switch was named by the words cut
at 80 characters (*… by the primary*), and the row by what was left (*account holder*),
so neither said what it is. The title names the switch; the row keeps all its words.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_long_settings_row_names_its_switch_by_its_title(browser_env: BrowserEnv) -> None:
    await browser_env.goto("wrapped_row.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        switch = next(e for e in snap.elements if e.role is Role.SWITCH)
        assert switch.name == "SIM protection"
        row = next(e for e in snap.elements if e.has(State.CLICKABLE))
        assert row.name.endswith("approved by the primary account holder"), row.name
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=switch.id))).ok
    assert await browser_env.value("window.__did") == ["sim"]
