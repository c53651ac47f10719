"""A Tagify tag input driven through ids from ``observe``: the page's own ``<input>``
Tagify keeps in the document (no size, far off the page, out of the tab order) is no
field of its own; the field Tagify draws is the one to type in, and its tags read as
its items."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_tagifys_hidden_original_input_is_no_field(browser_env: BrowserEnv) -> None:
    """Only the drawn field reads as a text box: typing into the hidden original (named by
    the page's label, its value Tagify's JSON) would have Tagify read the JSON back as
    tags."""
    await browser_env.goto("lib22_tagify.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        boxes = [e for e in snap.elements if e.role is Role.TEXTBOX]
        assert len(boxes) == 1, text
        assert "value" not in (boxes[0].value or ""), text
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=boxes[0].id, text="wint"))
        await s.act(q, Action(kind=ActionKind.KEY, element_id=boxes[0].id, keys="Return"))
        tags = await browser_env.value("window.__tags.value.map(t => t.value)")
        # Enter takes the typed word or the suggestion it begins (``winter``).
        assert tags[:2] == ["hiking", "waterproof"] and tags[2].startswith("wint"), tags
        find(snap, Role.BUTTON, "remove tag hiking")
