"""Controls inside a clickable row whose page handles every click at the document.

A CRM's deal row is clickable (``cursor: pointer``) and so, by inheritance, is all it
holds; the page's one listener is on the document and picks the action by the element
clicked. The row's edit and delete icons (a glyph with a tooltip) and its ``btn``
span are controls of their own: folded into the row's cell they could not be named or
pressed. A timestamp with a tooltip in the same row stays text.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.vocab import State

pytestmark = pytest.mark.browser


async def test_icons_and_buttons_inside_a_clickable_row_are_controls(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("delegated_rows.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        by_id = {e.id: e for e in snap.elements}
        cell = next(e for e in snap.elements if e.name == "Birch renewal")
        assert cell.parent is not None
        birch = by_id[cell.parent]
        assert birch.has(State.CLICKABLE), birch
        inside = [e for e in snap.elements if birch.id in _ancestors(snap, e.id)]
        clickables = {e.hint or e.name: e for e in inside if e.has(State.CLICKABLE)}
        assert set(clickables) >= {"edit deal", "delete deal", "Download"}, clickables
        # A kebab the page named: its name, and no word of the attribute that opens it.
        kebab = next(e for e in inside if e.name == "Options for Birch")
        assert kebab.has(State.CLICKABLE), kebab
        # One the page titled: named by the title, and no word of the attribute that
        # opens it anywhere.
        acme = next(e for e in snap.elements if e.name == "More")
        assert acme.has(State.CLICKABLE), acme
        assert not any("opens" in e.hint for e in snap.elements), snap.elements
        assert not any("ago" in k for k in clickables), clickables
        result = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=clickables["delete deal"].id)
        )
        assert result.ok, result
        assert await browser_env.value("window.__did") == ["delete Birch"]
        again = await s.observe(q)
        down = next(
            e for e in again.elements
            if e.name == "Download" and birch.id in _ancestors(again, e.id)
        )  # fmt: skip
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=down.id))).ok
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=birch.id))).ok
        assert await browser_env.value("window.__did") == [
            "delete Birch", "download Birch", "opened Birch"
        ]  # fmt: skip


def _ancestors(snap: object, eid: str) -> set[str]:
    by_id = {e.id: e for e in snap.elements}  # type: ignore[attr-defined]
    out: set[str] = set()
    cur = by_id.get(eid)
    while cur is not None and cur.parent is not None:
        out.add(cur.parent)
        cur = by_id.get(cur.parent)
    return out
