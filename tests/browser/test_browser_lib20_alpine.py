"""Alpine.js forms whose ``<label>`` is tied to no field (no ``for``, not wrapping it):
the label right over a field's group names the field, not its placeholder."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_label_over_a_fields_group_names_it(browser_env: BrowserEnv) -> None:
    """``<label>Assign to</label><div class="lb"><input placeholder="Search people">
    <div x-show>…</div></div>``: the field reads ``Assign to`` (its suggestions, not
    drawn, or drawn as a layer over the page, are no second thing in its wrapper): typing
    there through its id shows them, the field keeping its name and id, and picking one
    lands."""
    await browser_env.goto("lib20_alpine.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        field = find(snap, Role.TEXTBOX, "Assign to")
        assert "Search people" not in [e.name for e in snap.elements], text
        find(snap, Role.SEARCHBOX, "Search")
        r = await s.act(q, Action(kind=ActionKind.TYPE, element_id=field.id, text="bo"))
        assert r.after is not None
        after = format_snapshot(r.after)
        assert await browser_env.value("document.querySelector('input').value") == "bo", after
        typed = r.after.by_id.get(field.id)
        assert typed is not None and typed.name == "Assign to", after
        bo = next(e for e in r.after.elements if e.name == "Bo Chen")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=bo.id))
        assert await browser_env.value("window.__did") == ["assign Bo Chen"]
