"""The chosen one of a group of unnamed clickables is selected: a swatch, a carousel's dot.

A colour picker draws its swatches as empty ``<span>`` elements with a ``title``, and
marks the chosen one by a class word (``swatch is-selected``); a carousel draws its
pictures' dots the same way (``dot on``), with no title: no name, only a hint from its
look. The class word that said it was chosen was left in the hint (``icon: dot on``)
instead of making it ``selected``. As with named ones, the word
counts only when exactly one of two or more siblings has it: toolbar buttons that are
each ``active`` are none of them chosen.
"""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv

from handrail.actions import Action, ActionKind
from handrail.gate import AllowAll
from handrail.session import Session
from handrail.vocab import State

pytestmark = pytest.mark.browser


async def test_the_chosen_swatch_and_dot_are_selected(browser_env: BrowserEnv) -> None:
    await browser_env.goto("swatches.html")
    q = browser_env.query()
    async with Session(browser_env.backend(), gate=AllowAll()) as s:
        snap = await s.observe(q)
        looks = {e.name or e.hint: e for e in snap.elements if e.has(State.CLICKABLE)}
        dots = [e for e in snap.elements if e.hint == "dot"]
        assert [e.has(State.SELECTED) for e in dots] == [True, False, False], dots
        assert looks["Moss"].has(State.SELECTED), looks
        assert not looks["Navy"].has(State.SELECTED), looks
        tools = [e for e in snap.elements if e.hint.startswith("tool")]
        assert [e.has(State.SELECTED) for e in tools] == [False, False], tools
        navy = looks["Navy"]
        assert (await s.act(q, Action(kind=ActionKind.CLICK, element_id=navy.id))).ok
        assert await browser_env.value("window.__did") == ["navy"]
