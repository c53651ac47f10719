"""A caption drawn over a field names it, as a person reads the form.

``<label>Asking rent</label><input>`` with no ``for``, or ``<div>Ship to</div><select>``:
the browser ties neither to its field, which it leaves unnamed. The element right before
the field, holding only a short caption, names it; a ``<label>`` whose ``for`` names
another control, or a paragraph, does not.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_caption_over_a_field_names_it(browser_env: BrowserEnv) -> None:
    await browser_env.goto("captions.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        rent = find(snap, Role.TEXTBOX, "Asking rent")
        find(snap, Role.TEXTBOX, "Description")
        ship = find(snap, Role.COMBOBOX, "Ship to")
        names = {e.name for e in snap.elements if e.role is Role.TEXTBOX}
        assert "Terms" not in names, format_snapshot(snap)
        assert not any(n.startswith("Write what") for n in names), format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=rent.id, text="2350"))
        assert r.ok, r.receipt.error
        r = await s.act(q, Action(kind=ActionKind.SET_VALUE, element_id=ship.id, text="Austin"))
        assert r.ok, r.receipt.error
    assert await browser_env.value("document.getElementById('rent').value") == "2350"
    assert await browser_env.value("document.getElementById('ship').value") == "Austin"
