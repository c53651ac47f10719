"""An unnamed element one can tab to, alone in a cell, is named by its own text."""

from __future__ import annotations

import pytest
from browser_fixtures import BrowserEnv
from test_browser_observe_act import session

from handrail.actions import Action, ActionKind
from handrail.vocab import State

pytestmark = pytest.mark.browser


async def test_a_cells_only_span_keeps_its_text_as_its_name(browser_env: BrowserEnv) -> None:
    await browser_env.goto("cellspans.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        clickable = {e.name: e for e in snap.elements if e.has(State.CLICKABLE)}
        assert {"trading-bot", "Trade ▾", "tax-export"} <= set(clickable), [
            (e.role, e.name, e.hint) for e in snap.elements
        ]
        assert not any(e.hint.startswith("name ") for e in snap.elements)
        plain = [e.name for e in snap.elements if e.role.value == "cell"]
        assert "Read only" in plain, plain  # a cell's own text stays its name
        receipt = await s.act(
            q, Action(kind=ActionKind.CLICK, element_id=clickable["tax-export"].id)
        )
        assert receipt.ok, receipt
        assert await browser_env.value("document.getElementById('out').textContent") == "RENAME-tax"


async def test_a_text_after_the_space_between_two_spans_is_that_text(
    browser_env: BrowserEnv,
) -> None:
    # ``<span>delete</span> <span>Remove card</span>``: the text is the second span's,
    # not the 5 px space before it that Chromium gives a node of its own.
    await browser_env.goto("gaptext.html")
    q = browser_env.query()
    async with session(browser_env) as s:
        snap = await s.observe(q)
        text = next(e for e in snap.elements if "Remove card" in e.name)
        assert text.name == "Remove card", repr(text.name)
        assert text.bounds is not None and text.bounds.w > 40, text.bounds
        receipt = await s.act(q, Action(kind=ActionKind.HOVER, element_id=text.id))
        assert receipt.ok, receipt
