"""Alpine.js rows and panels: an unnamed button is read by what its inline SVG draws."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_unnamed_svg_buttons_read_by_what_they_draw(browser_env: BrowserEnv) -> None:
    await browser_env.goto("lib12_alpine_rows.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        more = [e for e in snap.elements if e.hint == "more"]
        assert len(more) == 2, text
        close = [e for e in snap.elements if e.hint == "x"]
        assert len(close) == 1 and close[0].role is Role.BUTTON, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=more[1].id))
        items = [e for e in r.after.elements if e.name == "Edit" and e.role is not Role.CELL]
        assert len(items) == 1, format_snapshot(r.after)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=items[0].id))
        after = await s.observe(q)
        close = [e for e in after.elements if e.hint == "x"]
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=close[0].id))
        assert await browser_env.value("window.__did") == ["edit bo", "panel closed"]
