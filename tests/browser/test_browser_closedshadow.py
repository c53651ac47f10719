"""Changes inside a closed shadow root are read: the tree mirror does not trust its copy.

A closed shadow root hides its content from every script of the page, the watcher's
too, so the watcher cannot see its changes; Chromium's accessibility tree still holds
that content. A page with one is read afresh each time.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_change_inside_a_closed_shadow_root_shows_in_the_next_reads(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("closedshadow.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        for _ in range(3):  # the second read of a page makes its mirror
            snap = await s.observe(q)
        assert "No code applied" in format_snapshot(snap)
        redeem = next(e for e in snap.elements if e.role is Role.BUTTON and e.name == "Redeem")
        result = await s.act(q, Action(kind=ActionKind.CLICK, element_id=redeem.id))
        assert await browser_env.value("window.__redeemed") == 1
        assert "Code PROMO5 applied" in format_snapshot(result.after)
        assert not result.focus_only
        assert "Code PROMO5 applied" in format_snapshot(await s.observe(q))
        # A change the page makes by itself, with no action of ours.
        await browser_env.value("window.__setMessage('Total now 38.00')")
        assert "Total now 38.00" in format_snapshot(await s.observe(q))
