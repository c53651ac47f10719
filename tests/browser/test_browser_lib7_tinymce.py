"""A TinyMCE 7 editor driven through ids from ``observe``: its document is an iframe,
and a format turned on at the caret leaves a mark there that is drawn as nothing."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role

pytestmark = pytest.mark.browser


async def test_the_editors_caret_mark_is_not_read_as_text(browser_env: BrowserEnv) -> None:
    """Bold pressed at the caret makes TinyMCE hold a ZERO WIDTH NO-BREAK SPACE (U+FEFF)
    there for the next letters: the editor's value and the receipt read what is drawn."""
    await browser_env.goto("lib7_post.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        doc = find(snap, Role.TEXTBOX, "Rich Text Area")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=doc.id))
        await s.act(q, Action(kind=ActionKind.KEY, keys="End"))
        bold = find(snap, Role.BUTTON, "Bold")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=bold.id))
        r = await s.act(q, Action(kind=ActionKind.TYPE, element_id=doc.id, text=" now"))
        assert "\ufeff" not in r.receipt.diagnostic, r.receipt
        after = find(r.after, Role.TEXTBOX, "Rich Text Area")
        assert after.value == "Hello readers. now", format_snapshot(r.after)
