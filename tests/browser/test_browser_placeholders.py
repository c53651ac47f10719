"""An editor with no name is told by the placeholder it shows, and keeps its id.

A help desk's reply box is ``<div id="replybox" contenteditable
data-placeholder="Write a reply…">``, its placeholder drawn by CSS while it is empty;
the internal note's box beside it shows *Add an internal note*. An agent tells them
apart by those words (the field's hint, not typed text), and the box is the same
element once something is typed into it.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.vocab import State

pytestmark = pytest.mark.browser


async def test_editors_are_told_by_their_placeholders(browser_env: BrowserEnv) -> None:
    await browser_env.goto("placeholders.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        fields = [e for e in snap.elements if e.has(State.EDITABLE) or e.role.value == "textbox"]
        said = [f"{e.name} {e.hint}".lower() for e in fields]
        assert not any(e.name for e in fields), [e.name for e in fields]
        assert any(x.lstrip().startswith("write a reply") for x in said), said
        assert any(x.lstrip().startswith("add an internal note") for x in said), said
        reply = next(e for e, x in zip(fields, said, strict=True) if "reply" in x)
        typed = await s.act(q, Action(kind=ActionKind.TYPE, element_id=reply.id, text="Thanks!"))
        assert typed.ok
        text = await browser_env.value("document.getElementById('replybox').textContent")
        assert text == "Thanks!"
        after = await s.observe(q)
        same = next(e for e in after.elements if e.id == reply.id)
        assert same.value == "Thanks!"
        # Typed into, it no longer draws its placeholder: the attribute still tells it.
        assert same.hint == reply.hint, (same.hint, reply.hint)
