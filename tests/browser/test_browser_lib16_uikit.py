"""UIkit 3: an icon link reads by the icon its ``uk-icon`` attribute names, not by the
page's own class words (``del``, ``edit``)."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_icon_links_read_by_the_icon_their_attribute_names(
    browser_env: BrowserEnv,
) -> None:
    """``<a class="uk-icon-link del" uk-icon="trash">`` reads ``(icon: trash)``, its
    neighbour ``(icon: pencil)``; a press on the pencil edits."""
    await browser_env.goto("lib16_uikit.html")
    await browser_env.ready("window.__ready === true && !!document.querySelector('svg')")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        links = [e for e in snap.elements if e.role is Role.LINK]
        assert [e.hint for e in links] == ["trash", "pencil"], text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=links[1].id))
        assert await browser_env.value("window.__did") == ["edit Write spec"]
        del r
