"""Content a page leaves undrawn until it comes near (``content-visibility: auto``).

Chromium's accessibility tree leaves it out; the observation says how much it could
not read, and where, instead of ending silently where the drawn content ends.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.model import Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


def _opens(snap: Snapshot) -> list[str]:
    return [e.name for e in snap.elements if e.role is Role.BUTTON]


async def test_undrawn_sections_are_counted_and_read_once_scrolled_to(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("undrawn.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        read = _opens(snap)
        text = format_snapshot(snap)
        assert 0 < len(read) < 40, text
        assert snap.offscreen is not None, text
        # Each undrawn part makes three lines (heading, text, button), one a control.
        missing = 40 - len(read)
        assert snap.offscreen.below == 3 * missing and snap.offscreen.above == 0, text
        assert snap.offscreen.controls == missing, text
        assert f"# not on screen, not read: 0 elements above, {3 * missing} below" in text
        # Scrolled to the end, the last parts are drawn and read. Parts drawn take less
        # room than their placeholders, so the end moves up as they are drawn: a person
        # presses End again.
        for _ in range(6):
            await s.act(q, Action(kind=ActionKind.KEY, keys="End"))
            end = await s.observe(q)
            if "Open part 40" in _opens(end):
                break
        last = find(end, Role.BUTTON, "Open part 40")
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=last.id))).ok
    assert await browser_env.value("document.body.dataset.opened") == "40"
