"""A message a page draws as unread only by a class (``unread``, ``is-unread``) reads
``unread``: an inbox's unread rows no longer read like the ones already read."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.model import Element, Snapshot
from handrail.textformat import format_snapshot
from handrail.vocab import State

pytestmark = pytest.mark.browser


def named(snap: Snapshot, words: str) -> Element:
    return next(e for e in snap.elements if e.name.startswith(words))


async def test_unread_messages_read_unread(browser_env: BrowserEnv) -> None:
    await browser_env.goto("obs3_inbox.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        unread = {
            words: State.UNREAD in named(snap, words).states
            for words in ("Alice Chen", "Bob Ortiz", "Carol Diaz", "Dan Wu", "Eve Li")
        }
        assert unread == {
            "Alice Chen": True,
            "Bob Ortiz": False,
            "Carol Diaz": True,
            "Dan Wu": False,
            "Eve Li": False,
        }, text
        assert "clickable unread Alice Chen" in text, text
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=named(snap, "Alice Chen").id))
        snap = await s.observe(q)
        assert State.UNREAD not in named(snap, "Alice Chen").states, format_snapshot(snap)
    assert await browser_env.value("window.__did") == ["open 1"]
