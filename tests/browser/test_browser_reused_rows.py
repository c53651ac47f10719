"""A row the page reuses for another record: its buttons' old ids act on nothing.

Lists rendered without keys (and virtual lists) keep their row elements and show the
next record in them. A ``Make admin`` button keeps its role, name and DOM node, so only
what tells it apart from the other rows' buttons (its row's name) shows that it now
belongs to someone else: its id changes, and the old id fails as stale.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.errors import StaleElement
from handrail.model import Element, Snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


def _button_after(snap: Snapshot, who: str, name: str) -> Element:
    """The button ``name`` of the row showing ``who`` (the first after its name)."""
    at = next(i for i, e in enumerate(snap.elements) if e.name == who)
    return next(e for e in snap.elements[at:] if e.role is Role.BUTTON and e.name == name)


async def test_an_old_id_of_a_reused_row_fails_and_presses_nothing(browser_env: BrowserEnv) -> None:
    await browser_env.goto("patchlist.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        cygnus_admin = _button_after(snap, "Cygnus Diaz", "Make admin")
        borealis_remove = _button_after(snap, "Borealis Kim", "Remove")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=borealis_remove.id))
        # Cygnus now shows in Borealis's row; the button that was Cygnus's is Draco's.
        with pytest.raises(StaleElement, match="has changed"):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=cygnus_admin.id))
        # The row that was Borealis's shows Cygnus now: its Remove is not the one pressed.
        with pytest.raises(StaleElement):
            await s.act(q, Action(kind=ActionKind.CLICK, element_id=borealis_remove.id))
        assert await browser_env.value("document.getElementById('log').textContent") == (
            "removed Borealis Kim\n"
        )
        snap = await s.observe(q)
        now = _button_after(snap, "Cygnus Diaz", "Make admin")
        assert now.id != cygnus_admin.id
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=now.id))
    assert await browser_env.value("document.getElementById('log').textContent") == (
        "removed Borealis Kim\nadmin Cygnus Diaz\n"
    )
