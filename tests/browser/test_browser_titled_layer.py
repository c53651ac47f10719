"""A page's own dialog with neither a heading nor a question is named by its title line.

``<div style="font-weight:600">Create guest code</div>`` over a field and two buttons, in
a dimmed layer: a person reads the first short line as the dialog's title. A first
line that is a sentence (``This code opens the front door …``) is its text, no title.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_a_layer_is_named_by_its_short_first_line_and_not_by_a_sentence(
    browser_env: BrowserEnv,
) -> None:
    await browser_env.goto("titledlayer.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        dialog = find(snap, Role.DIALOG, "Create guest code")
        save = find(snap, Role.GENERIC, "Save")
        assert save.parent is not None
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=save.id))
        assert r.after is not None
        dialogs = [e for e in r.after.elements if e.role is Role.DIALOG]
        assert len(dialogs) == 1 and dialogs[0].id != dialog.id
        assert dialogs[0].name == "", dialogs[0].name
