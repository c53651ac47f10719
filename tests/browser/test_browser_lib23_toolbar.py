"""Trix's toolbar driven through ids from ``observe``: a format button turned on says
so only by its class (``trix-active``) and a ``data-trix-active`` attribute."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_format_turned_on_reads_pressed(browser_env: BrowserEnv) -> None:
    """Bold pressed at the caret reads ``pressed``, the others not; typed text is bold."""
    await browser_env.goto("lib23_reply.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        reply = find(snap, Role.TEXTBOX, "Reply")
        bold = find(snap, Role.BUTTON, "Bold")
        assert State.PRESSED not in bold.states, format_snapshot(snap)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=reply.id))
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=bold.id))
        on = await browser_env.value(
            "document.querySelector('[data-trix-attribute=bold]').hasAttribute('data-trix-active')"
        )
        assert on is True
        after = find(r.after, Role.BUTTON, "Bold")
        assert State.PRESSED in after.states, format_snapshot(r.after)
        assert State.PRESSED not in find(r.after, Role.BUTTON, "Italic").states
        await s.act(q, Action(kind=ActionKind.TYPE, element_id=reply.id, text=" Done"))
        body = await browser_env.value("document.getElementById('body').value")
        assert "<strong> Done</strong>" in body, body
