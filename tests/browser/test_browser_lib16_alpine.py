"""Alpine.js screens drawn the way Tailwind-style kits draw them: a list box whose chosen
option carries a check mark, and delivery cards of which one is drawn chosen."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_a_check_mark_is_the_chosen_options_state(browser_env: BrowserEnv) -> None:
    """The open list's chosen option reads ``selected`` by its own word, not ``Viewer ✓``."""
    await browser_env.goto("lib16_alpine.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        box = next(e for e in snap.elements if e.name == "Viewer" and e.has(State.CLICKABLE))
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=box.id))
        assert r.after is not None
        text = format_snapshot(r.after)
        assert "✓" not in text, text
        viewer = [e for e in r.after.elements if e.name == "Viewer" and e.id != box.id]
        assert len(viewer) == 1 and viewer[0].has(State.SELECTED), text
        editor = next(e for e in r.after.elements if e.name == "Editor")
        assert not editor.has(State.SELECTED), text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=editor.id))
        assert await browser_env.value("window.__did") == ["role Editor"]


async def test_cards_of_which_one_is_drawn_chosen_are_radio_buttons(
    browser_env: BrowserEnv,
) -> None:
    """Delivery cards (``div.card``, the chosen one ``card sel``) read as radio buttons,
    the chosen one checked; the page's button beside them stays a button-like clickable."""
    await browser_env.goto("lib16_alpine.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        radios = [e for e in snap.elements if e.role is Role.RADIO]
        assert [e.name.split()[0] for e in radios] == ["Standard", "Express"], text
        assert [e.has(State.CHECKED) for e in radios] == [True, False], text
        assert find(snap, Role.GENERIC, "Pay now").role is Role.GENERIC, text
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=radios[1].id))
        assert await browser_env.value("window.__did") == ["method exp"]
        assert r.after is not None
        after = [e for e in r.after.elements if e.role is Role.RADIO]
        assert [e.has(State.CHECKED) for e in after] == [False, True], format_snapshot(r.after)
