"""A press that opens a new tab: the press ends, and the receipt says what opened.

A script's ``window.open`` in a click handler made the press hang until it timed out
(the browser holds a page a script opens until every client attached to it lets it
run) and left a blank tab; a link with ``target=_blank`` opened its tab unsaid, the
receipt reading "only the focus moved". A person sees the new tab in front: the receipt
names it, and the next read of the browser without ``--tab`` is of it.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.backends.browser.session.cdp import CdpConnection
from handrail.gate import AllowAll
from handrail.model import TargetQuery
from handrail.render import act_lines
from handrail.session import Session

pytestmark = pytest.mark.browser


@pytest.mark.parametrize(("name", "via"), [
    ("Pop the guide out", "script"),
    ("Open the guide in a new tab", "link"),
])  # fmt: skip
async def test_a_press_that_opens_a_tab_ends_and_says_so(
    browser_env: BrowserEnv, name: str, via: str
) -> None:
    await browser_env.goto("popup.html")
    q = browser_env.query("popup.html")
    try:
        async with Session(browser_env.backend(), gate=AllowAll()) as s:
            snap = await s.observe(q)
            button = next(e for e in snap.elements if e.name == name)
            action = Action(kind=ActionKind.CLICK, element_id=button.id)
            result = await s.act(q, action)
            assert result.ok, result
            assert f"popup_guide.html?via={via}" in result.receipt.opened, result.receipt
            said = "\n".join(act_lines(action, result))
            assert "opened a new tab" in said and "only the focus moved" not in said, said
            front = await s.observe(TargetQuery(cdp=browser_env.state.endpoint))
            assert front.target.url.endswith(f"popup_guide.html?via={via}"), front.target
            assert any(e.name == "Next chapter" for e in front.elements)
    finally:
        await _close_guides(browser_env)


async def _close_guides(env: BrowserEnv) -> None:
    """Close the tabs the presses opened and bring the first page to the front again."""
    conn = await CdpConnection.connect(env.state.endpoint, 10)
    try:
        infos = (await conn.send("Target.getTargets"))["targetInfos"]
        for info in infos:
            if info["type"] == "page" and "popup_guide" in info.get("url", ""):
                await conn.send("Target.closeTarget", {"targetId": info["targetId"]})
        first = next(i for i in infos if i["type"] == "page" and "popup_guide" not in i["url"])
        await conn.send("Target.activateTarget", {"targetId": first["targetId"]})
    finally:
        await conn.close()
