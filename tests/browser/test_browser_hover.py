"""``hover`` rests the pointer on an element, pressing nothing: what shows row actions
drawn only under the pointer and opens menus a ``mouseenter`` handler opens."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind, Mode, Via
from handrail.errors import ActionFailed
from handrail.model import Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def _log(env: BrowserEnv) -> str:
    reply = await env.cdp("Runtime.evaluate", {"expression": "log.join()", "returnByValue": True})
    return str(reply["result"].get("value"))


def _named(snap: Snapshot, role: Role, name: str) -> list[str]:
    return [e.id for e in snap.elements if e.role is role and e.name == name]


async def test_hovering_a_row_shows_its_actions_and_presses_nothing(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("hover.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        assert not _named(snap, Role.BUTTON, "Archive"), format_snapshot(snap)
        row = next(e for e in snap.elements if e.name.startswith("Carol"))
        r = await s.act(q, Action(kind=ActionKind.HOVER, element_id=row.id))
        assert r.ok and r.receipt.mode is Mode.INPUT, r
        after = await s.observe(q)
        archive = _named(after, Role.BUTTON, "Archive")
        # Only the hovered row's actions show, inside that row.
        assert len(archive) == 1, format_snapshot(after)
        assert after.by_id[archive[0]].parent == row.id, format_snapshot(after)
        assert await _log(browser_env) == ""  # nothing was pressed
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=archive[0]))
        assert r.ok, r
    assert await _log(browser_env) == "archive:r2"


async def test_hovering_opens_a_menu_its_mouseenter_handler_opens(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("hover.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        assert not _named(snap, Role.MENUITEM, "Preferences")
        (account,) = [e.id for e in snap.elements if e.name == "Account"]
        with pytest.raises(ActionFailed, match="pointer input only"):
            await s.act(q, Action(kind=ActionKind.HOVER, element_id=account), via=Via.AX)
        assert not _named(await s.observe(q), Role.MENUITEM, "Preferences")
        await s.act(q, Action(kind=ActionKind.HOVER, element_id=account))
        (prefs,) = _named(await s.observe(q), Role.MENUITEM, "Preferences")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=prefs))
        assert r.ok, r
    assert await _log(browser_env) == "prefs"
