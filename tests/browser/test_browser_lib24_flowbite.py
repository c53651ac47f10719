"""Flowbite 2: a confirm modal holding a heading and no name of its own is named by it."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser

_ASKED = "Do you want to keep this draft?"


async def test_a_confirm_modal_is_named_by_its_heading(browser_env: BrowserEnv) -> None:
    """A press on ``Ask`` opens Flowbite's modal (a ``div`` the library gives
    ``role=dialog aria-modal`` and no name): the dialog is named by its heading, on its own
    line and the heading's; ``Not now`` closes it."""
    await browser_env.goto("lib24_flowbite.html")
    await browser_env.ready("window.__ready === true && typeof FlowbiteInstances === 'object'")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        ask = find(snap, Role.BUTTON, "Ask")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=ask.id))
        snap = await s.observe(q)
        text = format_snapshot(snap)
        dialog = find(snap, Role.DIALOG, _ASKED)
        # The dialog's own line says which one is open; its heading keeps its line.
        assert f"{dialog.id} modal dialog {_ASKED}" in text.splitlines(), text
        assert text.count(_ASKED) == 2, text
        no = find(snap, Role.BUTTON, "Not now")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=no.id))
        assert await browser_env.value("window.__did") == ["not now"]
