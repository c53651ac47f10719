"""A drawn switch in a clickable row is named by the words before it, not its help line.

``<div class="row">Show P/L as a percentage <span class="tog on"></span><div
class="help">Shown next to each position.</div></div>``: a person reads the words before
the switch as its name and the line after it as what it means. The switch is turned by
its id like any other.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_rows_switch_is_named_by_the_words_before_it_and_turns(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("switchhelp.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        switches = {e.name: e for e in snap.elements if e.role is Role.SWITCH}
        # Drawn before its words, each in an element of its own: the first of them.
        late = "Automatically apply deduction to late submissions"
        assert set(switches) >= {"Show P/L as a percentage", "Compact rows", late}, set(switches)
        pl = switches["Show P/L as a percentage"]
        assert pl.has(State.CHECKED)
        result = await s.act(q, Action(kind=ActionKind.CLICK, element_id=pl.id))
        assert result.ok, result.receipt.diagnostic
        assert await browser_env.value("window.__did") == ["pl false"]
        after = await s.observe(q)
        turned = next(e for e in after.elements if e.id == pl.id)
        assert not turned.has(State.CHECKED)


async def test_a_drawn_switch_the_page_named_is_still_a_switch(browser_env: BrowserEnv) -> None:
    # <span class="tog on" aria-label="Marketing email">: named by the page, drawn as a
    # switch by its class; its role and state are what a person sees.
    await browser_env.goto("switchhelp.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        switches = {e.name: e.has(State.CHECKED) for e in snap.elements if e.role is Role.SWITCH}
        assert switches.get("Marketing email") is True, switches
        assert switches.get("Admin access") is False, switches
        admin = next(e for e in snap.elements if e.role is Role.SWITCH and e.name == "Admin access")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=admin.id))).ok
        assert await browser_env.value("window.__did") == ["admin true"]
        after = await s.observe(q)
        assert next(e for e in after.elements if e.id == admin.id).has(State.CHECKED)
