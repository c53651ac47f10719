"""daisyUI 4's rating: a row of bare radio buttons, drawn as stars, that the page names by
nothing, each read by its value or its place in its group."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import find, session

from handrail.actions import Action, ActionKind
from handrail.textformat import format_snapshot
from handrail.vocab import Role, State

pytestmark = pytest.mark.browser


async def test_rating_radios_read_their_place_or_value(browser_env: BrowserEnv) -> None:
    """Five unnamed stars read ``1 of 5`` … ``5 of 5`` (the second checked); a group whose
    radios carry values of their own reads them; a press on ``4 of 5`` rates 4."""
    await browser_env.goto("lib24_daisy.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = format_snapshot(snap)
        radios = [(e.name, e.has(State.CHECKED)) for e in snap.elements if e.role is Role.RADIO]
        assert radios == [
            ("1 of 5", False),
            ("2 of 5", True),
            ("3 of 5", False),
            ("4 of 5", False),
            ("5 of 5", False),
            ("small", False),
            ("true", False),
            ("large", False),
        ], text
        four = find(snap, Role.RADIO, "4 of 5")
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=four.id))
        assert await browser_env.value("window.__did") == ["rate 4"]
        assert r.after is not None
        assert find(r.after, Role.RADIO, "4 of 5").has(State.CHECKED), format_snapshot(r.after)
        large = find(r.after, Role.RADIO, "large")
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=large.id))
        assert await browser_env.value("window.__did") == ["rate 4", "fit large"]


async def test_a_swap_reads_the_face_it_draws(browser_env: BrowserEnv) -> None:
    """A daisyUI swap labels its check box by both faces (``swap-on`` ♥ Saved, ``swap-off``
    ♡ Save), one drawn at a time: it reads by the face drawn, and by the other once
    pressed (the face not drawn no line of its own)."""
    await browser_env.goto("lib24_daisy.html")
    await browser_env.ready("window.__ready === true")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        save = find(snap, Role.CHECKBOX, "♡ Save")
        assert not save.has(State.CHECKED), format_snapshot(snap)
        r = await s.act(q, Action(kind=ActionKind.CLICK, element_id=save.id))
        assert await browser_env.value("window.__did") == ["fav on"]
        assert r.after is not None
        saved = find(r.after, Role.CHECKBOX, "♥ Saved")
        assert saved.has(State.CHECKED), format_snapshot(r.after)
        assert "Save\n" not in format_snapshot(r.after) + "\n", format_snapshot(r.after)
        await s.act(q, Action(kind=ActionKind.CLICK, element_id=saved.id))
        assert await browser_env.value("window.__did") == ["fav on", "fav off"]
