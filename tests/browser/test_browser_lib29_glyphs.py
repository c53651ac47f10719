"""Glyphs a style sheet draws by ``::before`` read as what they are, not as words.

w2ui's icon font draws each icon as a plain letter (``.w2ui-icon-plus::before { content:
"K" }``); Foundation's accordion draws its ``+`` and ``–`` before a title the same way.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_an_icon_fonts_letter_is_no_word_of_a_buttons_name(browser_env: BrowserEnv) -> None:
    """w2ui's toolbar button reads ``New user``, not ``K New user``; its icon-only button
    is no ``L`` but unnamed, hinted by its id and icon (``refresh reload``), not by the events its
    ``data-`` attributes name."""
    await browser_env.goto("lib29_glyphs.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        assert " K " not in text and not [e for e in snap.elements if e.name == "L"], text
        new = next(e for e in snap.elements if e.name == "New user")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=new.id))
        reload = next(e for e in snap.elements if "refresh" in (e.hint or "").split())
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=reload.id))
        assert await browser_env.value("window.__did") == ["tb new", "tb refresh"]


async def test_an_accordions_drawn_plus_is_its_state_not_its_name(
    browser_env: BrowserEnv,
) -> None:
    """Foundation's accordion title reads ``collapsed link Danger zone`` and keeps its
    name and id once open, when its ``+`` becomes ``–``."""
    await browser_env.goto("lib29_glyphs.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        title = find(snap, Role.LINK, "Danger zone")
        assert State.COLLAPSED in title.states, format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=title.id))
        assert await browser_env.value("window.__did") == ["open"]
        assert r.after is not None
        after = find(r.after, Role.LINK, "Danger zone")
        assert after.id == title.id and State.EXPANDED in after.states, format_snapshot(r.after)
